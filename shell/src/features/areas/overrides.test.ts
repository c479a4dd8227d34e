import type { RegistryEntry } from 'shared-core';
import { applyOverrides, clearOverrides, isAllowedOverride, readOverrides, setOverride } from './overrides';

const live: RegistryEntry[] = [
  { name: 'mfe_cameras', entry: '/remotes/mfe_cameras/0.1.0-b2/mf-manifest.json', paths: ['/cameras'], version: '0.1.0', buildId: 'b2' },
  { name: 'mfe_reports', entry: '/remotes/mfe_reports/0.1.0-r1/mf-manifest.json', paths: ['/components'] },
];

afterEach(clearOverrides);

/** A staff user pins a remote to another published build, in their browser only. */
describe('remote overrides', () => {
  it("allows only a published build of that same remote on this origin", () => {
    expect(isAllowedOverride('mfe_cameras', '/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json')).toBe(true);
    expect(isAllowedOverride('mfe_cameras', 'https://evil.example/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json')).toBe(false);
    expect(isAllowedOverride('mfe_cameras', '//evil.example/remotes/mfe_cameras/x/mf-manifest.json')).toBe(false);
    expect(isAllowedOverride('mfe_cameras', '/remotes/mfe_reports/0.1.0-r1/mf-manifest.json')).toBe(false);
    expect(isAllowedOverride('mfe_cameras', '/remotes/mfe_cameras/../../x/mf-manifest.json')).toBe(false);
    expect(isAllowedOverride('mfe_cameras', '/remotes/mfe_cameras/0.1.0-b1/remoteEntry.js')).toBe(false);
  });

  it('applies an allowed override for staff only, and says which', () => {
    setOverride('mfe_cameras', '/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json');
    setOverride('mfe_reports', 'https://evil.example/mf-manifest.json');
    expect(readOverrides()).toEqual({ mfe_cameras: '/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json' });
    const staff = applyOverrides(live, readOverrides(), true);
    expect(staff.applied).toEqual({ mfe_cameras: '/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json' });
    expect(staff.remotes[0]).toEqual({ name: 'mfe_cameras', entry: '/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json', paths: ['/cameras'], version: undefined, buildId: undefined });
    expect(staff.remotes[1]).toBe(live[1]);
    expect(applyOverrides(live, readOverrides(), false)).toEqual({ remotes: live, applied: {} });
    // A stored value someone wrote by hand is checked again when applied.
    expect(applyOverrides(live, { mfe_reports: 'https://evil.example/mf-manifest.json' }, true).applied).toEqual({});
    setOverride('mfe_cameras', null);
    expect(readOverrides()).toEqual({});
  });
});
