import loadMessages from 'locales/load/organization';
import { ApartmentOutlined, ApiOutlined } from '@ant-design/icons';
import { defineContract } from 'shared-core';

/** The organization area: group tree, users, devices, invitations; Data Connect keys. */
export const contract = defineContract({
  area: 'organization',
  routes: [
    { path: '/organization', access: 'signedIn', titleKey: 'organization:page.title', load: () => import('../features/organization') },
    { path: '/dataconnect', access: 'organization', titleKey: 'organization:dataconnect.title', load: () => import('../features/dataconnect') },
  ],
  nav: [
    { id: 'organization', labelKey: 'organization:nav.organization', icon: ApartmentOutlined, order: 30, path: '/organization', visibility: 'always' },
    { id: 'dataconnect', labelKey: 'organization:nav.dataconnect', icon: ApiOutlined, order: 40, path: '/dataconnect', visibility: 'organization' },
  ],
  slots: [],
  loadMessages,
});
