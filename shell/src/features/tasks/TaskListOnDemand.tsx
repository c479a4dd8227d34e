import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

const loadTaskList = () => import('./TaskList').then((m) => ({ default: m.TaskList }));
const LazyTaskList = lazy(loadTaskList);

/** The task list, in the tasks popover: loaded when the popover first opens (a spinner meanwhile). */
export function TaskListOnDemand() {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <LazyTaskList />
    </Suspense>
  );
}

/** Starts loading the task list (when a task appears), so the popover opens on a ready list. */
export const preloadTaskList = () => void loadTaskList().catch(() => undefined);
