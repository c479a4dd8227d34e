export { FeedbackDialog } from './FeedbackDialog';
