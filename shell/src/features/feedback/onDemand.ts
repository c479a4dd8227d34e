import { onDemand } from 'shared-ui';

/** The feedback dialog, loaded when first opened. */
export const FeedbackDialog = onDemand(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));
