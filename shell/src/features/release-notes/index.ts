export { ReleaseNotesDialog } from './ReleaseNotesDialog';
export { ReleaseNotesList } from './ReleaseNotesList';
export { lastSeenReleaseNote, markReleaseNotesSeen, unseenCount } from './unseen';
