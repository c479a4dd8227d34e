import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import type { SignalEnvelope } from 'shared-core';
import { amplitudeTicks, timeTicks } from '../state/waveform';

const WIDTH = 800;
const HEIGHT = 220;
/** Room for the time labels below and the amplitude labels on the left. */
const AXIS_BOTTOM = 22;
const AXIS_LEFT = 56;
/** Pixel columns of the plot: the envelope is asked for at this many. */
export const WAVEFORM_COLUMNS = WIDTH - AXIS_LEFT;

export interface SignalWaveformProps {
  /** The recording's lowest and highest sample per column, over its whole length. */
  envelope: SignalEnvelope;
  /** The whole recording, s: the time axis spans it (an imported signal may be shorter). */
  recordingS: number;
  /** The analysis window (start and length, s), marked over the waveform. */
  window: { startS: number; lengthS: number };
  label: string;
  secondsUnit: (s: number) => string;
  /** Amplitude in pascal in the user's language ("0.02 Pa"). */
  pascalUnit: (pa: number) => string;
}

/**
 * The recorded signal as a waveform (min and max per pixel column) over the whole recording:
 * a time axis in seconds from 0 to the recording's end, an amplitude axis in pascal, and the
 * analysis window shaded, so what the analysis heard can be found in the signal.
 */
export function SignalWaveform({ envelope, recordingS, window, label, secondsUnit, pascalUnit }: SignalWaveformProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    const plotHeight = HEIGHT - AXIS_BOTTOM;
    const plotWidth = WIDTH - AXIS_LEFT;
    const signalS = envelope.durationS;
    const totalS = Math.max(recordingS, signalS) || 1;
    const xOf = (s: number) => AXIS_LEFT + (s / totalS) * (plotWidth - 1);
    context.clearRect(0, 0, WIDTH, HEIGHT);

    // The analysis window first, under the waveform.
    context.fillStyle = token.colorWarningBg;
    const windowX = xOf(Math.max(0, window.startS));
    context.fillRect(windowX, 0, Math.max(2, xOf(window.startS + window.lengthS) - windowX), plotHeight);
    context.fillStyle = token.colorWarning;
    context.fillRect(windowX, 0, 1, plotHeight);

    // The envelope's columns spread over the part of the axis the signal covers.
    const { min, max } = envelope;
    const columns = min.length;
    const width = Math.max(1, xOf(signalS) - AXIS_LEFT);
    let peak = 0;
    for (let c = 0; c < columns; c += 1) peak = Math.max(peak, Math.abs(min[c]!), Math.abs(max[c]!));
    const ticks = amplitudeTicks(peak);
    const top = Math.max(peak, ticks[ticks.length - 1] ?? 0);
    const scale = top > 0 ? plotHeight / 2 / top : 0;
    const middle = plotHeight / 2;
    context.fillStyle = token.colorPrimary;
    for (let c = 0; c < columns; c += 1) {
      const y1 = middle - max[c]! * scale;
      const y2 = middle - min[c]! * scale;
      // Whole pixels: fractional columns would blend into a paler band.
      const x = Math.floor((c * width) / columns);
      context.fillRect(AXIS_LEFT + x, y1, Math.max(1, Math.floor(((c + 1) * width) / columns) - x), Math.max(1, y2 - y1));
    }

    context.strokeStyle = token.colorBorder;
    context.beginPath();
    context.moveTo(AXIS_LEFT, plotHeight + 0.5);
    context.lineTo(WIDTH, plotHeight + 0.5);
    context.moveTo(AXIS_LEFT - 0.5, 0);
    context.lineTo(AXIS_LEFT - 0.5, plotHeight);
    context.stroke();
    context.fillStyle = token.colorTextSecondary;
    context.font = `11px ${token.fontFamily}`;
    context.textBaseline = 'top';
    for (const tick of timeTicks(totalS)) {
      const x = xOf(tick);
      context.fillRect(x, plotHeight, 1, 4);
      context.textAlign = x < AXIS_LEFT + 20 ? 'left' : x > WIDTH - 20 ? 'right' : 'center';
      context.fillText(secondsUnit(tick), x, plotHeight + 6);
    }
    context.textAlign = 'right';
    context.textBaseline = 'middle';
    for (const tick of ticks) {
      const y = middle - tick * scale;
      context.fillRect(AXIS_LEFT - 4, y, 4, 1);
      context.fillText(pascalUnit(tick), AXIS_LEFT - 6, Math.min(plotHeight - 6, Math.max(6, y)));
    }
  }, [envelope, recordingS, window, token, secondsUnit, pascalUnit]);
  return <canvas ref={ref} width={WIDTH} height={HEIGHT} role="img" aria-label={label} style={{ width: '100%', height: 'auto', display: 'block' }} />;
}
