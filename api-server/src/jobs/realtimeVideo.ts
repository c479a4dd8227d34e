import type { RealtimeVideo } from 'shared-domain/schemas';
import {
  AUDIO_WINDOW_S,
  classifyPd,
  detectPulses,
  mechanicalAnalysis,
  PD_WINDOW_S,
  pdSeverity,
  pdWindowAt,
  pressureToDb,
  prpdPattern,
  rms,
  wrapDeg,
  type LeakFlowUnit,
} from '../engine';
import type { SnapshotKind } from '../db/snapshots';
import { leakParamsFromMeta, pdParamsFromMeta, runLeak } from '../routes/snapshotsAnalysis';

/**
 * The real-time video analysis (`analytics/realtimevideo/`, spec 000 section 2 "Floating
 * real-time video analysis overlay"): the indicators the overlay shows, computed at every time
 * step of the recording so the viewer can follow the video without a request per frame.
 *
 * Step i is the time i·step. Its figures are those the cards give at that time, by the same rules:
 * kurtosis, crest factor and the fault rule of the mechanical analysis at that time (its 0.5 s
 * window); the level of the 0.1 s audio window there; for leak snapshots the leak
 * size and cost of that window (the engine's leak model with the snapshot's stored parameters);
 * for PD snapshots the PD classification and severity of the pulses in the trailing
 * {@link REALTIME_VIDEO.pdWindowSeconds} ending with the window (a PRPD needs many AC cycles; 0.1 s
 * holds only 5). Pulses are detected once over the whole recording and phased on the still
 * pattern's axis (same AC frequency and alignment as `analytics/pattern/`), so the series agrees
 * with the still analysis and costs one detection rather than one per step.
 */

export const REALTIME_VIDEO = Object.freeze({
  /** Default and bounds of the time step, s. */
  stepSeconds: 0.1,
  minStepSeconds: 0.05,
  maxStepSeconds: 1,
  /** Trailing window of the PD analysis, s (the engine's, so "Update" at a time agrees with the series). */
  pdWindowSeconds: PD_WINDOW_S,
  /** At most this many steps (a long continuous video is sampled more coarsely). */
  maxSteps: 600,
});

const finiteOrNull = (value: number, digits: number) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

/** Pulses of a whole recording with their phase on the still pattern's axis and level (dB). */
function phasedPulses(signal: Float32Array, rateHz: number, acFrequencyHz: number) {
  const pattern = prpdPattern(signal, rateHz, acFrequencyHz);
  const { pulses } = detectPulses(signal, rateHz);
  const f = pattern.acFrequencyHz;
  return {
    acFrequencyHz: f,
    timesS: pulses.map((p) => p.timeS),
    phases: pulses.map((p) => wrapDeg(wrapDeg(360 * ((p.timeS * f) % 1)) + pattern.phaseOffsetDeg)),
    levels: pulses.map((p) => pressureToDb(p.amplitudePa)),
  };
}

/** Inputs of {@link computeRealtimeVideo}. */
export interface RealtimeVideoInput {
  snapshotId: number;
  kind: SnapshotKind;
  meta: Record<string, unknown>;
  analysisTime: number;
  signal: Float32Array;
  rateHz: number;
  unit: LeakFlowUnit;
  /** Requested step, s (clamped; coarsened so there are at most maxSteps steps). */
  stepSeconds?: number;
}

/** A prepared series: everything but the steps, the step count and a function computing step i. */
export interface RealtimeVideoPlan {
  header: Omit<RealtimeVideo, 'steps'>;
  count: number;
  stepAt: (i: number) => RealtimeVideo['steps'][number];
}

