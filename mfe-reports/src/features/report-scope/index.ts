// What the reports work on (the list's selection or its filtered list): the menu reads it, the dialogs it opens are given it.
export { scopeText, useReportScope, type ReportScope } from './state/useReportScope';
