import fs from 'node:fs';
import path from 'node:path';
import { summarizeContractSource } from '../contractSummary.mjs';
import { AREA_PATHS, areaOfPath } from '../eslint-boundaries.mjs';
import { cameraRoutes, hashHref, organizationRoutes, reportRoutes, resellerRoutes, snapshotRoutes } from 'shared-core';

describe('route refs', () => {
  it('fill their parameters, keep a search, and give hash links', () => {
    expect(snapshotRoutes.detail({ id: 42 })).toBe('/snapshot/42');
    expect(snapshotRoutes.detail({ id: 42 }, '?tags=a')).toBe('/snapshot/42?tags=a');
    expect(reportRoutes.sharedReport({ uuid: 'a b' })).toBe('/shared/reports/a%20b');
    expect(cameraRoutes.pair()).toBe('/cameras?pair=1');
    expect(hashHref(reportRoutes.component({ id: 7 }))).toBe('#/component/7');
    expect(() => (snapshotRoutes.detail as (p: object) => string)({})).toThrow('route /snapshot/:id needs "id"');
  });

  it('are the routes the lint rule guards, each under the area that owns it', () => {
    const owners: [string, { path: string }][] = [
      ['mfe-snapshots', snapshotRoutes.detail],
      ['mfe-cameras', cameraRoutes.list],
      ['mfe-organization', organizationRoutes.home],
      ['mfe-organization', organizationRoutes.dataConnect],
      ['mfe-reseller', resellerRoutes.portal],
      ['mfe-reports', reportRoutes.components],
      ['mfe-reports', reportRoutes.component],
      ['mfe-reports', reportRoutes.sharedReport],
    ];
    for (const [area, ref] of owners) expect([ref.path, areaOfPath(ref.path.replace(/:\w+/g, '1'))]).toEqual([ref.path, area]);
    expect(Object.keys(AREA_PATHS).sort()).toEqual([...new Set(owners.map(([area]) => area))].sort());
  });

  it('are the paths the owning areas serve (their contracts spell them, which the build reads without running them)', () => {
    const served = (area: string) => summarizeContractSource(fs.readFileSync(path.join(__dirname, '..', '..', area, 'src', 'app', 'contract.ts'), 'utf8')).paths;
    const refs: [string, { path: string }[]][] = [
      ['mfe-snapshots', [snapshotRoutes.list, snapshotRoutes.detail]],
      ['mfe-cameras', [cameraRoutes.list]],
      ['mfe-organization', [organizationRoutes.home, organizationRoutes.dataConnect]],
      ['mfe-reseller', [resellerRoutes.portal]],
      ['mfe-reports', [reportRoutes.components, reportRoutes.component, reportRoutes.sharedReport]],
    ];
    for (const [area, owned] of refs) expect([area, served(area)]).toEqual([area, expect.arrayContaining(owned.map((ref) => ref.path))]);
  });
});
