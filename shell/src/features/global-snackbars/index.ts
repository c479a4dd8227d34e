export { GlobalSnackbars } from './GlobalSnackbars';
export { forgetSeenNotices } from './seenNotices';
