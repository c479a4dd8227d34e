import { isDemo, isOrganizationMember, isReseller, isResellerManager, isStaff, permissionsFor, rolesOf, type Permissions, type RoleClaims } from './roles';

const none: RoleClaims = { is_reseller: false, is_resellermanager: false, is_staff: false, is_demo: false };
const demo: RoleClaims = { ...none, is_demo: true };
const reseller: RoleClaims = { ...none, is_reseller: true, is_resellermanager: true };
const staff: RoleClaims = { ...none, is_staff: true };

describe('roles from token claims (spec 000 sections 3 and 6)', () => {
  it.each<[string, RoleClaims | null, { reseller: boolean; manager: boolean; staff: boolean; demo: boolean; roles: string[] }]>([
    ['signed out', null, { reseller: false, manager: false, staff: false, demo: false, roles: [] }],
    ['ordinary user', none, { reseller: false, manager: false, staff: false, demo: false, roles: ['user'] }],
    ['reseller and reseller manager', reseller, { reseller: true, manager: true, staff: false, demo: false, roles: ['reseller', 'resellerManager'] }],
    ['staff', staff, { reseller: false, manager: false, staff: true, demo: false, roles: ['staff'] }],
    ['demo user', demo, { reseller: false, manager: false, staff: false, demo: true, roles: ['demo'] }],
  ])('%s', (_name, claims, expected) => {
    expect(isReseller(claims)).toBe(expected.reseller);
    expect(isResellerManager(claims)).toBe(expected.manager);
    expect(isStaff(claims)).toBe(expected.staff);
    expect(isDemo(claims)).toBe(expected.demo);
    expect(rolesOf(claims)).toEqual(expected.roles);
  });

  it.each([
    [null, false],
    [{ organization: null }, false],
    [{ organization: { id: 1, name: 'Northwind Utilities' } }, true],
  ])('organization member from /api/me/ (%j): %s', (me, expected) => {
    expect(isOrganizationMember(me)).toBe(expected);
  });
});

describe('demo restrictions (spec 000 section 6; spec 001 section 6)', () => {
  // Each row: a restriction as the spec words it, and the permission that carries it.
  it.each<[string, keyof Permissions]>([
    ['demo users cannot bulk-delete', 'canBulkDelete'],
    ['see no bulk tag/edit/download menu', 'canUseBulkMenus'],
    ['cannot change tags', 'canChangeTags'],
    ['cannot change dynamic range on the server', 'canSaveDynamicRange'],
    ['cannot change (save) comments', 'canSaveComments'],
    ['cannot change distance or temperature on the server', 'canSaveDistanceAndTemperature'],
    ['cannot delete snapshots', 'canDeleteSnapshots'],
    ['settings change is local only', 'canSaveSettingsToServer'],
    ['license button disabled', 'canUseLicenseButton'],
    ['change-password button disabled', 'canChangePassword'],
  ])('%s (%s)', (_rule, permission) => {
    expect(permissionsFor(demo)[permission]).toBe(false);
    expect(permissionsFor(none)[permission]).toBe(true);
    expect(permissionsFor(reseller)[permission]).toBe(true);
    expect(permissionsFor(staff)[permission]).toBe(true);
    expect(permissionsFor(null)[permission]).toBe(false);
  });

  it('lists every permission in the table above', () => {
    expect(Object.keys(permissionsFor(none))).toHaveLength(10);
  });
});
