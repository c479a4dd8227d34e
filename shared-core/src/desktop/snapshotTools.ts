import type { BrandCapabilities } from 'brands';
import { useAtomValue } from 'jotai';
import { brand } from '../platform/platform';
import { platformAtom, type Platform } from './platformAtom';

/** Snapshot-area tools that the desktop app shows or hides (spec 000 sections 2 and 6). */
export interface SnapshotTools {
  /** The camera-serial filter of the list: web only (the desktop lists files it holds). */
  cameraFilter: boolean;
  /** The PD classification and severity filters of the list. */
  pdFilters: boolean;
  /** The list's select-all checkbox. */
  selectAll: boolean;
  /** PD details (classifications, severity, description) of the detail's PD view. */
  pdDetails: boolean;
  /** The detail's video export. */
  videoExport: boolean;
}

/**
 * Which snapshot tools a platform and edition show. The web shows them all; the desktop app
 * hides the camera filter, and hides the PD filters, PD details, video export and select-all
 * unless the edition keeps them on the desktop (NL and UE; spec 000 sections 2 and 6).
 */
export function snapshotToolsFor(platform: Platform, capabilities: Pick<BrandCapabilities, 'desktopFullSnapshotTools'>): SnapshotTools {
  const web = platform === 'web';
  const full = web || capabilities.desktopFullSnapshotTools;
  return { cameraFilter: web, pdFilters: full, selectAll: full, pdDetails: full, videoExport: full };
}

/** The snapshot tools of this build's edition on the platform the screens render for. */
export function useSnapshotTools(): SnapshotTools {
  return snapshotToolsFor(useAtomValue(platformAtom), brand.capabilities);
}
