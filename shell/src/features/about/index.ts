export { AboutDialog } from './AboutDialog';
export { readBuilds, type BuildRow } from './builds';
