// Loaded on demand by the reports menu (`import('../summary')`); a static import anywhere would put the dashboard in the first-load chunk.
export { default } from './SummaryDialog';
