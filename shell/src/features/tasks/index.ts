export { LiveChannel } from './LiveChannel';
export { TaskList } from './TaskList';
