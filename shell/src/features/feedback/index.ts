export { FeedbackDialog } from './onDemand';
