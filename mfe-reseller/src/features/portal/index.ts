export { ResellerPortalPage as default } from './ResellerPortalPage';
