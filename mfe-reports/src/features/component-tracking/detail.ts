// The component detail route's entry (see ./index.ts).
export { ComponentDetailPage as default } from './ComponentDetailPage';
