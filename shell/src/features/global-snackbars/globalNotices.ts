import { cameraRoutes, organizationRoutes, type DeviceNotification, type Invitation } from 'shared-core';

/** The global snackbars with a view button (spec 001 section 2, navigation shell). */
export type GlobalNoticeKind = 'invitation' | 'updateAvailable' | 'pairingLost';

/** Where each notice's view button goes: invitations are answered on /organization, cameras are paired and updated on /cameras. */
export const NOTICE_PATHS: Record<GlobalNoticeKind, string> = {
  invitation: organizationRoutes.home(),
  updateAvailable: cameraRoutes.list(),
  pairingLost: cameraRoutes.list(),
};

/** One snackbar to show: `id` is stable across reads, so each item is shown once per session. */
export interface GlobalNotice {
  id: string;
  kind: GlobalNoticeKind;
  /** Route of the view button. */
  path: string;
  /** The camera concerned (serial): the view button brings it forward on the cameras page. */
  camera?: string;
  /** Values of the message (`shell:globalSnackbars.<kind>`). */
  values: Record<string, string>;
}

/**
 * The snackbars the current answers call for: one per pending invitation addressed to the user,
 * one per camera with an installable update, and one per pairing that ended without the user
 * removing the camera (spec 000 section 4, alert: "a camera was paired to the user and is no
 * longer actively paired"). Invitations first, then the cameras in the server's order (newest first).
 */
export function globalNotices(invitations: readonly Invitation[] = [], notifications: readonly DeviceNotification[] = []): GlobalNotice[] {
  const invites = invitations
    .filter((invitation) => invitation.status === 'pending')
    .map(
      (invitation): GlobalNotice => ({
        id: `invitation:${invitation.id}`,
        kind: 'invitation',
        path: NOTICE_PATHS.invitation,
        values: { organization: invitation.organization.name, group: invitation.group.name },
      }),
    );
  const cameras = notifications.map((notification): GlobalNotice => {
    const camera = notification.nickname.trim() || notification.serial;
    return notification.kind === 'updateAvailable'
      ? {
          id: notification.id,
          kind: 'updateAvailable',
          path: NOTICE_PATHS.updateAvailable,
          camera: notification.serial,
          values: { camera, version: notification.SoftwareVersionId ?? '' },
        }
      : { id: notification.id, kind: 'pairingLost', path: NOTICE_PATHS.pairingLost, camera: notification.serial, values: { camera } };
  });
  return [...invites, ...cameras];
}
