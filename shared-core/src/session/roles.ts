import type { Claims } from './claims';

/** The role flags of the token claims (spec 000 section 3); `/api/me/` carries the same ones. */
export type RoleClaims = Pick<Claims, 'is_reseller' | 'is_resellermanager' | 'is_staff' | 'is_demo'>;

/** Roles of spec 000 section 6; `user` is the ordinary user (no other flag set). */
export type Role = 'reseller' | 'resellerManager' | 'staff' | 'demo' | 'user';

/** A reseller (reseller portal, web only: spec 001 section 6). False when signed out. */
export function isReseller(claims: RoleClaims | null | undefined): boolean {
  return claims?.is_reseller ?? false;
}

/** A reseller manager. False when signed out. */
export function isResellerManager(claims: RoleClaims | null | undefined): boolean {
  return claims?.is_resellermanager ?? false;
}

/** A staff user. False when signed out. */
export function isStaff(claims: RoleClaims | null | undefined): boolean {
  return claims?.is_staff ?? false;
}

/** A demo user: sees the demo notice and the restrictions of {@link permissionsFor}. */
export function isDemo(claims: RoleClaims | null | undefined): boolean {
  return claims?.is_demo ?? false;
}

/**
 * A member of an organization. The token does not say so: `/api/me/` does (its `organization`),
 * which is what Data Connect and the group filter need (spec 000 section 2, spec 001 section 6).
 */
export function isOrganizationMember(me: { organization: unknown } | null | undefined): boolean {
  return me?.organization != null;
}

/** Every role the claims give (the flags are independent), `user` when none, nothing when signed out. */
export function rolesOf(claims: RoleClaims | null | undefined): Role[] {
  if (!claims) return [];
  const roles: Role[] = [];
  if (claims.is_reseller) roles.push('reseller');
  if (claims.is_resellermanager) roles.push('resellerManager');
  if (claims.is_staff) roles.push('staff');
  if (claims.is_demo) roles.push('demo');
  return roles.length ? roles : ['user'];
}

/**
 * What a signed-in person may do. Each `false` for a demo user is one restriction of spec 000
 * section 6 (repeated in spec 001 section 6); signed out, nothing is allowed.
 */
export interface Permissions {
  /** Bulk delete (spec 000 section 6: demo users cannot bulk-delete). */
  canBulkDelete: boolean;
  /** The bulk tag, bulk edit and bulk download menus, and the selection that feeds them. */
  canUseBulkMenus: boolean;
  /** Adding and removing tags of a snapshot. */
  canChangeTags: boolean;
  /** Saving the heatmap dynamic range (spec 000 section 4: "not for demo"). */
  canSaveDynamicRange: boolean;
  /** Saving a snapshot's comment. */
  canSaveComments: boolean;
  /** Saving distance and temperature to the server (a demo user may still change them locally). */
  canSaveDistanceAndTemperature: boolean;
  /** Deleting a snapshot (detail page). */
  canDeleteSnapshots: boolean;
  /** Saving settings to the server; a demo user's changes stay in this browser. */
  canSaveSettingsToServer: boolean;
  /** The licence button (desktop) is enabled. */
  canUseLicenseButton: boolean;
  /** The change-password button (web) is enabled. */
  canChangePassword: boolean;
}

/** The permissions of `claims` (spec 000 section 6, spec 001 section 6). */
export function permissionsFor(claims: RoleClaims | null | undefined): Permissions {
  const allowed = claims != null && !claims.is_demo;
  return {
    canBulkDelete: allowed,
    canUseBulkMenus: allowed,
    canChangeTags: allowed,
    canSaveDynamicRange: allowed,
    canSaveComments: allowed,
    canSaveDistanceAndTemperature: allowed,
    canDeleteSnapshots: allowed,
    canSaveSettingsToServer: allowed,
    canUseLicenseButton: allowed,
    canChangePassword: allowed,
  };
}
