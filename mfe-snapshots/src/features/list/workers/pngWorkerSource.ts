import { isolateLoudestSource, jetColormap, renderHeatmap } from 'shared-core';
import { drawHeatmapScene, drawSnapshotPng } from 'shared-domain/picture';
import { offscreenPngTools, pngWorkerMain, zipPngs } from './snapshotPngCore';

/**
 * The bulk PNG worker's script: shared-core's colouring and picture drawing and this folder's
 * worker and zipping, from their source text (all self-contained), with jszip's
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
