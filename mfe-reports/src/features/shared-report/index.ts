export { SharedReportPage as default } from './SharedReportPage';
