export { ReleaseNotesDialog } from './onDemand';
export { ReleaseNotesList } from './ReleaseNotesList';
export { lastSeenReleaseNote, markReleaseNotesSeen, unseenCount } from './unseen';
