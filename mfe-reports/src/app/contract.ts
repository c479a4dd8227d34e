import loadMessages from 'locales/load/reports';
import { defineContract } from 'shared-core';
import { ReportsMenu } from '../features/reports-menu';

/** The reports area: components and their trends, the shared report page, the reports menu. */
export const contract = defineContract({
  area: 'reports',
  routes: [
    { path: '/components', access: 'signedIn', titleKey: 'reports:components.title', load: () => import('../features/component-tracking') },
    { path: '/component/:id', access: 'signedIn', titleKey: 'reports:component.title', load: () => import('../features/component-tracking/detail') },
    { path: '/shared/reports/:uuid', access: 'public', titleKey: 'reports:shared.title', load: () => import('../features/shared-report') },
  ],
  nav: [],
  slots: [{ slot: 'topBar.reportsMenu', id: 'reports-menu', component: ReportsMenu }],
  loadMessages,
});
