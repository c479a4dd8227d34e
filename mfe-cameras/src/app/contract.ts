import loadMessages from 'locales/load/cameras';
import { VideoCameraOutlined } from '@ant-design/icons';
import { defineContract } from 'shared-core';
import { useCamerasBadge } from '../features/badge';

/** The cameras area: camera list, pairing, software updates; its rail entry's red dot. */
export const contract = defineContract({
  area: 'cameras',
  routes: [{ path: '/cameras', access: 'signedIn', titleKey: 'cameras:page.title', load: () => import('./CamerasRoute') }],
  nav: [
    {
      id: 'cameras',
      labelKey: 'cameras:nav.cameras',
      icon: VideoCameraOutlined,
      order: 20,
      path: '/cameras',
      visibility: 'always',
      useBadge: useCamerasBadge,
    },
  ],
  slots: [],
  loadMessages,
});
