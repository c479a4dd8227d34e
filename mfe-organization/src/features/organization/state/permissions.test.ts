import { sampleGroups, users } from '../testing/sampleTree';
import {
  addDeviceCandidates,
  addUserCandidates,
  canDeleteGroup,
  editableGroupIds,
  groupPermissions,
  moveTargets,
  userPermissions,
} from './permissions';

const groups = sampleGroups();
const byName = (name: string) => groups.find((g) => g.name === name)!;
const names = (ids: Iterable<number>) => [...ids].map((id) => groups.find((g) => g.id === id)!.name).sort();

describe('who may edit which group (spec 001 section 6)', () => {
  it('a member of the root edits every group (ancestor of all)', () => {
    expect(names(editableGroupIds(groups, users.ada.customerId))).toEqual(['Archive', 'Compressors', 'North', 'Plant', 'South']);
  });

  it('a member of a subgroup edits it and its descendants, not its parent or siblings', () => {
    expect(names(editableGroupIds(groups, users.ben.customerId))).toEqual(['Compressors', 'North']);
  });

  it('a member of a leaf edits only that group', () => {
    expect(names(editableGroupIds(groups, users.cy.customerId))).toEqual(['Compressors']);
  });

  it('an outsider edits nothing and is offered no action anywhere', () => {
    const editable = editableGroupIds(groups, 99);
    expect(editable.size).toBe(0);
    for (const group of groups) {
      expect(Object.values(groupPermissions(group, editable, { users: 5, devices: 5 })).some(Boolean)).toBe(false);
      for (const user of group.users) expect(userPermissions(group, user, editable, 99)).toEqual({ remove: false, move: false });
    }
  });

  it('a member sees no controls on the parent group or on a sibling branch', () => {
    const editable = editableGroupIds(groups, users.ben.customerId);
    expect(groupPermissions(byName('Plant'), editable, { users: 1, devices: 1 }).edit).toBe(false);
    expect(groupPermissions(byName('South'), editable, { users: 1, devices: 1 }).invite).toBe(false);
    expect(userPermissions(byName('Plant'), users.ada, editable, users.ben.customerId).remove).toBe(false);
    expect(groupPermissions(byName('North'), editable).edit).toBe(true);
    expect(groupPermissions(byName('Compressors'), editable).createSubgroup).toBe(true);
  });
});

describe('users: nobody moves or removes themselves', () => {
  it('a member may remove and move the others of their group, but not themselves', () => {
    const editable = editableGroupIds(groups, users.ben.customerId);
    expect(userPermissions(byName('North'), users.ben, editable, users.ben.customerId)).toEqual({ remove: false, move: false });
    expect(userPermissions(byName('Compressors'), users.cy, editable, users.ben.customerId)).toEqual({ remove: true, move: true });
  });

  it('moving needs a target: a leaf member alone has no other editable group', () => {
    const editable = editableGroupIds(groups, users.cy.customerId);
    expect(moveTargets(groups, byName('Compressors'), editable)).toEqual([]);
  });

  it('targets are the other editable groups; candidates to add come from them, never the user', () => {
    const editable = editableGroupIds(groups, users.ada.customerId);
    expect(moveTargets(groups, byName('North'), editable).map((g) => g.name)).toEqual(['Plant', 'South', 'Compressors', 'Archive']);
    const candidates = addUserCandidates(groups, byName('Archive'), editable, users.ada.customerId);
    expect(candidates.map((c) => `${c.user.username}@${c.from.name}`)).toEqual(['ben@North', 'dee@South', 'cy@Compressors']);
    expect(groupPermissions(byName('Archive'), editable, { users: candidates.length, devices: 0 })).toMatchObject({ addUser: true, addDevice: false });
  });
});

describe('deleting a group', () => {
  it('only a group without users, devices and subgroups, never the root', () => {
    expect(groups.filter(canDeleteGroup).map((g) => g.name)).toEqual(['Archive']);
    const emptyRoot = { ...byName('Plant'), users: [], children: [] };
    expect(canDeleteGroup(emptyRoot)).toBe(false);
  });

  it('is offered only to those who may edit the group', () => {
    expect(groupPermissions(byName('Archive'), editableGroupIds(groups, users.dee.customerId)).delete).toBe(true);
    expect(groupPermissions(byName('Archive'), editableGroupIds(groups, users.ben.customerId)).delete).toBe(false);
  });
});

describe('cameras to add', () => {
  const own = [
    { ownershipId: 201, serial: 'OWN1', name: 'Mine', isActive: true },
    { ownershipId: 202, serial: 'OWN2', name: 'Old', isActive: false },
    { ownershipId: 101, serial: 'N1', name: 'Cam N1', isActive: true },
  ];

  it('own active cameras not listed yet, and active cameras of other editable groups (they move)', () => {
    const editable = editableGroupIds(groups, users.ada.customerId);
    const candidates = addDeviceCandidates(groups, byName('Archive'), editable, own);
    expect(candidates.map((c) => `${c.serial}:${c.from?.name ?? '-'}`)).toEqual(['OWN1:-', 'N1:North']);
  });

  it('not a camera listed in a group the user cannot edit, nor one already in the group', () => {
    const editable = editableGroupIds(groups, users.cy.customerId);
    expect(addDeviceCandidates(groups, byName('Compressors'), editable, own).map((c) => c.serial)).toEqual(['OWN1']);
    const north = editableGroupIds(groups, users.ben.customerId);
    expect(addDeviceCandidates(groups, byName('North'), north, own).map((c) => c.serial)).toEqual(['OWN1']);
  });
});
