export { LiveChannel } from './LiveChannel';
export { preloadTaskList, TaskListOnDemand } from './TaskListOnDemand';
