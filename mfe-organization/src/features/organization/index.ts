export { OrganizationPage as default } from './OrganizationPage';
