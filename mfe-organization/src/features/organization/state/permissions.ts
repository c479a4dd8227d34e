import type { Group, GroupOwnership, GroupUser } from 'shared-core';

/**
 * Who may do what in a group tree (spec 001 section 6). Members of a group edit it, and users in
 * the parent chain edit its descendants; nobody moves or removes themselves; a group is deleted
 * only when it has no users, devices or subgroups. The server refuses the same calls; these rules
 * decide which controls the page offers at all.
 */

/** The groups `userId` may edit: the groups they belong to and every group below them. */
export function editableGroupIds(groups: readonly Group[], userId: number): Set<number> {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const editable = new Set<number>();
  const add = (id: number) => {
    if (editable.has(id)) return;
    editable.add(id);
    for (const child of byId.get(id)?.children ?? []) add(child);
  };
  for (const group of groups) if (group.users.some((u) => u.customerId === userId)) add(group.id);
  return editable;
}

/** Whether a group is empty enough to delete: no users, no devices, no subgroups, and not the root. */
export function canDeleteGroup(group: Group): boolean {
  return !group.isRoot && group.users.length === 0 && group.ownerships.length === 0 && group.children.length === 0;
}

/** The actions a group's card offers. */
export interface GroupPermissions {
  /** Edit name and description. */
  edit: boolean;
  createSubgroup: boolean;
  invite: boolean;
  /** Cancel the group's pending invitations. */
  cancelInvitations: boolean;
  /** Bring a member of another editable group into this one (there is one to bring). */
  addUser: boolean;
  /** List a camera in this group (there is one to list). */
  addDevice: boolean;
  delete: boolean;
}

/** What `userId` may do with `group`, given the candidates for users and devices. */
export function groupPermissions(
  group: Group,
  editable: ReadonlySet<number>,
  candidates: { users: number; devices: number } = { users: 0, devices: 0 },
): GroupPermissions {
  const may = editable.has(group.id);
  return {
    edit: may,
    createSubgroup: may,
    invite: may,
    cancelInvitations: may,
    addUser: may && candidates.users > 0,
    addDevice: may && candidates.devices > 0,
    delete: may && canDeleteGroup(group),
  };
}

/** What `userId` may do with a member `user` of `group`. */
export function userPermissions(
  group: Group,
  user: GroupUser,
  editable: ReadonlySet<number>,
  userId: number,
): { remove: boolean; move: boolean } {
  const may = editable.has(group.id) && user.customerId !== userId;
  return { remove: may, move: may && [...editable].some((id) => id !== group.id) };
}

/** Groups a member of `group` can be moved to: the other editable groups. */
export function moveTargets(groups: readonly Group[], group: Group, editable: ReadonlySet<number>): Group[] {
  return groups.filter((g) => g.id !== group.id && editable.has(g.id));
}

/** A member of another editable group who can be brought into `group` (never the user themselves). */
export interface UserCandidate {
  user: GroupUser;
  from: Group;
}

export function addUserCandidates(groups: readonly Group[], group: Group, editable: ReadonlySet<number>, userId: number): UserCandidate[] {
  return groups
    .filter((g) => g.id !== group.id && editable.has(g.id))
    .flatMap((from) => from.users.filter((u) => u.customerId !== userId).map((user) => ({ user, from })));
}

/** A camera pairing that can be listed in `group`. */
export interface DeviceCandidate {
  ownershipId: number;
  serial: string;
  name: string;
  /** The group it is listed in now (it moves), or null for one of the user's own cameras not listed yet. */
  from: Group | null;
}

/** One of the user's own cameras, as the camera list answers it. */
export interface OwnCamera {
  ownershipId: number;
  serial: string;
  name: string;
  isActive: boolean;
}

/**
 * Cameras that can be listed in `group`: active pairings listed in another editable group (they
 * move), and the user's own active cameras listed nowhere in the organization. A pairing listed
 * in a group the user cannot edit is not offered (the server refuses moving it).
 */
export function addDeviceCandidates(
  groups: readonly Group[],
  group: Group,
  editable: ReadonlySet<number>,
  ownCameras: readonly OwnCamera[],
): DeviceCandidate[] {
  const listed = new Map<number, { ownership: GroupOwnership; group: Group }>();
  for (const g of groups) for (const ownership of g.ownerships) listed.set(ownership.id, { ownership, group: g });
  const moving = [...listed.values()]
    .filter(({ ownership, group: from }) => ownership.isActive && from.id !== group.id && editable.has(from.id))
    .map(({ ownership, group: from }) => ({ ownershipId: ownership.id, serial: ownership.serial, name: ownership.name, from }));
  const own = ownCameras
    .filter((c) => c.isActive && !listed.has(c.ownershipId))
    .map((c) => ({ ownershipId: c.ownershipId, serial: c.serial, name: c.name, from: null }));
  return [...own, ...moving];
}
