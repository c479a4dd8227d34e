import type { Group, GroupOwnership, GroupUser } from 'shared-core';

/** Users of the sample tree. */
export const users = {
  ada: { customerId: 1, username: 'ada', email: 'ada@example.com' },
  ben: { customerId: 2, username: 'ben', email: 'Ben@Example.com' },
  cy: { customerId: 3, username: 'cy', email: 'cy@example.com' },
  dee: { customerId: 4, username: 'dee', email: 'dee@example.com' },
} satisfies Record<string, GroupUser>;

const camera = (id: number, serial: string, isActive = true): GroupOwnership => ({ id, serial, name: `Cam ${serial}`, isActive, pairedUsers: [] });

const group = (id: number, name: string, parentId: number | null, children: number[], members: GroupUser[], ownerships: GroupOwnership[] = []): Group => ({
  id,
  name,
  description: '',
  parentId,
  users: members,
  ownerships,
  children,
  isRoot: parentId === null,
  canEdit: false,
});

/**
 * A sample organization: Plant (ada) with North (ben, camera N1) and South (dee, an inactive
 * camera S1); North has Compressors (cy); South has the empty Archive.
 *
 *   Plant [ada]
 *   ├─ North [ben] (N1)
 *   │  └─ Compressors [cy]
 *   └─ South [dee] (S1, inactive)
 *      └─ Archive []
 */
export function sampleGroups(): Group[] {
  return [
    group(10, 'Plant', null, [11, 12], [users.ada]),
    group(11, 'North', 10, [13], [users.ben], [camera(101, 'N1')]),
    group(12, 'South', 10, [14], [users.dee], [camera(102, 'S1', false)]),
    group(13, 'Compressors', 11, [], [users.cy]),
    group(14, 'Archive', 12, [], []),
  ];
}
