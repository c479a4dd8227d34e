import { PlatformProviders } from 'shared-ui';
import { StorageUnavailableNotice } from './StorageUnavailableNotice';

/** The storage notice on the login page, with antd's providers (a lazy chunk: issue 16). */
export default function StorageUnavailableBanner() {
  return (
    <PlatformProviders>
      <StorageUnavailableNotice />
    </PlatformProviders>
  );
}
