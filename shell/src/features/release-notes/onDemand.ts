import { onDemand } from 'shared-ui';

/** The release notes dialog, loaded when first opened. */
export const ReleaseNotesDialog = onDemand(() => import('./ReleaseNotesDialog').then((m) => ({ default: m.ReleaseNotesDialog })));
