import JSZip from 'jszip';
import { snapshotEditsApi, snapshotsApi } from 'shared-core';
import { snapshotDetail } from 'shared-core/testing';
import { exportPngs, pagePngRenderer, workerPngRenderer } from '../state/pngExport';
import { pngWorkerSource } from './pngWorkerSource';
import type { PngWorkerReply, PngWorkerRequest } from './snapshotPngCore';

// The real worker is started from pngWorkerSource below; createPngWorker (import.meta, Worker) is the browser's.
jest.mock('./createPngWorker', () => ({ createPngWorker: jest.fn() }));

/**
 * Bulk PNG: drawing, PNG encoding and zipping run in the PNG worker. The worker runs
 * here from its real source text (as the browser gets it), in a sandbox whose only canvas is a
 * recording OffscreenCanvas: every PNG in the archive is the record of what the worker drew.
 */

interface Drawn {
  size: [number, number];
  texts: string[];
  gradientStops: string[];
  heatmapPixels: number;
  photoDrawn: boolean;
  fills: string[];
}

/** An OffscreenCanvas that records what is drawn on it; its "PNG" is that record as JSON. */
function recordingCanvasClass(canvases: Drawn[]) {
  return class RecordingCanvas {
    width: number;
    height: number;
    drawn: Drawn;
    constructor(width: number, height: number) {
      this.width = width;
      this.height = height;
      this.drawn = { size: [width, height], texts: [], gradientStops: [], heatmapPixels: 0, photoDrawn: false, fills: [] };
      canvases.push(this.drawn);
    }
    getContext() {
      const drawn = this.drawn;
      const context = {
        fillStyle: '' as unknown,
        font: '',
        textAlign: '',
        textBaseline: '',
        imageSmoothingEnabled: false,
        clearRect() {},
        save() {},
        restore() {},
        translate() {},
        rotate() {},
        scale() {},
        drawImage(image: unknown) {
          if (image && (image as { photo?: boolean }).photo) drawn.photoDrawn = true;
        },
        fillRect() {
          if (typeof context.fillStyle === 'string') drawn.fills.push(context.fillStyle);
        },
        fillText(text: string) {
          drawn.texts.push(text);
        },
        createLinearGradient() {
          return { addColorStop: (_at: number, colour: string) => drawn.gradientStops.push(colour) };
        },
        createImageData(width: number, height: number) {
          return { width, height, data: new Uint8ClampedArray(width * height * 4) };
        },
        putImageData(image: { data: Uint8ClampedArray }) {
          for (let i = 3; i < image.data.length; i += 4) if (image.data[i]! > 0) drawn.heatmapPixels += 1;
        },
      };
      return context;
    }
    convertToBlob() {
      return Promise.resolve(new Blob([JSON.stringify(this.drawn)], { type: 'image/png' }));
    }
  };
}

/** The PNG worker started from its source text, answering like a Worker (messages both ways, asynchronously). */
function sandboxWorker() {
  const workerCanvases: Drawn[] = [];
  const imported: string[] = [];
  const scope: { onmessage: ((event: { data: PngWorkerRequest }) => void) | null; postMessage: (reply: PngWorkerReply) => void; JSZip?: unknown } = {
    onmessage: null,
    postMessage: (reply) => setTimeout(() => worker.onmessage?.({ data: reply } as MessageEvent<PngWorkerReply>)),
  };
  const worker = {
    onmessage: null as ((event: MessageEvent<PngWorkerReply>) => void) | null,
    onerror: null,
    postMessage: (request: PngWorkerRequest) => setTimeout(() => scope.onmessage?.({ data: request })),
    terminate: jest.fn(),
  };
  const importScripts = (url: string) => {
    imported.push(url);
    scope.JSZip = JSZip;
  };
  const createImageBitmap = async () => ({ photo: true, close() {} });
  const source = pngWorkerSource('https://remote.example/jszip.min.js');
  new Function('self', 'importScripts', 'OffscreenCanvas', 'createImageBitmap', source)(scope, importScripts, recordingCanvasClass(workerCanvases), createImageBitmap);
  return { worker: worker as unknown as Worker, workerCanvases, imported };
}

const frame = () => ({ width: 3, height: 2, levels: Float32Array.from([60, 40, 58, 41, 42, 59]), timeS: 0 });

function fakeApi(failing: number[] = []) {
  jest.spyOn(snapshotsApi, 'detail').mockImplementation(async (id: number) => {
    if (failing.includes(id)) throw new Error('gone');
    return snapshotDetail(
      id,
      { label: `Valve ${id}`, picture_url: `/media/${id}.jpg`, level_range: { min: 30, max: 60 }, dynamicrange_lin: 55, created_date: '2026-11-26T09:05:07Z' },
      { max_value: 60, filter_threshold: 10, picture_brightness: 0.3, heatmap_mode: 'multi' },
    );
  });
  jest.spyOn(snapshotEditsApi, 'heatmapFrameAt').mockImplementation(async () => frame());
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['jpeg']) })) as unknown as typeof fetch;
}

