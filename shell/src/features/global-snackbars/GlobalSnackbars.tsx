import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { camerasQueries, claimsAtom, liveStateAtom, SNACKBAR_MS } from 'shared-core';
import { globalNotices, type GlobalNotice, type GlobalNoticeKind } from './globalNotices';
import { globalSnackbarQueries, NOTICE_POLL_MS } from './globalSnackbarQueries';
import { markNoticeSeen, seenNoticeIds } from './seenNotices';
import { UpdateDock } from './UpdateDock';
import { useNoticesFollowUpdates } from './useNoticesFollowUpdates';

/**
 * These carry a button, so they stay the spec's long snackbar time (9 s, spec 000 section 2:
 * "3 s, some 9 s") rather than 3 s: long enough to reach the button. antd pauses the timer while
 * the pointer is over one.
 */
export const GLOBAL_SNACKBAR_MS = SNACKBAR_MS.long;

/** Marks these among the other snackbars (end-to-end tests that are not about them hide them). */
export const GLOBAL_SNACKBAR_CLASS = 'acv-global-snackbar';

const TYPES: Record<GlobalNoticeKind | 'updatesAvailable', 'info' | 'warning'> = { invitation: 'info', updateAvailable: 'info', updatesAvailable: 'info', pairingLost: 'warning' };

/** A snackbar to open: one notice, or several camera updates in one (`ids`: every notice it stands for). */
type Snackbar = Omit<GlobalNotice, 'kind'> & { kind: GlobalNoticeKind | 'updatesAvailable'; ids: string[] };

/**
 * Several cameras with an update make one snackbar naming them all (`updatesAvailable`), so a
 * sign-in does not stack a notice per camera over the page; the rest stay one per item.
 */
export function withUpdatesMerged(notices: readonly GlobalNotice[], list: Intl.ListFormat): Snackbar[] {
  const updates = notices.filter((notice) => notice.kind === 'updateAvailable');
  const single = (notice: GlobalNotice): Snackbar => ({ ...notice, ids: [notice.id] });
  if (updates.length < 2) return notices.map(single);
  // Several cameras: View opens the list (no single camera concerned).
  const merged: Snackbar = {
    id: updates.map((notice) => notice.id).join('+'),
    ids: updates.map((notice) => notice.id),
    kind: 'updatesAvailable',
    path: updates[0]!.path,
    values: { cameras: list.format(updates.map((notice) => notice.values.camera ?? '')) },
  };
  return [...notices.filter((notice) => notice.kind !== 'updateAvailable').map(single), merged];
}

/** Router state of a View that concerns one camera: the cameras area brings it forward. */
export interface CameraViewState {
  camera: string;
}

const isUpdate = (kind: Snackbar['kind']) => kind === 'updateAvailable' || kind === 'updatesAvailable';

/** A docked update notice: the camera notices it stands for, as long as the answers still list them. */
interface Docked {
  id: string;
  notices: GlobalNotice[];
}

/**
 * The docked notices minus the cameras the latest answer no longer lists (their update finished,
 * or the camera left): a notice whose cameras are all gone goes.
 */
function stillListed(docked: Docked[], listed: ReadonlySet<string>): Docked[] {
  if (docked.every((item) => item.notices.every((notice) => listed.has(notice.id)))) return docked;
  return docked
    .map((item) => ({ ...item, notices: item.notices.filter((notice) => listed.has(notice.id)) }))
    .filter((item) => item.notices.length > 0);
}

/**
 * The global snackbars with a view button (spec 001 section 2): pending organization invitation,
 * camera update available, pairing lost. Each item once per session; View goes to the page, and
 * to the camera concerned. A notice whose target route no area of this deployment serves is not
 * shown (`availablePaths`). Invitations and lost pairings are snackbars bottom centre; update
 * notices, which come often and are not urgent, dock where they cover neither the list's cards
 * nor the phone's floating buttons ({@link UpdateDock}).
 */
