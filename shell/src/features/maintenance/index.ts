export { MaintenanceBanner } from './MaintenanceBanner';
