export { ComponentsPage as default } from './ComponentsPage';
