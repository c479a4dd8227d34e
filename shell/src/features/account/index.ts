export { ActivatePage } from './ActivatePage';
export { PasswordResetConfirmPage } from './PasswordResetConfirmPage';
export { PasswordResetPage } from './PasswordResetPage';
export { RegisterPage } from './RegisterPage';
export { StorageUnavailableNotice } from './StorageUnavailableNotice';
