import { DESKTOP_OPERATIONS, DesktopOnlyError } from './DesktopOnlyError';
import { createDesktopApi, needsLicenseDialog, type DesktopApi, type LicenseData } from './desktopApi';
import { desktopApi } from './index';

/** Calls each operation with plausible arguments. */
const invoke: Record<keyof DesktopApi, (api: DesktopApi) => Promise<unknown>> = {
  licenseData: (a) => a.licenseData(),
  offlineList: (a) => a.offlineList(),
  offlineImport: (a) => a.offlineImport(['a.nlz']),
  offlineImportCheck: (a) => a.offlineImportCheck(['a.nlz']),
  postNlz: (a) => a.postNlz(['a.nlz']),
  directTransferSnapshotCount: (a) => a.directTransferSnapshotCount(),
  directTransferDownload: (a) => a.directTransferDownload(),
  remoteTakeSnapshot: (a) => a.remoteTakeSnapshot(),
  remoteGetPreview: (a) => a.remoteGetPreview(),
  selectFolder: (a) => a.selectFolder(),
  exportNlzToFolder: (a) => a.exportNlzToFolder([1], '/tmp'),
};

describe('desktop-only operations on the web (spec 000 section 1; spec 001 section 7)', () => {
  it('covers every desktop operation', () => {
    expect(Object.keys(invoke).sort()).toEqual([...DESKTOP_OPERATIONS].sort());
  });

  it.each(DESKTOP_OPERATIONS)('%s rejects with a DesktopOnlyError naming it, never with data', async (operation) => {
    const error = await invoke[operation](desktopApi).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DesktopOnlyError);
    expect((error as DesktopOnlyError).operation).toBe(operation);
    expect((error as Error).message).toContain(operation);
  });
});

describe('desktop API over a bridge', () => {
  const license: LicenseData = {
    isLicenseKeyValid: true,
    isProTrialStarted: false,
    isProTrialExpired: false,
    proTrialDaysRemaining: 0,
    nodeKey: 'ABCD-EF23',
    error: null,
  };

  it('passes arguments to the bridge and validates its answer', async () => {
    const seen: unknown[] = [];
    const api = createDesktopApi({
      licenseData: async () => license,
      exportNlzToFolder: async (...args: never[]) => {
        seen.push(args);
      },
    });
    await expect(api.licenseData()).resolves.toEqual(license);
    await api.exportNlzToFolder([4, 5], 'C:/exports');
    expect(seen).toEqual([[[4, 5], 'C:/exports']]);
    await expect(api.offlineList()).rejects.toBeInstanceOf(DesktopOnlyError);
  });

  it('rejects a malformed answer from the bridge', async () => {
    const api = createDesktopApi({ licenseData: async () => ({ isLicenseKeyValid: 'yes' }) });
    await expect(api.licenseData()).rejects.toThrow();
  });
});

describe('licence dialog rule (spec 000 section 6; spec 001 section 4)', () => {
  const base: LicenseData = {
    isLicenseKeyValid: false,
    isProTrialStarted: false,
    isProTrialExpired: false,
    proTrialDaysRemaining: 0,
    nodeKey: 'ABCD-EF23',
    error: null,
  };
  it.each([
    ['invalid key, no basic, no trial', {}, false, true],
    ['valid key', { isLicenseKeyValid: true }, false, false],
    ['basic tier chosen', {}, true, false],
    ['trial running', { isProTrialStarted: true, proTrialDaysRemaining: 5 }, false, false],
    ['trial expired', { isProTrialStarted: true, isProTrialExpired: true }, false, true],
  ])('%s', (_name, change, basicChosen, expected) => {
    expect(needsLicenseDialog({ ...base, ...change }, basicChosen)).toBe(expected);
  });
});
