import { readStored, writeStored } from 'shared-core';

const KEY = 'acv.releaseNotes.seen';

/** The newest release-note date the user has opened (stored in this browser; null where storage is blocked). */
export function lastSeenReleaseNote(): string | null {
  return readStored(KEY);
}

/** Remembers the newest note as seen; where storage is blocked (a third-party frame) nothing is kept, and nothing throws. */
export function markReleaseNotesSeen(newest: string): void {
  writeStored(KEY, newest);
}

/** How many notes are newer than the last one seen (the badge on the release-notes button). */
export function unseenCount(dates: string[], lastSeen: string | null): number {
  return lastSeen ? dates.filter((date) => date > lastSeen).length : dates.length;
}
