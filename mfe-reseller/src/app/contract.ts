import loadMessages from 'locales/load/reseller';
import { ShopOutlined } from '@ant-design/icons';
import { defineContract, resellerRoutes } from 'shared-core';

/** The reseller portal: licence keys and reseller info (reseller users, web only). */
export const contract = defineContract({
  area: 'reseller',
  routes: [{ path: resellerRoutes.portal.path, access: 'reseller', titleKey: 'reseller:page.title', load: () => import('../features/portal') }],
  nav: [{ id: 'reseller', labelKey: 'reseller:nav.reseller', icon: ShopOutlined, order: 50, path: resellerRoutes.portal.path, visibility: 'reseller' }],
  slots: [],
  loadMessages,
});
