import { onDemand } from 'shared-ui';

// The frame's dialogs and the phone menu load when first opened, not with every signed-in page
// (issue 16, shared-ui `onDemand`); the floating panel's do the same (features/floating-panel).
export const SettingsDialog = onDemand(() => import('../../features/settings/SettingsDialog').then((m) => ({ default: m.SettingsDialog })));
export const ChangePasswordDialog = onDemand(() =>
  import('../../features/change-password/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
export const AboutDialog = onDemand(() => import('../../features/about/AboutDialog').then((m) => ({ default: m.AboutDialog })));
export const PhoneMenu = onDemand(() => import('./PhoneMenu').then((m) => ({ default: m.PhoneMenu })));
