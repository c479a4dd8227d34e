// Owned by the analysis work (leak, PD, mechanical, video); the detail page composes it.
export { AnalysisPanel, type AnalysisPanelProps } from './AnalysisPanel';
export { readAdvancedOpen } from './components/LeakAdvanced';
