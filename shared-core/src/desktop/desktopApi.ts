import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';
import { DesktopOnlyError, type DesktopOperation } from './DesktopOnlyError';

/** Licence state of the desktop viewer (spec 000 section 3, spec 001 section 3, "License data"). */
export const licenseDataSchema = lazySchema(() => z.object({
  isLicenseKeyValid: z.boolean(),
  isProTrialStarted: z.boolean(),
  isProTrialExpired: z.boolean(),
  proTrialDaysRemaining: z.number(),
  nodeKey: z.string(),
  error: z.string().nullable().default(null),
}));
export type LicenseData = z.infer<typeof licenseDataSchema>;

/** An offline .nlz file the desktop viewer sees in its import folder. */
export const offlineFileSchema = lazySchema(() => z.object({ name: z.string(), sizeBytes: z.number().nonnegative() }));
export type OfflineFile = z.infer<typeof offlineFileSchema>;

/** Per-file result of an offline import (spec 000 section 4, bulk item upload: queued then a result). */
export const importResultSchema = lazySchema(() => z.object({
  name: z.string(),
  level: z.enum(['SUCCESS', 'WARNING', 'ERROR']),
  message: z.string(),
}));
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * What a desktop host hands in: one async function per operation, answers as plain data. Its
 * transport is not in the spec (spec 001 section 7), so the answers are validated here.
 */
export type DesktopBridge = Partial<Record<DesktopOperation, (...args: never[]) => Promise<unknown>>>;

/** The desktop-only operations of spec 001 section 7, typed. */
export interface DesktopApi {
  licenseData(): Promise<LicenseData>;
  offlineList(): Promise<OfflineFile[]>;
  offlineImport(names: string[]): Promise<ImportResult[]>;
  offlineImportCheck(names: string[]): Promise<ImportResult[]>;
  postNlz(names: string[]): Promise<ImportResult[]>;
  directTransferSnapshotCount(): Promise<number>;
  directTransferDownload(): Promise<ImportResult[]>;
  remoteTakeSnapshot(): Promise<void>;
  /** A preview image of the remote-controlled camera, as a data URL. */
  remoteGetPreview(): Promise<string>;
  /** The chosen folder, or null when the person cancelled. */
  selectFolder(): Promise<string | null>;
  exportNlzToFolder(snapshotIds: number[], folder: string): Promise<void>;
}

const results = lazySchema(() => z.array(importResultSchema));

/**
 * Builds the desktop API over `bridge`. An operation the bridge lacks (every one on the web,
 * where there is no bridge) rejects with {@link DesktopOnlyError} naming it: never fake data.
 */
export function createDesktopApi(bridge: DesktopBridge = {}): DesktopApi {
  const call = async <S extends z.ZodType>(operation: DesktopOperation, schema: S, ...args: unknown[]): Promise<z.infer<S>> => {
    const fn = bridge[operation] as ((...a: unknown[]) => Promise<unknown>) | undefined;
    if (!fn) throw new DesktopOnlyError(operation);
    return schema.parse(await fn(...args));
  };
  return {
    licenseData: () => call('licenseData', licenseDataSchema),
    offlineList: () => call('offlineList', z.array(offlineFileSchema)),
    offlineImport: (names) => call('offlineImport', results, names),
    offlineImportCheck: (names) => call('offlineImportCheck', results, names),
    postNlz: (names) => call('postNlz', results, names),
    directTransferSnapshotCount: () => call('directTransferSnapshotCount', z.number().int().nonnegative()),
    directTransferDownload: () => call('directTransferDownload', results),
    remoteTakeSnapshot: async () => {
      await call('remoteTakeSnapshot', z.unknown());
    },
    remoteGetPreview: () => call('remoteGetPreview', z.string()),
    selectFolder: () => call('selectFolder', z.string().nullable()),
    exportNlzToFolder: async (snapshotIds, folder) => {
      await call('exportNlzToFolder', z.unknown(), snapshotIds, folder);
    },
  };
}

/**
 * Whether the desktop viewer must show the licence dialog (spec 000 section 6, spec 001
 * section 4): the key is invalid, the Basic tier was not chosen, and no Pro trial is running
 * (never started, or expired).
 */
export function needsLicenseDialog(license: LicenseData, basicChosen: boolean): boolean {
  const trialRunning = license.isProTrialStarted && !license.isProTrialExpired;
  return !license.isLicenseKeyValid && !basicChosen && !trialRunning;
}
