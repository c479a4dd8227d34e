import type { Device } from 'shared-core';

/** Camera list page size (spec 001 section 9). */
export const CAMERA_PAGE_SIZE = 20;
/** Search debounce, ms (spec 001 section 9). */
export const CAMERA_SEARCH_DEBOUNCE_MS = 500;

/**
 * The list as spec 001 section 4 orders it: one entry per serial (a duplicate collapses to the
 * active one, else the first), active entries first; within each group the server's order.
 */
export function collapseCameras(devices: readonly Device[]): Device[] {
  const bySerial = new Map<string, Device>();
  for (const device of devices) {
    const kept = bySerial.get(device.serial);
    if (!kept || (!kept.ownership.isActive && device.ownership.isActive)) bySerial.set(device.serial, device);
  }
  const unique = [...bySerial.values()];
  return [...unique.filter((d) => d.ownership.isActive), ...unique.filter((d) => !d.ownership.isActive)];
}

/** A camera's product description as the user reads it (see productDescription.ts). */
export type DescribeProduct = (device: Device) => string;

/**
 * Whether a camera matches the search text: every word in serial, nickname, product code or
 * description (the server's, and the one shown in the user's language).
 */
export function matchesSearch(device: Device, search: string, describe?: DescribeProduct): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = [device.serial, device.nickname, device.ProductCode, device.ProductCodeDescription, describe?.(device) ?? ''].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** One page (0-based) of the cameras matching `search`, and how many match. */
export function cameraPage(devices: readonly Device[], search: string, page: number, describe?: DescribeProduct): { total: number; items: Device[]; page: number } {
  const matching = collapseCameras(devices).filter((device) => matchesSearch(device, search, describe));
  const last = Math.max(0, Math.ceil(matching.length / CAMERA_PAGE_SIZE) - 1);
  const current = Math.min(Math.max(0, page), last);
  return { total: matching.length, page: current, items: matching.slice(current * CAMERA_PAGE_SIZE, (current + 1) * CAMERA_PAGE_SIZE) };
}

/** The name a camera goes by: its nickname, else its serial. */
export const cameraName = (device: Pick<Device, 'nickname' | 'serial'>): string => device.nickname.trim() || device.serial;
