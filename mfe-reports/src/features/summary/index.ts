export { default } from './SummaryDialog';
