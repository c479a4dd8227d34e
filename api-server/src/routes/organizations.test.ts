import type { FastifyInstance } from 'fastify';
import {
  groupSchema,
  invitationListSchema,
  invitationSchema,
  organizationListSchema,
  organizationSchema,
  snapshotPageSchema,
  type Group,
  type Organization,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { login, startTestServer } from '../testing/testServer';

jest.setTimeout(180_000);

/**
 * Organizations, groups and invitations (spec 001 sections 4-8) on the seeded Northwind Utilities:
 * orgadmin in the root group, engineer in its subgroup Field Services, newcomer invited to it.
 * The tests run in order and build on each other's changes.
 */

let app: FastifyInstance;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const headers = (user?: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user?: string, payload?: unknown) =>
  app.inject({ method, url, headers: headers(user), ...(payload === undefined ? {} : { payload: payload as object }) });

async function organizationOf(user: string): Promise<Organization | undefined> {
  const res = await call('GET', '/api/organizations/', user);
  expect(res.statusCode).toBe(200);
  return organizationListSchema.parse(res.json())[0];
}
const groupNamed = (org: Organization, name: string): Group => {
  const group = org.groups.find((g) => g.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group;
};
/** The pairing id of a user's camera, read from their snapshot list. */
async function ownershipOf(user: string, serial: string): Promise<number> {
  const page = snapshotPageSchema.parse((await call('GET', '/api/snapshots/?page_size=20000', user)).json());
  const snapshot = page.results.find((s) => s.device_serial === serial);
  if (!snapshot) throw new Error(`${user} has no snapshot of ${serial}`);
  return snapshot.ownership;
}

beforeAll(async () => {
  // Dev mode serves /dev/outbox, where the invitation e-mails land.
  app = await startTestServer({ devMode: true });
  for (const user of ['orgadmin', 'engineer', 'newcomer', 'staff', 'demo']) {
    tokens[user] = (await login(app, user)).access;
    ids[user] = z.object({ user_id: z.number() }).parse((await call('GET', '/api/me/', user)).json()).user_id;
  }
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/organizations/', () => {
  it('answers the seeded organization with flat groups, the tree and canEdit per caller', async () => {
    const org = (await organizationOf('orgadmin'))!;
    expect(org.name).toBe('Northwind Utilities');
    expect(org.features).toContain('DataConnectNewKey');
    const root = groupNamed(org, 'Northwind Utilities');
    const field = groupNamed(org, 'Field Services');
    expect(root).toMatchObject({ isRoot: true, parentId: null, children: [field.id], canEdit: true });
    expect(root.users.map((u) => u.username)).toEqual(['orgadmin']);
    expect(root.ownerships.map((o) => o.serial).sort()).toEqual(['NWU30101', 'NWU30102']);
    expect(field).toMatchObject({ isRoot: false, parentId: root.id, canEdit: true });
    expect(field.users).toEqual([{ customerId: ids.engineer, username: 'engineer', email: 'engineer@example.com' }]);
    expect(field.ownerships[0]).toMatchObject({ serial: 'NWU30103', isActive: true, pairedUsers: [{ username: 'orgadmin' }] });
    expect(org.groupTree.id).toBe(root.id);
    expect(org.groupTree.children.map((c) => c.name)).toEqual(['Field Services']);

    // A member of the subgroup sees the tree but may edit only their own group and below.
    const seenByEngineer = (await organizationOf('engineer'))!;
    expect(groupNamed(seenByEngineer, 'Northwind Utilities').canEdit).toBe(false);
    expect(groupNamed(seenByEngineer, 'Field Services').canEdit).toBe(true);
  });

  it('answers an empty list to a user without organization and 401 without a token', async () => {
    expect(await organizationOf('staff')).toBeUndefined();
    expect((await call('GET', '/api/organizations/')).statusCode).toBe(401);
  });
});

describe('POST /api/organizations/', () => {
  it('refuses a blank name with a field message', async () => {
    const res = await call('POST', '/api/organizations/', 'staff', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: [expect.any(String)] });
    expect((await call('POST', '/api/organizations/', 'staff', {})).json()).toEqual({ name: ['This field is required.'] });
  });

  it('refuses a user who already belongs to an organization', async () => {
    const res = await call('POST', '/api/organizations/', 'engineer', { name: 'Second' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'alreadyInOrganization', detail: expect.any(String) });
  });

  it('creates one whose root group has the creator as member', async () => {
    const res = await call('POST', '/api/organizations/', 'staff', { name: '  Staff Lab ' });
    expect(res.statusCode).toBe(201);
    const org = organizationSchema.parse(res.json());
    expect(org.name).toBe('Staff Lab');
    expect(org.groupTree).toMatchObject({ name: 'Staff Lab', isRoot: true, children: [], canEdit: true });
    expect(org.groupTree.users.map((u) => u.username)).toEqual(['staff']);
    expect((await organizationOf('staff'))!.id).toBe(org.id);
    // The new organization is invisible to Northwind members and theirs to staff.
    const northwindRoot = groupNamed((await organizationOf('orgadmin'))!, 'Northwind Utilities');
    expect((await call('PATCH', `/api/organizations/groups/${northwindRoot.id}/`, 'staff', { name: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/api/organizations/groups/${org.groupTree.id}/`, 'orgadmin', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('groups', () => {
  let field: Group;
  let root: Group;
  let night: Group;

  beforeAll(async () => {
    const org = (await organizationOf('orgadmin'))!;
    field = groupNamed(org, 'Field Services');
    root = groupNamed(org, 'Northwind Utilities');
  });

  it('creates a subgroup under the group of the path (members of an ancestor may)', async () => {
    const res = await call('POST', `/api/organizations/groups/${field.id}/`, 'orgadmin', { parent: field.id, name: 'Night shift', description: 'After hours' });
    expect(res.statusCode).toBe(201);
    night = groupSchema.parse(res.json());
    expect(night).toMatchObject({ name: 'Night shift', description: 'After hours', parentId: field.id, users: [], children: [], canEdit: true });
    const org = (await organizationOf('orgadmin'))!;
    expect(groupNamed(org, 'Field Services').children).toEqual([night.id]);
    expect(org.groupTree.children[0]!.children.map((g) => g.name)).toEqual(['Night shift']);
  });

  it('validates the subgroup body', async () => {
    expect((await call('POST', `/api/organizations/groups/${field.id}/`, 'orgadmin', { name: '' })).json()).toHaveProperty('name');
    const wrongParent = await call('POST', `/api/organizations/groups/${field.id}/`, 'orgadmin', { parent: root.id, name: 'X' });
    expect(wrongParent.statusCode).toBe(400);
    expect(wrongParent.json()).toHaveProperty('parent');
    expect((await call('POST', `/api/organizations/groups/${field.id}/`, 'orgadmin', { name: 'X', description: 5 })).statusCode).toBe(400);
  });

  it('lets only members of the group or an ancestor edit it; outsiders get 404', async () => {
    expect((await call('POST', `/api/organizations/groups/${root.id}/`, 'engineer', { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/organizations/groups/${root.id}/`, 'engineer', { name: 'Renamed' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/organizations/groups/${field.id}/`, 'demo', { name: 'Renamed' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/organizations/groups/${field.id}/`, undefined, { name: 'Renamed' })).statusCode).toBe(401);
    expect((await call('PATCH', '/api/organizations/groups/999999/', 'orgadmin', { name: 'Renamed' })).statusCode).toBe(404);
    expect(groupNamed((await organizationOf('orgadmin'))!, 'Northwind Utilities').name).toBe('Northwind Utilities');
  });

  it('renames and describes a group (its own member may)', async () => {
    const res = await call('PATCH', `/api/organizations/groups/${field.id}/`, 'engineer', { name: 'Field Services', description: 'Mobile crew, 24/7' });
    expect(res.statusCode).toBe(200);
    expect(groupSchema.parse(res.json()).description).toBe('Mobile crew, 24/7');
    expect(groupNamed((await organizationOf('orgadmin'))!, 'Field Services').description).toBe('Mobile crew, 24/7');
    expect((await call('PATCH', `/api/organizations/groups/${field.id}/`, 'engineer', { name: ' ' })).json()).toHaveProperty('name');
    expect((await call('PATCH', `/api/organizations/groups/${field.id}/`, 'engineer', { users: 'all' })).json()).toHaveProperty('users');
  });

  it('refuses a member removing or moving themselves', async () => {
    const removeSelf = await call('PATCH', `/api/organizations/groups/${field.id}/`, 'engineer', { users: [] });
    expect(removeSelf.statusCode).toBe(400);
    expect(removeSelf.json()).toMatchObject({ users: [expect.any(String)], code: 'cannotMoveSelf' });
    const moveSelf = await call('PATCH', `/api/organizations/groups/${night.id}/`, 'orgadmin', { users: [ids.orgadmin] });
    expect(moveSelf.json()).toMatchObject({ code: 'cannotMoveSelf' });
    expect(groupNamed((await organizationOf('orgadmin'))!, 'Field Services').users.map((u) => u.username)).toEqual(['engineer']);
  });

  it('refuses adding a user outside the organization (they must be invited)', async () => {
    const res = await call('PATCH', `/api/organizations/groups/${night.id}/`, 'orgadmin', { users: [ids.demo] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('users');
  });

  it('moves a user into another group', async () => {
    const res = await call('PATCH', `/api/organizations/groups/${night.id}/`, 'orgadmin', { users: [ids.engineer] });
    expect(res.statusCode).toBe(200);
    expect(groupSchema.parse(res.json()).users.map((u) => u.username)).toEqual(['engineer']);
    const org = (await organizationOf('engineer'))!;
    expect(groupNamed(org, 'Field Services').users).toEqual([]);
    // Now only a member of Night shift, engineer may no longer edit its parent.
    expect(groupNamed(org, 'Field Services').canEdit).toBe(false);
    expect((await call('PATCH', `/api/organizations/groups/${field.id}/`, 'engineer', { description: 'x' })).statusCode).toBe(403);
  });

  it('lists a camera pairing of a member in a group, and moves one between groups', async () => {
    const own = await ownershipOf('engineer', 'NLC21004');
    const res = await call('POST', `/api/organizations/groups/${night.id}/ownerships/`, 'engineer', { ownership: own });
    expect(res.statusCode).toBe(200);
    expect(groupSchema.parse(res.json()).ownerships).toEqual([
      { id: own, serial: 'NLC21004', name: 'Compressor survey', isActive: true, pairedUsers: [{ customerId: ids.engineer, username: 'engineer', email: 'engineer@example.com' }] },
    ]);
    // NWU30103 sits in Field Services, which engineer cannot edit any more: no moving it out.
    const fieldCamera = groupNamed((await organizationOf('orgadmin'))!, 'Field Services').ownerships[0]!.id;
    expect((await call('POST', `/api/organizations/groups/${night.id}/ownerships/`, 'engineer', { ownership: fieldCamera })).statusCode).toBe(403);
    // orgadmin edits both groups and may move it.
    expect((await call('POST', `/api/organizations/groups/${night.id}/ownerships/`, 'orgadmin', { ownership: fieldCamera })).statusCode).toBe(200);
    const org = (await organizationOf('orgadmin'))!;
    expect(groupNamed(org, 'Night shift').ownerships.map((o) => o.serial).sort()).toEqual(['NLC21004', 'NWU30103']);
    expect(groupNamed(org, 'Field Services').ownerships).toEqual([]);
  });

  it("refuses a pairing of someone outside the organization, unknown ones and bad bodies", async () => {
    const staffCamera = await ownershipOf('staff', 'STF40001');
    const foreign = await call('POST', `/api/organizations/groups/${night.id}/ownerships/`, 'orgadmin', { ownership: staffCamera });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('ownership');
    expect((await call('POST', `/api/organizations/groups/${night.id}/ownerships/`, 'orgadmin', { ownership: 999999 })).json()).toHaveProperty('ownership');
    expect((await call('POST', `/api/organizations/groups/${night.id}/ownerships/`, 'orgadmin', {})).json()).toEqual({ ownership: ['This field is required.'] });
    expect((await call('POST', `/api/organizations/groups/${night.id}/ownerships/`, 'demo', { ownership: staffCamera })).statusCode).toBe(404);
  });

  it('deletes only a group without users, devices or subgroups', async () => {
    const withChild = await call('DELETE', `/api/organizations/groups/${field.id}/`, 'orgadmin');
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json()).toMatchObject({ code: 'groupNotEmpty', children: 1 });
    const withUsers = await call('DELETE', `/api/organizations/groups/${night.id}/`, 'orgadmin');
    expect(withUsers.json()).toMatchObject({ code: 'groupNotEmpty', users: 1, ownerships: 2 });

    const temp = groupSchema.parse((await call('POST', `/api/organizations/groups/${root.id}/`, 'orgadmin', { name: 'Temp' })).json());
    expect((await call('DELETE', `/api/organizations/groups/${temp.id}/`, 'engineer')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/organizations/groups/${temp.id}/`, 'demo')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/organizations/groups/${temp.id}/`, 'orgadmin')).statusCode).toBe(204);
    expect((await organizationOf('orgadmin'))!.groups.map((g) => g.name)).not.toContain('Temp');
  });
});

describe('invitations', () => {
  let field: Group;
  beforeAll(async () => {
    field = groupNamed((await organizationOf('orgadmin'))!, 'Field Services');
  });
  const invite = (email: unknown, user = 'orgadmin', groupId = field.id) =>
    call('POST', `/api/organizations/groups/${groupId}/invitations/`, user, { email });

  it('shows the seeded pending invitation to the invitee and to the organization', async () => {
    const mine = invitationListSchema.parse((await call('GET', '/api/my-organization-invites/', 'newcomer')).json());
    expect(mine).toEqual([
      expect.objectContaining({ email: 'newcomer@example.com', group: { id: field.id, name: 'Field Services' }, status: 'pending', invitedBy: { customerId: ids.orgadmin, username: 'orgadmin' } }),
    ]);
    expect(mine[0]!.organization.name).toBe('Northwind Utilities');
    const sent = invitationListSchema.parse((await call('GET', '/api/organization-invites/', 'orgadmin')).json());
    expect(sent.map((i) => i.id)).toEqual([mine[0]!.id]);
    expect((await call('GET', '/api/my-organization-invites/', 'engineer')).json()).toEqual([]);
    expect((await call('GET', '/api/organization-invites/', 'demo')).json()).toEqual([]);
    expect((await call('GET', '/api/my-organization-invites/')).statusCode).toBe(401);
  });

  it('refuses a malformed e-mail with invalidEmailAddress', async () => {
    for (const email of ['not-an-email', 'a@b', 'two words@example.com']) {
      const res = await invite(email);
      expect({ email, status: res.statusCode }).toEqual({ email, status: 400 });
      expect(res.json()).toEqual({ email: [expect.any(String)], code: 'invalidEmailAddress' });
    }
    expect((await invite('')).json()).toHaveProperty('email');
  });

  it('refuses someone already in the tree with userAlreadyInOrganization, and a second pending invitation', async () => {
    const res = await invite('ENGINEER@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [expect.any(String)], code: 'userAlreadyInOrganization' });
    expect((await invite('newcomer@example.com')).json()).toMatchObject({ code: 'invitationPending' });
  });

  it('lets only editors of the group invite', async () => {
    expect((await invite('someone@example.com', 'newcomer')).statusCode).toBe(404);
    expect((await invite('someone@example.com', 'demo')).statusCode).toBe(404);
    expect((await invite('someone@example.com', 'engineer')).statusCode).toBe(403);
    expect((await invite('someone@example.com', '')).statusCode).toBe(401);
  });

  it('invites an address, queues the e-mail, and the inviter cancels', async () => {
    const res = await invite('demo@example.com');
    expect(res.statusCode).toBe(201);
    const invitation = invitationSchema.parse(res.json());
    expect(invitation).toMatchObject({ email: 'demo@example.com', status: 'pending', group: { id: field.id } });
    const mail = z.array(z.object({ to_address: z.string(), subject: z.string(), body: z.string() })).parse((await call('GET', '/dev/outbox')).json())[0]!;
    expect(mail).toMatchObject({ to_address: 'demo@example.com', subject: 'Invitation to join Northwind Utilities' });
    expect(mail.body).toContain('"Field Services"');
    expect(mail.body).toContain('http://localhost:3000/#/organization');
    const sent = invitationListSchema.parse((await call('GET', '/api/organization-invites/', 'orgadmin')).json());
    expect(sent.map((i) => i.email)).toContain('demo@example.com');
    expect(invitationListSchema.parse((await call('GET', '/api/my-organization-invites/', 'demo')).json()).map((i) => i.id)).toEqual([invitation.id]);

    // The inviter may not accept in the invitee's place.
    expect((await call('POST', `/api/organization-invites/${invitation.id}/`, 'orgadmin')).statusCode).toBe(404);
    // Someone neither invitee nor editor cannot cancel.
    expect((await call('DELETE', `/api/organization-invites/${invitation.id}/`, 'newcomer')).statusCode).toBe(404);
    const cancelled = await call('DELETE', `/api/organization-invites/${invitation.id}/`, 'orgadmin');
    expect(cancelled.statusCode).toBe(200);
    expect(invitationSchema.parse(cancelled.json()).status).toBe('cancelled');
    expect((await call('GET', '/api/my-organization-invites/', 'demo')).json()).toEqual([]);
    const accept = await call('POST', `/api/organization-invites/${invitation.id}/`, 'demo');
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'invitationNotPending' });
    const all = invitationListSchema.parse((await call('GET', '/api/organization-invites/?status=all', 'orgadmin')).json());
    expect(all.find((i) => i.id === invitation.id)!.status).toBe('cancelled');
    expect((await call('GET', '/api/organization-invites/?status=maybe', 'orgadmin')).json()).toHaveProperty('status');
  });

  it('the invitee declines one and accepts another, joining the group', async () => {
    const first = invitationSchema.parse((await invite('demo@example.com')).json());
    const declined = await call('DELETE', `/api/organization-invites/${first.id}/`, 'demo');
    expect(invitationSchema.parse(declined.json()).status).toBe('declined');
    expect(await organizationOf('demo')).toBeUndefined();

    const seeded = invitationListSchema.parse((await call('GET', '/api/my-organization-invites/', 'newcomer')).json())[0]!;
    const accepted = await call('POST', `/api/organization-invites/${seeded.id}/`, 'newcomer');
    expect(accepted.statusCode).toBe(200);
    expect(invitationSchema.parse(accepted.json())).toMatchObject({ status: 'accepted', respondedAt: expect.any(String) });
    const org = (await organizationOf('newcomer'))!;
    expect(org.name).toBe('Northwind Utilities');
    expect(groupNamed(org, 'Field Services').users.map((u) => u.username)).toEqual(['newcomer']);
    expect((await call('POST', `/api/organization-invites/${seeded.id}/`, 'newcomer')).json()).toMatchObject({ code: 'invitationNotPending' });
    // Now in the tree, newcomer cannot be invited again.
    expect((await invite('newcomer@example.com')).json()).toMatchObject({ code: 'userAlreadyInOrganization' });
    expect((await call('POST', '/api/organization-invites/abc/', 'newcomer')).statusCode).toBe(404);
  });

  it('refuses accepting while already in another organization', async () => {
    const invitation = invitationSchema.parse((await invite('staff@example.com')).json());
    const res = await call('POST', `/api/organization-invites/${invitation.id}/`, 'staff');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'alreadyInOrganization' });
    expect((await organizationOf('staff'))!.name).toBe('Staff Lab');
  });
});
