import loadMessages from 'locales/load/reseller';
import { ShopOutlined } from '@ant-design/icons';
import { defineContract } from 'shared-core';

/** The reseller portal: licence keys and reseller info (reseller users, web only). */
export const contract = defineContract({
  area: 'reseller',
  routes: [{ path: '/reseller', access: 'reseller', titleKey: 'reseller:page.title', load: () => import('../features/portal') }],
  nav: [{ id: 'reseller', labelKey: 'reseller:nav.reseller', icon: ShopOutlined, order: 50, path: '/reseller', visibility: 'reseller' }],
  slots: [],
  loadMessages,
});
