import { GlobalFonts } from '@napi-rs/canvas';
import { fontFile } from '../reports/fonts';

let registered = false;

/**
 * The fonts of the api-server's canvas drawings (Excel pictures, a video's burned-in strip): Noto
 * Sans from the PDF's font package as the canvas's sans-serif, so a machine without system fonts
 * draws their text too.
 */
export function registerCanvasFonts(): void {
  if (registered) return;
  for (const weight of ['regular', 'bold'] as const) GlobalFonts.registerFromPath(fontFile('latin', weight), 'sans-serif');
  registered = true;
}
