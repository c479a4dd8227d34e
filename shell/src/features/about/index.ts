export { AboutDialog } from './AboutDialog';
export { aboutQueries } from './api/aboutQueries';
export { readBuilds, type BuildRow } from './builds';
