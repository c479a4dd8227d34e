import loadMessages from 'locales/load/snapshots';
import { PictureOutlined } from '@ant-design/icons';
import { defineContract } from 'shared-core';

/** The snapshots area: the home route (list) and the snapshot detail. */
export const contract = defineContract({
  area: 'snapshots',
  routes: [
    { path: '/', access: 'signedIn', titleKey: 'snapshots:list.title', load: () => import('./HomePage') },
    { path: '/snapshot/:id', access: 'signedIn', titleKey: 'snapshots:detail.title', load: () => import('./DetailPage') },
  ],
  nav: [
    {
      id: 'snapshots',
      labelKey: 'snapshots:nav.snapshots',
      icon: PictureOutlined,
      order: 10,
      path: '/',
      activeFor: ['/snapshot/:id'],
      visibility: 'always',
    },
  ],
  slots: [],
  loadMessages,
});
