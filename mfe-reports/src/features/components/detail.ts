export { ComponentDetailPage as default } from './ComponentDetailPage';
