import { PlatformProviders } from 'shared-ui';
import { StorageUnavailableNotice } from '../features/account/StorageUnavailableNotice';
import { AppRoutes } from './AppRoutes';

/**
 * Every page but the login page: antd's providers with the edition's theme, the
 * storage notice, and the routes of the shell and of the remotes. A lazy chunk of App.
 */
export default function FullApp() {
  return (
    <PlatformProviders>
      <StorageUnavailableNotice />
      <AppRoutes />
    </PlatformProviders>
  );
}
