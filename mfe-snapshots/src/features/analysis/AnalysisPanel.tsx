import { useCallback, useState } from 'react';
import { analysisKindFor, type SnapshotDetail } from 'shared-core';
import { LeakView } from './components/LeakView';
import { MechCard } from './components/MechCard';
import { OtherAnalysis } from './components/OtherAnalysis';
import { PdView } from './components/PdView';
import { VideoSection } from './video/VideoSection';

export interface AnalysisPanelProps {
  snapshot: SnapshotDetail;
  /** Demo users change values locally only (spec 000 section 6). */
  isDemo: boolean;
  /** Called with the updated snapshot after an edit was saved (so the page can refresh its copy). */
  onSaved?: (detail: SnapshotDetail) => void;
  /** Leave out the video area (when the page shows it elsewhere). */
  hideVideo?: boolean;
}

/**
 * The analysis section of the detail page (spec 000 sections 2 to 5), chosen by the analysis
 * type: leak view, PD view, mechanical card (M1), or no analysis result; with the video above.
 * "Update" in the video re-runs the analyses at the video time (PD: the second of the recording
 * ending there, the part the real-time overlay classifies at that time).
 */
export function AnalysisPanel({ snapshot, isDemo, onSaved, hideVideo }: AnalysisPanelProps) {
  const [analysisTimeS, setAnalysisTimeS] = useState(snapshot.analysis_time);
  const audioTime = analysisTimeS === snapshot.analysis_time ? undefined : analysisTimeS;
  // The snapshot's PD is of the whole recording; once the user analyses a moment, PD follows it.
  const [pdTimeS, setPdTimeS] = useState<number>();
  const analyseAt = useCallback((timeS: number) => {
    setAnalysisTimeS(timeS);
    setPdTimeS(timeS);
  }, []);
  const kind = analysisKindFor(snapshot.device_analysis_type);
  const mechanical = snapshot.device_analysis_type === 'M1';

  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid="analysis-panel">
      {!hideVideo && <VideoSection snapshot={snapshot} isDemo={isDemo} analysisTimeS={analysisTimeS} onAnalyseAt={analyseAt} onSaved={onSaved} />}
      {kind === 'leak' && <LeakView snapshot={snapshot} isDemo={isDemo} onSaved={onSaved} audioTimeS={audioTime} />}
      {kind === 'pd' && <PdView snapshot={snapshot} isDemo={isDemo} onSaved={onSaved} audioTimeS={pdTimeS} />}
      {kind === 'other' && mechanical && <MechCard snapshot={snapshot} audioTimeS={audioTime} />}
      {kind === 'other' && !mechanical && <OtherAnalysis snapshot={snapshot} />}
    </div>
  );
}
