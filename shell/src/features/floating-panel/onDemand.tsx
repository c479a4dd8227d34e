import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { onDemand } from 'shared-ui';

// The floating panel's dialogs and task list load when first opened (issue 16, shared-ui `onDemand`).
export const FeedbackDialog = onDemand(() => import('../feedback/FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));
export const ReleaseNotesDialog = onDemand(() => import('../release-notes/ReleaseNotesDialog').then((m) => ({ default: m.ReleaseNotesDialog })));

const loadTaskList = () => import('../tasks/TaskList').then((m) => ({ default: m.TaskList }));
const LazyTaskList = lazy(loadTaskList);

/** The task list, in the tasks popover: loaded when the popover first opens (a spinner meanwhile). */
export function TaskListOnDemand() {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <LazyTaskList />
    </Suspense>
  );
}

export const preloadTaskList = () => void loadTaskList().catch(() => undefined);
