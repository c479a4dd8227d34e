import loadMessages from 'locales/load/reports';
import { defineContract, reportRoutes } from 'shared-core';
import { ReportsMenu } from '../features/reports-menu';

/** The reports area: components and their trends, the shared report page, the reports menu. */
export const contract = defineContract({
  area: 'reports',
  routes: [
    { path: reportRoutes.components.path, access: 'signedIn', titleKey: 'reports:components.title', load: () => import('../features/component-tracking') },
    { path: reportRoutes.component.path, access: 'signedIn', titleKey: 'reports:component.title', load: () => import('../features/component-tracking/detail') },
    { path: reportRoutes.sharedReport.path, access: 'public', titleKey: 'reports:shared.title', load: () => import('../features/shared-report') },
  ],
  nav: [],
  slots: [{ slot: 'topBar.reportsMenu', id: 'reports-menu', component: ReportsMenu }],
  loadMessages,
});
