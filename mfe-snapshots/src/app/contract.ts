import loadMessages from 'locales/load/snapshots';
import { PictureOutlined } from '@ant-design/icons';
import { defineContract, SLOT_NAMES } from 'shared-core';
import { OfflineFilesEntry } from '../features/list/components/OfflineFilesEntry';
import { prefetchDetail, prefetchList } from './prefetch';

/** The snapshots area: the home route (list) and the snapshot detail. */
export const contract = defineContract({
  area: 'snapshots',
  routes: [
    { path: '/', access: 'signedIn', titleKey: 'snapshots:list.title', load: () => import('./HomePage'), prefetch: prefetchList },
    { path: '/snapshot/:id', access: 'signedIn', titleKey: 'snapshots:detail.title', load: () => import('./DetailPage'), prefetch: prefetchDetail },
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
  // The top bar's offline files entry on desktop opens the .nlz import dialog. Only
  // offered to a shell that knows the slot (shared-core is a singleton: its SLOT_NAMES are the
  // shell's), so this area still loads in a shell deployed before the slot existed.
  slots: (SLOT_NAMES as readonly string[]).includes('topBar.offlineFiles')
    ? [{ slot: 'topBar.offlineFiles', id: 'snapshots-offline-files', component: OfflineFilesEntry }]
    : [],
  loadMessages,
});
