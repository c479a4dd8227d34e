import type { InvitationStatus } from 'shared-domain/schemas';
import type { Queryable } from './Database';
import { isRowId } from './rowId';

/** Queries of `organization_invitations` (040_organizations_reseller_components.sql). */

/** An invitation joined with its group, organization and inviter. */
export interface InvitationRow {
  id: number;
  email: string;
  status: InvitationStatus;
  created_at: Date;
  responded_at: Date | null;
  group_id: number;
  group_name: string;
  organization_id: number;
  organization_name: string;
  invited_by: number | null;
  invited_by_username: string | null;
}

const SELECT = `SELECT i.id, i.email, i.status, i.created_at, i.responded_at, g.id AS group_id, g.name AS group_name,
    o.id AS organization_id, o.name AS organization_name, i.invited_by, u.username AS invited_by_username
  FROM organization_invitations i
    JOIN groups g ON g.id = i.group_id
    JOIN organizations o ON o.id = g.organization_id
    LEFT JOIN users u ON u.id = i.invited_by`;

/** Creates a pending invitation; returns its id. */
export async function insertInvitation(db: Queryable, i: { groupId: number; email: string; invitedBy: number | null; createdAt?: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO organization_invitations (group_id, email, invited_by, created_at) VALUES ($1, $2, $3, COALESCE($4::timestamptz, now())) RETURNING id',
    [i.groupId, i.email, i.invitedBy, i.createdAt ?? null],
  );
  return rows[0]!.id;
}

/** An invitation by id. */
export async function findInvitation(db: Queryable, id: number): Promise<InvitationRow | undefined> {
  if (!isRowId(id)) return undefined;
  const { rows } = await db.query<InvitationRow>(`${SELECT} WHERE i.id = $1`, [id]);
  return rows[0];
}

/** Invitations sent to groups of an organization, newest first; only pending ones unless `all`. */
export async function listOrganizationInvitations(db: Queryable, organizationId: number, all: boolean): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `${SELECT} WHERE o.id = $1 AND ($2 OR i.status = 'pending') ORDER BY i.created_at DESC, i.id DESC`,
    [organizationId, all],
  );
  return rows;
}

/** Pending invitations addressed to an e-mail (compared ignoring case), newest first. */
export async function listPendingInvitationsFor(db: Queryable, email: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `${SELECT} WHERE lower(i.email) = lower($1) AND i.status = 'pending' ORDER BY i.created_at DESC, i.id DESC`,
    [email],
  );
  return rows;
}

/** Whether an organization has a pending invitation for an e-mail. */
export async function hasPendingInvitation(db: Queryable, organizationId: number, email: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM organization_invitations i JOIN groups g ON g.id = i.group_id
     WHERE g.organization_id = $1 AND lower(i.email) = lower($2) AND i.status = 'pending'`,
    [organizationId, email],
  );
  return rows[0]!.n > 0;
}

/** Whether any invitation (any state) exists for a group and e-mail; the seed adds its own only once. */
export async function invitationExists(db: Queryable, groupId: number, email: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM organization_invitations WHERE group_id = $1 AND lower(email) = lower($2)',
    [groupId, email],
  );
  return rows[0]!.n > 0;
}

/**
 * Moves a pending invitation to a final state. Only a pending one changes, so two concurrent
 * answers cannot both win.
 * @returns whether it changed
 */
export async function closeInvitation(db: Queryable, id: number, status: Exclude<InvitationStatus, 'pending'>): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE organization_invitations SET status = $2, responded_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, status],
  );
  return rows.length === 1;
}

/** Whether a user with this e-mail (ignoring case) belongs to the organization. */
export async function emailInOrganization(db: Queryable, organizationId: number, email: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM group_users gu JOIN groups g ON g.id = gu.group_id JOIN users u ON u.id = gu.user_id
     WHERE g.organization_id = $1 AND lower(u.email) = lower($2)`,
    [organizationId, email],
  );
  return rows[0]!.n > 0;
}
