export { ReportGeneratorDialog } from './components/ReportGeneratorDialog';
