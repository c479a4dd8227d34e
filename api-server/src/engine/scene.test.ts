import { inflateSync } from 'node:zlib';
import { crc32 } from './crc32';
import { encodeBmp, encodePng, PNG_SIGNATURE, readPngSize, renderScene, type SceneKind } from './scene';

describe('renderScene', () => {
  it.each<SceneKind>(['pipes', 'switchgear', 'motor'])('draws a deterministic 800 × 480 %s scene', (kind) => {
    const input = { seed: 3, kind, sources: [{ x: 0.4, y: 0.5 }] };
    const a = renderScene(input);
    expect(a).toHaveLength(800 * 480 * 3);
    expect(Buffer.from(renderScene(input)).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(renderScene({ ...input, seed: 4 })).equals(Buffer.from(a))).toBe(false);
    // A picture, not a flat fill: many distinct colours.
    const colours = new Set<number>();
    for (let i = 0; i < a.length; i += 3 * 97) colours.add((a[i]! << 16) | (a[i + 1]! << 8) | a[i + 2]!);
    expect(colours.size).toBeGreaterThan(200);
  });

  it('puts an object under a source (the pixels there differ from the scene without it)', () => {
    const without = renderScene({ seed: 1, kind: 'motor', width: 200, height: 120 });
    const withSource = renderScene({ seed: 1, kind: 'motor', width: 200, height: 120, sources: [{ x: 0.9, y: 0.2 }] });
    const at = (rgb: Uint8Array) => Array.from(rgb.subarray((24 * 200 + 180) * 3, (24 * 200 + 180) * 3 + 3));
    expect(at(withSource)).not.toEqual(at(without));
  });
});

describe('encodePng', () => {
  it('writes a PNG that starts with the signature and round-trips its size and pixels', () => {
    const width = 5;
    const height = 3;
    const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37) % 256);
    const png = encodePng(rgb, width, height);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(readPngSize(png)).toEqual({ width, height });
    // IHDR CRC covers type + data.
    expect(png.readUInt32BE(8 + 8 + 13)).toBe(crc32(png.subarray(12, 12 + 4 + 13)));
    // Undo the Sub filter of the IDAT scanlines.
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw).toHaveLength(height * (1 + width * 3));
    const decoded = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      expect(raw[y * (1 + width * 3)]).toBe(1);
      for (let i = 0; i < width * 3; i += 1) {
        const left = i >= 3 ? decoded[y * width * 3 + i - 3]! : 0;
        decoded[y * width * 3 + i] = (raw[y * (1 + width * 3) + 1 + i]! + left) & 0xff;
      }
    }
    expect(decoded).toEqual(rgb);
    expect(png.subarray(-12, -4).toString('ascii', 4)).toBe('IEND');
  });

  it('computes the standard CRC-32 check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('rejects a pixel buffer of the wrong size', () => {
    expect(() => encodePng(new Uint8Array(5), 2, 1)).toThrow(/expected 6/);
  });
});

describe('encodeBmp', () => {
  it('writes a bottom-up BGR 24-bit BMP with padded rows', () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]); // 2 × 2
    const bmp = encodeBmp(rgb, 2, 2);
    expect(bmp.toString('ascii', 0, 2)).toBe('BM');
    expect(bmp.readUInt32LE(2)).toBe(bmp.length);
    expect([bmp.readInt32LE(18), bmp.readInt32LE(22), bmp.readUInt16LE(28)]).toEqual([2, 2, 24]);
    expect(bmp.length).toBe(54 + 2 * 8);
    // First stored row is the bottom row: blue then grey, in BGR.
    expect(Array.from(bmp.subarray(54, 60))).toEqual([255, 0, 0, 9, 9, 9]);
    expect(Array.from(bmp.subarray(62, 68))).toEqual([0, 0, 255, 0, 255, 0]);
  });
});
