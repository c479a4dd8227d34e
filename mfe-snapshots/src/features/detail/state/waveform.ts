/** Round tick positions (s) for a time axis of `durationS`, about `count` of them. */
export function timeTicks(durationS: number, count = 8): number[] {
  if (!(durationS > 0)) return [0];
  const raw = durationS / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = 0; t <= durationS + 1e-9; t += step) ticks.push(Math.round(t * 1000) / 1000);
  return ticks;
}

/** Round amplitude ticks (Pa) for a symmetric axis of ±`peakPa`: 0 and about two each side. */
export function amplitudeTicks(peakPa: number): number[] {
  if (!(peakPa > 0)) return [0];
  const raw = peakPa / 2;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = step; v <= peakPa * 1.0001; v += step) ticks.push(Number(v.toPrecision(6)));
  return [...ticks.map((v) => -v).reverse(), 0, ...ticks];
}

/**
 * The recording's length in seconds: the video's `mm:ss` duration (4 s for an instant video,
 * spec 000 section 9), never shorter than the stored signal.
 */
export function recordingSeconds(duration: string | undefined, signalS: number): number {
  const match = /^(\d+):([0-5]\d)$/.exec((duration ?? '').trim());
  const videoS = match ? Number(match[1]) * 60 + Number(match[2]) : 4;
  return Math.max(videoS > 0 ? videoS : 4, signalS);
}
