/**
 * 24-bit uncompressed BMP encoder (BITMAPINFOHEADER), a no-dependency fallback picture format.
 * Rows are stored bottom-up as BGR, each padded to a multiple of 4 bytes.
 */

/** Encodes RGB pixels (3 bytes per pixel, rows top to bottom) as a BMP file. */
export function encodeBmp(rgb: Uint8Array, width: number, height: number): Buffer {
  if (rgb.length !== width * height * 3) throw new Error(`expected ${width * height * 3} RGB bytes, got ${rgb.length}`);
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const dataOffset = 14 + 40;
  const buffer = Buffer.alloc(dataOffset + rowBytes * height);
  buffer.write('BM', 0, 'ascii');
  buffer.writeUInt32LE(buffer.length, 2);
  buffer.writeUInt32LE(dataOffset, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26); // planes
  buffer.writeUInt16LE(24, 28); // bits per pixel
  buffer.writeUInt32LE(rowBytes * height, 34);
  buffer.writeInt32LE(2835, 38); // 72 dpi in pixels per metre
  buffer.writeInt32LE(2835, 42);
  for (let y = 0; y < height; y += 1) {
    const out = dataOffset + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      buffer[out + x * 3] = rgb[i + 2]!;
      buffer[out + x * 3 + 1] = rgb[i + 1]!;
      buffer[out + x * 3 + 2] = rgb[i]!;
    }
  }
  return buffer;
}
