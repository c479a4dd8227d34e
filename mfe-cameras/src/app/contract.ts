import loadMessages from 'locales/load/cameras';
import { VideoCameraOutlined } from '@ant-design/icons';
import { defineContract } from 'shared-core';

/** The cameras area: camera list, pairing, software updates. */
export const contract = defineContract({
  area: 'cameras',
  routes: [{ path: '/cameras', access: 'signedIn', titleKey: 'cameras:page.title', load: () => import('../features/cameras') }],
  nav: [
    { id: 'cameras', labelKey: 'cameras:nav.cameras', icon: VideoCameraOutlined, order: 20, path: '/cameras', visibility: 'always' },
  ],
  slots: [],
  loadMessages,
});
