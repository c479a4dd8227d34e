import { spawnSync } from 'node:child_process';
import { encodeJpeg, encodePng } from '../engine';
import { BURN_IN, burnInStrips } from './burnIn';
import { EncoderError, findFfmpeg } from './ffmpeg';
import { colourGridFrame, heatmapLookOf, type HeatmapLook } from './heatmapLayer';
import { probeVideo } from './probeVideo';
import { encodeSnapshotVideo, VIDEO_SIZE, videoTiming, type VideoSource } from './snapshotVideo';

jest.setTimeout(60_000);

const { width: W, height: H } = VIDEO_SIZE;
const GRID = 110;

/** A grey photo and three grid frames with one loud square (cells 40..69) moving right. */
function source(look: Partial<HeatmapLook> = {}): VideoSource {
  const rgb = new Uint8Array(W * H * 3).fill(128);
  const frames = [0, 1, 2].map((k) => {
    const frame = new Float32Array(GRID * GRID).fill(30);
    for (let y = 40; y < 70; y += 1) for (let x = 40 + 10 * k; x < 70 + 10 * k; x += 1) frame[y * GRID + x] = 70;
    return frame;
  });
  return {
    picture: encodePng(rgb, W, H),
    heatmap: { width: GRID, height: GRID, frames },
    signal: Float32Array.from({ length: 62_500 }, (_, i) => Math.sin(i * 0.7)),
    rateHz: 62_500,
    durationS: 4,
    look: { floorDb: 50, topDb: 70, brightness: 0.2, mode: 'multi', placement: { offsetX: 0, offsetY: 0, rotationDeg: 0, scale: 1, viewZoom: 1 }, hidden: false, ...look },
  };
}

