import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { timeTicks, waveformColumns } from '../state/waveform';

const WIDTH = 800;
const HEIGHT = 200;
const AXIS = 22;

/** The recorded signal as a waveform (min and max per pixel column) with a time axis in seconds. */
export function SignalWaveform({ samples, rateHz, label, secondsUnit }: { samples: Float32Array; rateHz: number; label: string; secondsUnit: (s: number) => string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    const plotHeight = HEIGHT - AXIS;
    context.clearRect(0, 0, WIDTH, HEIGHT);
    const { min, max } = waveformColumns(samples, WIDTH);
    let peak = 0;
    for (let c = 0; c < WIDTH; c += 1) peak = Math.max(peak, Math.abs(min[c]!), Math.abs(max[c]!));
    const scale = peak > 0 ? plotHeight / 2 / peak : 0;
    const middle = plotHeight / 2;
    context.fillStyle = token.colorPrimary;
    for (let c = 0; c < WIDTH; c += 1) {
      const top = middle - max[c]! * scale;
      const bottom = middle - min[c]! * scale;
      context.fillRect(c, top, 1, Math.max(1, bottom - top));
    }
    const durationS = samples.length / rateHz;
    context.strokeStyle = token.colorBorder;
    context.beginPath();
    context.moveTo(0, plotHeight + 0.5);
    context.lineTo(WIDTH, plotHeight + 0.5);
    context.stroke();
    context.fillStyle = token.colorTextSecondary;
    context.font = `11px ${token.fontFamily}`;
    context.textBaseline = 'top';
    for (const tick of timeTicks(durationS)) {
      const x = durationS > 0 ? (tick / durationS) * (WIDTH - 1) : 0;
      context.fillRect(x, plotHeight, 1, 4);
      context.textAlign = x < 20 ? 'left' : x > WIDTH - 20 ? 'right' : 'center';
      context.fillText(secondsUnit(tick), x, plotHeight + 6);
    }
  }, [samples, rateHz, token, secondsUnit]);
  return <canvas ref={ref} width={WIDTH} height={HEIGHT} role="img" aria-label={label} style={{ width: '100%', height: 'auto', display: 'block' }} />;
}