const options = { caption: (d: { label: string }) => [`${d.label} · 26 Nov 2026`, 'NLC21004 · Leak 1.2 l/min'], formatDb: (db: number) => `${db.toFixed(1)} dB` };

afterEach(() => jest.restoreAllMocks());

describe('bulk PNG worker (rendering and zipping off the main thread)', () => {
  it('draws every PNG in the worker (heatmap over the photo, dB scale, caption) and zips them there; the page draws nothing', async () => {
    fakeApi();
    const pageCanvas = jest.spyOn(document, 'createElement');
    const { worker, workerCanvases, imported } = sandboxWorker();
    const progress: number[] = [];
    const result = await exportPngs([5, 6], { ...options, onProgress: (p) => progress.push(p.done), now: new Date(2026, 10, 26, 10, 0, 0) }, workerPngRenderer(worker));

    expect(imported).toEqual(['https://remote.example/jszip.min.js']);
    expect(pageCanvas).not.toHaveBeenCalledWith('canvas');
    expect(progress).toEqual([1, 2]);
    expect(result.failed).toEqual([]);
    expect(result.fileName).toBe('snapshots_2026-11-26_10-00-00.zip');
    const zip = await JSZip.loadAsync(result.blob);
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_5\.png$/);
    for (const [i, name] of names.entries()) {
      const drawn = JSON.parse(await zip.file(name)!.async('string')) as Drawn;
      expect(drawn.size).toEqual([800, 480 + 86]);
      expect(drawn.photoDrawn).toBe(true);
      // The darkening of the photo by its brightness, then the heatmap: cells above the 55 dB floor only (60, 58, 59).
      expect(drawn.fills).toContain('rgba(0, 0, 0, 0.3)');
      expect(workerCanvases.filter((c) => c.heatmapPixels > 0).map((c) => c.heatmapPixels)[i]).toBe(3);
      // The colour scale runs from the map's blue to its red, labelled with the range's ends.
      expect(drawn.gradientStops[0]).toBe('rgb(0, 0, 128)');
      expect(drawn.gradientStops.at(-1)).toBe('rgb(128, 0, 0)');
      expect(drawn.texts).toEqual(['55.0 dB', '60.0 dB', `Valve ${i + 5} · 26 Nov 2026`, 'NLC21004 · Leak 1.2 l/min']);
    }
  });

  it('names a snapshot that fails and goes on with the others', async () => {
    fakeApi([6]);
    const { worker } = sandboxWorker();
    const result = await exportPngs([5, 6, 7], options, workerPngRenderer(worker));
    expect(result.failed).toEqual([6]);
    const zip = await JSZip.loadAsync(result.blob);
    expect(Object.keys(zip.files).map((n) => n.replace(/^.*_/, '')).sort()).toEqual(['5.png', '7.png']);
  });

  it('fails (the dialog shows the error) instead of hanging when the worker cannot start', async () => {
    fakeApi();
    const worker = { onmessage: null, onerror: null as ((e: { message: string }) => void) | null, postMessage: jest.fn(), terminate: jest.fn() };
    // The script is refused once; later messages go nowhere.
    setTimeout(() => worker.onerror?.({ message: 'refused' }));
    await expect(exportPngs([5, 6, 7, 8], options, workerPngRenderer(worker as unknown as Worker))).rejects.toThrow('refused');
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('falls back to drawing in the page only where OffscreenCanvas is missing (jsdom has none)', async () => {
    fakeApi();
    const canvases: Drawn[] = [];
    const Recording = recordingCanvasClass(canvases);
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return new Recording(this.width, this.height).getContext() as unknown as CanvasRenderingContext2D;
    });
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    (global as unknown as { createImageBitmap: unknown }).createImageBitmap = async () => ({ photo: true, close() {} });
    expect(typeof OffscreenCanvas).toBe('undefined');
    const result = await exportPngs([5], options, pagePngRenderer());
    const zip = await JSZip.loadAsync(result.blob);
    expect(Object.keys(zip.files)).toHaveLength(1);
    const band = canvases.find((c) => c.texts.length > 0)!;
    expect(band.texts).toEqual(['55.0 dB', '60.0 dB', 'Valve 5 · 26 Nov 2026', 'NLC21004 · Leak 1.2 l/min']);
    expect(canvases.some((c) => c.heatmapPixels === 3)).toBe(true);
  });
});