/** Frame `index` of a movie as RGB, decoded by the same ffmpeg. */
function frameRgb(movie: Buffer, index: number): Buffer {
  const out = spawnSync(findFfmpeg()!, ['-loglevel', 'error', '-i', 'pipe:0', '-vf', `select=eq(n\\,${index})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], { input: movie, maxBuffer: 64 << 20 });
  return out.stdout;
}

/** RMS of a movie's sound track, decoded by the same ffmpeg. */
function soundRms(movie: Buffer): number {
  const out = spawnSync(findFfmpeg()!, ['-loglevel', 'error', '-i', 'pipe:0', '-vn', '-f', 'f32le', '-ac', '1', 'pipe:1'], { input: movie, maxBuffer: 64 << 20 });
  const samples = new Float32Array(new Uint8Array(out.stdout).buffer);
  let sum = 0;
  for (const v of samples) sum += v * v;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Mean absolute RGB difference of two frames over a box of the video. */
function meanDiff(a: Buffer, b: Buffer, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) for (let c = 0; c < 3; c += 1) sum += Math.abs(a[(y * W + x) * 3 + c]! - b[(y * W + x) * 3 + c]!);
  return sum / ((x1 - x0) * (y1 - y0) * 3);
}

describe('snapshot video encoder', () => {
  it('writes an MP4 that probes as H.264 with the expected frames, duration and an AAC track', async () => {
    const heatmap: number[] = [];
    const encode: number[] = [];
    const video = await encodeSnapshotVideo(source(), 'mp4', { onHeatmap: (done) => void heatmap.push(done), onEncode: (f) => void encode.push(f) });
    const probe = await probeVideo(video.data);
    expect(probe).toMatchObject({ videoCodec: 'avc', audioCodec: 'aac', width: W, height: H, frames: videoTiming(4).frames });
    expect(probe.frames).toBe(100);
    expect(probe.durationS).toBeGreaterThan(3.9);
    expect(heatmap.at(-1)).toBe(100);
    expect(encode.at(-1)).toBe(1);
    expect(video.contentType).toBe('video/mp4');
  });

  it('writes a QuickTime MOV with the same streams', async () => {
    const video = await encodeSnapshotVideo(source(), 'mov');
    const probe = await probeVideo(video.data);
    expect(probe.format).toMatch(/QuickTime/i);
    expect(probe).toMatchObject({ videoCodec: 'avc', audioCodec: 'aac', frames: 100 });
  });

  it('reads a JPEG photo (as the seed and cameras store them) as well as a PNG one', async () => {
    // Dark blue photo, heatmap hidden: the frame is the photo, whatever its format.
    const rgb = new Uint8Array(W * H * 3);
    for (let i = 0; i < rgb.length; i += 3) rgb.set([20, 40, 120], i);
    const video = await encodeSnapshotVideo({ ...source({ hidden: true }), picture: encodeJpeg(rgb, W, H) }, 'mp4');
    const frame = frameRgb(video.data, 10);
    const at = (x: number, y: number) => Array.from(frame.subarray((y * W + x) * 3, (y * W + x) * 3 + 3));
    // The frame's brightness overlay (0.2) and H.264 shift the colour a little, not its hue.
    const [r, g, b] = at(W / 2, H / 2);
    expect(b!).toBeGreaterThan(g! + 30);
    expect(g!).toBeGreaterThan(r!);
  });

  it('draws the heatmap over the photo: pixels differ from the bare frame where the heatmap is, and only there', async () => {
    const withHeatmap = await encodeSnapshotVideo(source(), 'mp4');
    const bare = await encodeSnapshotVideo(source({ hidden: true }), 'mp4');
    const a = frameRgb(withHeatmap.data, 0);
    const b = frameRgb(bare.data, 0);
    expect(a.length).toBe(W * H * 3);
    // Grid cells 40..69 of 110 (frame 0) cover x 291..509, y 175..305 of the 800 x 480 video.
    expect(meanDiff(a, b, 320, 200, 480, 280)).toBeGreaterThan(40);
    expect(meanDiff(a, b, 20, 20, 200, 120)).toBeLessThan(4);
    // The bare frame is the photo darkened by the brightness (128 * 0.8 = 102).
    expect(Math.abs(b[(50 * W + 50) * 3]! - 102)).toBeLessThan(6);
    // The last frame shows the last grid frame: the square moved 20 cells (145 px) right.
    const last = frameRgb(withHeatmap.data, 99);
    expect(meanDiff(last, b, 520, 200, 640, 280)).toBeGreaterThan(40);
    expect(meanDiff(last, b, 300, 200, 420, 280)).toBeLessThan(4);
  });

  it('burns in the dB scale, a mark at the level shown, the values at that time and the time code', async () => {
    const step = (timeS: number) => ({ timeS, kurtosis: 3, crestFactor: 4, possibleFault: false, levelDb: 60, leakSize: 26 + timeS, leakCost: 253, leakDetected: true, pdSeverityMin: null, pdSeverityMax: null, pdClassification: [] });
    const burnIn = burnInStrips({
      width: W,
      durationS: 4,
      kind: 'leak',
      range: { min: 50, max: 70 },
      levelAt: (timeS) => (timeS < 2 ? 55 : 68),
      series: { stepSeconds: 0.1, unit: 'lpm', steps: Array.from({ length: 10 }, (_, i) => step(i * 0.1)) },
      currency: 'EUR',
      language: 'en',
    });
    expect([burnIn.count, burnIn.fps]).toEqual([40, 10]);
    const video = await encodeSnapshotVideo({ ...source({ hidden: true }), burnIn }, 'mp4');
    if (process.env.BURN_IN_FRAME_OUT) spawnSync(findFfmpeg()!, ['-loglevel', 'error', '-y', '-i', 'pipe:0', '-vf', 'select=eq(n\\,10)', '-frames:v', '1', process.env.BURN_IN_FRAME_OUT], { input: video.data });
    const [early, late] = [frameRgb(video.data, 10), frameRgb(video.data, 75)];
    const top = H - BURN_IN.height;
    const at = (frame: Buffer, x: number, y: number) => Array.from(frame.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)) as [number, number, number];
    // The scale: the colour map's blue at its low end, red at its high end, on the dark strip.
    const [lowR, , lowB] = at(early, 16, top + 16);
    const [highR, , highB] = at(early, 208, top + 16);
    expect(lowB).toBeGreaterThan(100);
    expect(lowR).toBeLessThan(70);
    expect(highR).toBeGreaterThan(100);
    expect(highB).toBeLessThan(70);
    // Above the strip, the photo (grey 128, darkened) is untouched.
    expect(Math.abs(at(early, 400, top - 20)[0] - 102)).toBeLessThan(12);
    // The level mark moves with the level (55 dB at 0.4 s, 68 dB at 3 s): where the early frame
    // has its white mark, the late one has the scale's colour, and the other way round.
    const markX = (level: number) => Math.round(12 + ((level - 50) / 20) * 200);
    const white = (rgb: [number, number, number]) => rgb.every((v) => v > 200);
    expect(white(at(early, markX(55), top + 7))).toBe(true);
    expect(white(at(late, markX(55), top + 7))).toBe(false);
    expect(white(at(late, markX(68), top + 7))).toBe(true);
    // The values (drawn while the series has steps) and the time code differ between the two times.
    expect(meanDiff(early, late, 320, top + 6, 470, top + 24)).toBeGreaterThan(5);
    expect(meanDiff(early, late, W - 130, top + 6, W - 80, top + 24)).toBeGreaterThan(5);
  });

  it('makes the ultrasound audible as the audible WAV does: 40 kHz is heard at 2 kHz, 7 kHz is filtered out', async () => {
    const tone = (hz: number) => Float32Array.from({ length: 62_500 }, (_, i) => Math.sin((2 * Math.PI * hz * i) / 62_500));
    const ultrasound = await encodeSnapshotVideo({ ...source(), signal: tone(40_000) }, 'mp4');
    const audibleBand = await encodeSnapshotVideo({ ...source(), signal: tone(7_000) }, 'mp4');
    // Mixed down, the 40 kHz tone keeps half its amplitude (peak 0.89 / 2, RMS about 0.3 over its 1 s of 4).
    expect(soundRms(ultrasound.data)).toBeGreaterThan(0.08);
    expect(soundRms(audibleBand.data)).toBeLessThan(0.02);
  });

  it('fails with encoderMissing when there is no ffmpeg', async () => {
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      await expect(encodeSnapshotVideo(source(), 'mp4')).rejects.toEqual(expect.objectContaining({ reason: 'encoderMissing' }));
      await expect(encodeSnapshotVideo(source(), 'mp4')).rejects.toBeInstanceOf(EncoderError);
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
  });

  it('scales the frame rate of long recordings to the frame cap', () => {
    expect(videoTiming(4)).toEqual({ frames: 100, fps: 25 });
    expect(videoTiming(45)).toEqual({ frames: 1125, fps: 25 });
    expect(videoTiming(120)).toEqual({ frames: 1500, fps: 12.5 });
  });
});

describe('heatmap layer', () => {
  it('colours above the dynamic range only, and in single mode only the loudest source', () => {
    const frame = new Float32Array(16).fill(0);
    frame[0] = 10; // a quieter source, apart from the loudest
    frame[10] = 20;
    frame[11] = 15;
    const look = { floorDb: 5, topDb: 20 };
    const multi = colourGridFrame(frame, 4, 4, { ...look, mode: 'multi' }, new Uint8Array(64));
    const single = colourGridFrame(frame, 4, 4, { ...look, mode: 'single' }, new Uint8Array(64));
    expect([multi[3], multi[10 * 4 + 3], multi[11 * 4 + 3], multi[5 * 4 + 3]]).toEqual([135, 228, 181, 0]); // opacity 89 + index * 140 / 256
    expect(multi[10 * 4]).toBe(128); // top colour: dark red
    expect([single[3], single[10 * 4 + 3], single[11 * 4 + 3]]).toEqual([0, 228, 181]);
  });

  it('reads range, brightness, mode and threshold from the row as the detail does', () => {
    const look = heatmapLookOf({ level_min_db: 20, level_max_db: 70, dynamicrange_lin: null, meta: { picture_brightness: 0.5, heatmap_mode: 'single', max_value: 70, filter_threshold: 80 } });
    expect(look).toMatchObject({ floorDb: 60, topDb: 70, brightness: 0.5, mode: 'single', hidden: true });
    expect(heatmapLookOf({ level_min_db: 20, level_max_db: 70, dynamicrange_lin: 65, meta: {} })).toMatchObject({ floorDb: 65, brightness: 0.2, mode: 'multi', hidden: false });
  });
});
