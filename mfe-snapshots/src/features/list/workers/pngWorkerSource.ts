import { isolateLoudestSource, jetColormap, renderHeatmap } from 'shared-core';
import { drawHeatmapScene } from 'shared-ui';
import { drawSnapshotPng, offscreenPngTools, pngWorkerMain, zipPngs } from './snapshotPngCore';

/**
 * The bulk PNG worker's script: shared-core's colouring, shared-ui's drawHeatmapScene and this
 * folder's drawing and zipping, from their source text (all self-contained), with jszip's
 * standalone build loaded by importScripts.
 */
export function pngWorkerSource(jszipUrl: string): string {
  return [
    '"use strict";',
    `importScripts(${JSON.stringify(jszipUrl)});`,
    `const colour = { renderHeatmap: ${renderHeatmap.toString()}, isolateLoudestSource: ${isolateLoudestSource.toString()}, lut: (${jetColormap.toString()})() };`,
    `const tools = (${offscreenPngTools.toString()})(${drawHeatmapScene.toString()}, colour);`,
    `(${pngWorkerMain.toString()})({ draw: ${drawSnapshotPng.toString()}, zip: ${zipPngs.toString()}, tools, JSZip: self.JSZip });`,
    '',
  ].join('\n');
}
