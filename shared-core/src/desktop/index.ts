import { createDesktopApi } from './desktopApi';

export { DESKTOP_OPERATIONS, DesktopOnlyError, type DesktopOperation } from './DesktopOnlyError';
export {
  createDesktopApi,
  importResultSchema,
  licenseDataSchema,
  needsLicenseDialog,
  offlineFileSchema,
  type DesktopApi,
  type DesktopBridge,
  type ImportResult,
  type LicenseData,
  type OfflineFile,
} from './desktopApi';
export { platformAtom, type Platform } from './platformAtom';
export { snapshotToolsFor, useSnapshotTools, type SnapshotTools } from './snapshotTools';

/**
 * The platform's desktop API. This bundle is the web viewer, which has no desktop host: every
 * operation rejects with {@link DesktopOnlyError} (a desktop build creates it over its bridge).
 */
export const desktopApi = createDesktopApi();
