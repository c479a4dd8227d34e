import { PlatformProviders } from 'shared-ui';
import { StorageUnavailableNotice } from './StorageUnavailableNotice';

/** The storage notice on the login page, with antd's providers (a lazy chunk: antd stays out of the login page's first load). */
export default function StorageUnavailableBanner() {
  return (
    <PlatformProviders>
      <StorageUnavailableNotice />
    </PlatformProviders>
  );
}
