/**
 * Mapping of the device analysis type to the analysis view (spec 000 §3 "Device analysis types", §2 detail).
 */

/** Which analysis view a snapshot gets: leak, partial discharge, or other (no analysis result). */
export type AnalysisKind = 'leak' | 'pd' | 'other';

/**
 * Analysis kind of a snapshot from its `device_analysis_type` (spec 000 §3): A1, A2 → 'leak';
 * E1, E2, E3 → 'pd'; anything else (M1, L1, unknown, empty, null, undefined) → 'other'.
 * The code is trimmed and upper-cased first, so ' a1' is 'leak'.
 */
export function analysisKindFor(deviceAnalysisType: string | null | undefined): AnalysisKind {
  switch ((deviceAnalysisType ?? '').trim().toUpperCase()) {
    case 'A1':
    case 'A2':
      return 'leak';
    case 'E1':
    case 'E2':
    case 'E3':
      return 'pd';
    default:
      return 'other';
  }
}
