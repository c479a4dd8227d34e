export { ExcelDialog } from './ExcelDialog';
