import { BRANDS } from 'brands';
import { snapshotToolsFor } from './snapshotTools';

describe('snapshotToolsFor (spec 000 sections 2 and 6)', () => {
  it.each(['NL', 'FLIR', 'UE'] as const)('the web shows every tool in %s', (code) => {
    expect(snapshotToolsFor('web', BRANDS[code].capabilities)).toEqual({ cameraFilter: true, pdFilters: true, selectAll: true, pdDetails: true, videoExport: true });
  });

  it.each(['NL', 'UE'] as const)('the %s desktop app hides only the camera filter', (code) => {
    expect(snapshotToolsFor('desktop', BRANDS[code].capabilities)).toEqual({ cameraFilter: false, pdFilters: true, selectAll: true, pdDetails: true, videoExport: true });
  });

  it('the FLIR desktop app hides the camera and PD filters, select-all, PD details and video export', () => {
    expect(snapshotToolsFor('desktop', BRANDS.FLIR.capabilities)).toEqual({ cameraFilter: false, pdFilters: false, selectAll: false, pdDetails: false, videoExport: false });
  });
});
