const KEY = 'acv.releaseNotes.seen';

/** The newest release-note date the user has opened (stored in this browser). */
export function lastSeenReleaseNote(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function markReleaseNotesSeen(newest: string): void {
  globalThis.localStorage?.setItem(KEY, newest);
}

/** How many notes are newer than the last one seen (the badge on the release-notes button). */
export function unseenCount(dates: string[], lastSeen: string | null): number {
  return lastSeen ? dates.filter((date) => date > lastSeen).length : dates.length;
}
