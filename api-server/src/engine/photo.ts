import { decode, encode } from 'jpeg-js';
import { encodePng } from './png';

/**
 * Baseline JPEG for camera photos (jpeg-js, pure JavaScript). A photo of the seed's scenes is
 * about 65 KB at quality 82 against 460 KB as PNG, and its thumbnail about 12 KB against 64 KB:
 * the list and the detail load these before their largest paint.
 */

/** Quality of stored photos and thumbnails (1..100). */
export const PHOTO_JPEG_QUALITY = 82;

/**
 * Encodes RGB pixels (3 bytes per pixel, rows top to bottom) as a baseline JPEG.
 * Throws when `rgb.length` is not width × height × 3.
 */
export function encodeJpeg(rgb: Uint8Array, width: number, height: number, quality = PHOTO_JPEG_QUALITY): Buffer {
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width * height * 3} RGB bytes, got ${rgb.length}`);
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) {
    rgba[o] = rgb[i]!;
    rgba[o + 1] = rgb[i + 1]!;
    rgba[o + 2] = rgb[i + 2]!;
  }
  return encode({ data: rgba, width, height }, quality).data;
}

/** The image type of bytes from their signature, or null when neither PNG nor JPEG. */
export function imageTypeOf(data: Uint8Array): 'png' | 'jpeg' | null {
  if (data.length > 8 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return 'png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

/** A stored photo as PNG: PNG bytes as they are, a JPEG decoded and encoded again (for a "PNG" export). */
export function photoAsPng(data: Uint8Array): Buffer {
  const type = imageTypeOf(data);
  if (type === 'png') return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (type !== 'jpeg') throw new Error('not a PNG or JPEG image');
  const { width, height, data: rgba } = decode(data, { useTArray: true, formatAsRGBA: true });
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, o = 0; o < rgb.length; i += 4, o += 3) {
    rgb[o] = rgba[i]!;
    rgb[o + 1] = rgba[i + 1]!;
    rgb[o + 2] = rgba[i + 2]!;
  }
  return encodePng(rgb, width, height);
}

/** The file extension of a photo's bytes: `jpg` or `png`. */
export function photoExtension(data: Uint8Array): 'jpg' | 'png' {
  return imageTypeOf(data) === 'jpeg' ? 'jpg' : 'png';
}