export function GlobalSnackbars({ availablePaths }: { availablePaths: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const userId = useAtomValue(claimsAtom)?.user_id;
  const live = useAtomValue(liveStateAtom);
  const signedIn = userId !== undefined;
  const [docked, setDocked] = useState<Docked[]>([]);
  const view = useCallback(
    (path: string, camera?: string) => navigate(path, camera ? { state: { camera } satisfies CameraViewState } : undefined),
    [navigate],
  );
  const undock = useCallback((id: string) => setDocked((items) => items.filter((item) => item.id !== id)), []);
  const invites = useQuery({ ...globalSnackbarQueries.myInvites(), enabled: signedIn, refetchInterval: NOTICE_POLL_MS });
  // The cameras area's query, not a copy: when an update finishes, the notice and the area's dot go together.
  const devices = useQuery({ ...camerasQueries.notifications(), enabled: signedIn, refetchInterval: NOTICE_POLL_MS });
  useNoticesFollowUpdates();

  // Messages sent while the live channel was down are lost: read the state again after a reconnect.
  const lastLive = useRef(live);
  useEffect(() => {
    const was = lastLive.current;
    lastLive.current = live;
    if (live === 'connected' && (was === 'disconnected' || was === 'error')) {
      void queryClient.invalidateQueries({ queryKey: globalSnackbarQueries.all });
      void queryClient.invalidateQueries({ queryKey: camerasQueries.notifications().queryKey });
    }
  }, [live, queryClient]);

  useEffect(() => {
    if (userId === undefined) return;
    const seen = seenNoticeIds(userId);
    const fresh = globalNotices(invites.data, devices.data).filter((notice) => !seen.has(notice.id) && availablePaths.has(notice.path));
    const cameraList = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    for (const notice of withUpdatesMerged(fresh, cameraList)) {
      for (const id of notice.ids) markNoticeSeen(userId, id);
      if (isUpdate(notice.kind)) {
        const stands = fresh.filter((item) => notice.ids.includes(item.id));
        setDocked((items) => [...items.filter((item) => item.id !== notice.id), { id: notice.id, notices: stands }]);
        continue;
      }
      notification.open({
        key: notice.id,
        type: TYPES[notice.kind],
        title: t(`globalSnackbars.${notice.kind}`, notice.values),
        placement: 'bottom',
        className: GLOBAL_SNACKBAR_CLASS,
        duration: GLOBAL_SNACKBAR_MS / 1000,
        role: 'status',
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notification.destroy(notice.id);
              view(notice.path, notice.camera);
            }}
          >
            {t('globalSnackbars.view')}
          </Button>
        ),
      });
    }
  }, [userId, invites.data, devices.data, availablePaths, notification, view, t, i18n.language]);

  // A finished update (or a camera gone) takes its notice away at once, without a reload.
  const { data: listed } = devices;
  useEffect(() => {
    if (listed) setDocked((items) => stillListed(items, new Set(listed.map((entry) => entry.id))));
  }, [listed]);

  // Signing out (or in as someone else) clears what was docked.
  useEffect(() => setDocked([]), [userId]);

  // Worded from the notices still listed: one camera left of several reads as that camera's notice.
  // Memoized: the dock's timers (phones) start again whenever its notices change.
  const shown = useMemo(() => {
    const cameraList = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    return docked.map((item) => {
      const notice = withUpdatesMerged(item.notices, cameraList)[0]!;
      return { id: item.id, text: t(`globalSnackbars.${notice.kind}`, notice.values), path: notice.path, camera: notice.camera };
    });
  }, [docked, t, i18n.language]);

  return (
    <UpdateDock
      notices={shown}
      durationMs={GLOBAL_SNACKBAR_MS}
      className={GLOBAL_SNACKBAR_CLASS}
      onClose={undock}
      onView={(id) => {
        const item = shown.find((entry) => entry.id === id);
        undock(id);
        if (item) view(item.path, item.camera);
      }}
    />
  );
}
