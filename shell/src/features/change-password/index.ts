export { ChangePasswordDialog } from './ChangePasswordDialog';
