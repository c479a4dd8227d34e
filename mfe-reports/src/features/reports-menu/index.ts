export { ReportsMenu } from './ReportsMenu';
