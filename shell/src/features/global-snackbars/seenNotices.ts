/**
 * Which global snackbars this session has shown, so each item shows once per session (spec 001
 * section 2). Kept in sessionStorage: a reload is the same session (the sign-in survives it), a
 * new tab or a new sign-in is not. Keyed by user, and forgotten when the session ends.
 */
const KEY = 'acv.globalSnackbars.seen';

interface Seen {
  userId: number;
  ids: string[];
}

/** Used where sessionStorage is missing or refuses writes (private modes). */
let memory: Seen | null = null;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): Seen | null {
  try {
    const text = storage()?.getItem(KEY);
    if (text) return JSON.parse(text) as Seen;
  } catch {
    // Unreadable: fall back to what this page remembers.
  }
  return memory;
}

/** The ids already shown to `userId` in this session. */
export function seenNoticeIds(userId: number): Set<string> {
  const seen = read();
  return new Set(seen?.userId === userId ? seen.ids : []);
}

/** Remembers that `id` was shown to `userId`. */
export function markNoticeSeen(userId: number, id: string): void {
  const ids = seenNoticeIds(userId);
  ids.add(id);
  memory = { userId, ids: [...ids] };
  try {
    storage()?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage full or refused: the in-memory copy still holds for this page.
  }
}

/** Forgets every shown id (the session ended: the next sign-in shows the snackbars again). */
export function forgetSeenNotices(): void {
  memory = null;
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
