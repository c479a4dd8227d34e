export { PairDialog, type PairDialogProps } from './components/PairDialog';
