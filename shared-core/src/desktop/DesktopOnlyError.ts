/** The desktop-only operations of spec 001 section 7 ("Desktop-only operations"). */
export const DESKTOP_OPERATIONS = [
  'licenseData',
  'offlineList',
  'offlineImport',
  'offlineImportCheck',
  'postNlz',
  'directTransferSnapshotCount',
  'directTransferDownload',
  'remoteTakeSnapshot',
  'remoteGetPreview',
  'selectFolder',
  'exportNlzToFolder',
] as const;
export type DesktopOperation = (typeof DESKTOP_OPERATIONS)[number];

/**
 * Thrown by a desktop-only operation where no desktop host provides it (the web bundle).
 * Spec 000 section 1: in the web bundle the desktop calls are stubs, and mock licence data is
 * not product behaviour, so the stub says so instead of answering.
 */
export class DesktopOnlyError extends Error {
  constructor(readonly operation: DesktopOperation) {
    super(`${operation} is available in the desktop viewer only`);
    this.name = 'DesktopOnlyError';
  }
}
