import type { Device, GroupTreeNode, Organization } from 'shared-core';

/** One choice of a filter select: the value sent to the server and the text shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * Camera serial choices from the user's cameras (spec 000 section 2, camera serials filter):
 * one per serial, shown as `nickname (serial)` when the camera has a nickname, sorted by text.
 */
export function cameraOptions(devices: readonly Device[]): FilterOption[] {
  const bySerial = new Map<string, FilterOption>();
  for (const device of devices) {
    if (bySerial.has(device.serial)) continue;
    const nickname = device.nickname.trim();
    bySerial.set(device.serial, { value: device.serial, label: nickname ? `${nickname} (${device.serial})` : device.serial });
  }
  return [...bySerial.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Group choices of the caller's organization in tree order (spec 000 section 2, groups filter).
 * The root group reads as its name; a subgroup reads as its path below the root
 * (`Plant / Hall 2`), so groups with the same name stay apart. Values are group ids, as the
 * server's `groups` parameter takes them (it includes each group's subgroups).
 */
export function groupOptions(organization: Organization): FilterOption[] {
  const options: FilterOption[] = [];
  const walk = (node: GroupTreeNode, path: string[]) => {
    options.push({ value: String(node.id), label: path.length ? path.join(' / ') : node.name });
    for (const child of node.children) walk(child, [...path, child.name]);
  };
  walk(organization.groupTree, []);
  return options;
}

/** Text of a chosen value: its option's label, or the value itself (a serial typed or shared in a link). */
export function labelOf(options: readonly FilterOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
