import { OFFLINE_UPLOAD } from 'shared-core';

/**
 * Why a file was not queued (spec 000 section 5 "Offline upload"): by its name and size, or,
 * once read off the main thread (state/nlzCheck.ts), because it is not a ZIP archive as every
 * .nlz is (`notArchive`) or has the same bytes as a queued file (`sameContent`).
 */
export type RejectReason = 'type' | 'size' | 'tooMany' | 'duplicate' | 'notArchive' | 'sameContent';

/** How long the import follows its files' live status after the last file is uploaded (spec 000 section 9: 2 min). */
export const IMPORT_CHANNEL_CLOSE_MS = 2 * 60 * 1000;

/** A file to upload under the name the web sends (spaces and plus signs stripped). */
export interface QueuedFile {
  file: File;
  name: string;
}

/** The outcome of adding files: those queued and those refused, each with its reason. */
export interface FileSelection {
  queued: QueuedFile[];
  rejected: { name: string; reason: RejectReason }[];
}

/** The name sent on the web: spaces and plus signs stripped (spec 001 section 5). */
export const uploadName = (name: string) => name.replace(/[\s+]/g, '');

/**
 * Adds dropped or picked files to those already queued by the rules of spec 000 section 5 and
 * spec 001 section 5: only `.nlz`, at most 400 MB each, at most 10,000 files in all, duplicate
 * names dropped (compared after stripping spaces and plus signs, as the server will see them).
 */
export function addFiles(current: readonly QueuedFile[], incoming: readonly File[]): FileSelection {
  const queued = [...current];
  const names = new Set(current.map((q) => q.name.toLowerCase()));
  const rejected: FileSelection['rejected'] = [];
  for (const file of incoming) {
    const name = uploadName(file.name);
    if (!/\.nlz$/i.test(name)) rejected.push({ name: file.name, reason: 'type' });
    else if (file.size > OFFLINE_UPLOAD.maxBytes) rejected.push({ name: file.name, reason: 'size' });
    else if (names.has(name.toLowerCase())) rejected.push({ name: file.name, reason: 'duplicate' });
    else if (queued.length >= OFFLINE_UPLOAD.maxFiles) rejected.push({ name: file.name, reason: 'tooMany' });
    else {
      names.add(name.toLowerCase());
      queued.push({ file, name });
    }
  }
  return { queued, rejected };
}

/** A message's colour (spec 000 section 4: import messages ERROR red, WARNING blue, SUCCESS green). */
export type ImportLevel = 'ERROR' | 'WARNING' | 'SUCCESS';
export const LEVEL_COLOUR: Record<ImportLevel, string> = { ERROR: '#cf1322', WARNING: '#1677ff', SUCCESS: '#389e0d' };

/** A refusal's level: a duplicate (by name or by content) is only a warning (the file is already queued), the others errors. */
export const rejectLevel = (reason: RejectReason): ImportLevel => (reason === 'duplicate' || reason === 'sameContent' ? 'WARNING' : 'ERROR');