/** Prepares the series (pulse detection for PD snapshots happens here, once). */
export function planRealtimeVideo(input: RealtimeVideoInput): RealtimeVideoPlan {
  const { signal, rateHz, kind } = input;
  const durationSeconds = rateHz > 0 ? signal.length / rateHz : 0;
  const windowSamples = Math.max(1, Math.round(AUDIO_WINDOW_S * rateHz));
  let step = Math.min(REALTIME_VIDEO.maxStepSeconds, Math.max(REALTIME_VIDEO.minStepSeconds, input.stepSeconds ?? REALTIME_VIDEO.stepSeconds));
  const span = Math.max(0, durationSeconds - AUDIO_WINDOW_S);
  if (span / step + 1 > REALTIME_VIDEO.maxSteps) step = span / (REALTIME_VIDEO.maxSteps - 1);
  const count = signal.length >= windowSamples ? Math.floor(span / step + 1e-9) + 1 : 0;
  const leakParams = { ...leakParamsFromMeta(input.meta, input.analysisTime), unit: input.unit };
  const pdParams = pdParamsFromMeta(input.meta);
  const pd = kind === 'pd' ? phasedPulses(signal, rateHz, pdParams.acFrequencyHz) : undefined;

  const stepAt = (i: number): RealtimeVideo['steps'][number] => {
    const timeS = i * step;
    const start = Math.min(signal.length - windowSamples, Math.round(timeS * rateHz));
    const window = signal.subarray(start, start + windowSamples);
    const r = rms(window);
    // The mechanical card's own analysis at this time (its 0.5 s window and fault rule), so the
    // overlay and the card agree at the same time.
    const mech = mechanicalAnalysis(signal, rateHz, timeS);
    const entry: RealtimeVideo['steps'][number] = {
      timeS: Number((start / rateHz).toFixed(4)),
      kurtosis: mech.analysis_available ? finiteOrNull(mech.kurtosis ?? Number.NaN, 4) : null,
      crestFactor: mech.analysis_available ? finiteOrNull(mech.crest_factor ?? Number.NaN, 4) : null,
      possibleFault: mech.possible_fault,
      levelDb: r > 0 ? finiteOrNull(pressureToDb(r), 2) : null,
      leakSize: null,
      leakCost: null,
      leakDetected: false,
      pdSeverityMin: null,
      pdSeverityMax: null,
      pdClassification: [],
    };
    if (kind === 'leak') {
      const leak = runLeak(signal, rateHz, { ...leakParams, audioTimeS: start / rateHz });
      entry.leakSize = leak.leakSize === null ? null : finiteOrNull(leak.leakSize, 4);
      entry.leakCost = leak.leakCost === null ? null : finiteOrNull(leak.leakCost, 2);
      entry.leakDetected = leak.leakDetected && !leak.infDetected;
    }
    if (pd) {
      const { fromS, toS: endS } = pdWindowAt(timeS, signal.length, rateHz);
      const xValues: number[] = [];
      const yValues: number[] = [];
      for (let p = 0; p < pd.timesS.length; p += 1) {
        if (pd.timesS[p]! < fromS || pd.timesS[p]! >= endS) continue;
        xValues.push(pd.phases[p]!);
        yValues.push(pd.levels[p]!);
      }
      const pattern = { xValues, yValues, cycleCount: (endS - fromS) * pd.acFrequencyHz };
      const classifications = classifyPd(pattern);
      const severity = classifications.length
        ? pdSeverity(pattern, { voltageKv: pdParams.voltageKv, distanceM: pdParams.distanceM, classifications })
        : { severityMinPr: 0, severityMaxPr: 0 };
      entry.pdSeverityMin = severity.severityMinPr;
      entry.pdSeverityMax = severity.severityMaxPr;
      entry.pdClassification = classifications.map((c) => ({ name: c.name, confidence: Number(c.confidence.toFixed(4)) }));
    }
    return entry;
  };

  return {
    header: {
      snapshotId: input.snapshotId,
      durationSeconds,
      stepSeconds: Number(step.toFixed(6)),
      windowSeconds: AUDIO_WINDOW_S,
      pdWindowSeconds: REALTIME_VIDEO.pdWindowSeconds,
      unit: input.unit,
    },
    count,
    stepAt,
  };
}

/** Computes the per-step series. */
export function computeRealtimeVideo(input: RealtimeVideoInput): RealtimeVideo {
  const plan = planRealtimeVideo(input);
  return { ...plan.header, steps: Array.from({ length: plan.count }, (_, i) => plan.stepAt(i)) };
}
