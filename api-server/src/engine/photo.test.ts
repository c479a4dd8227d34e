import { decode } from 'jpeg-js';
import { encodeJpeg, imageTypeOf, photoAsPng, photoExtension } from './photo';
import { encodePng, readPngSize } from './png';
import { renderScene } from './scene';

describe('encodeJpeg', () => {
  it('keeps the size and the colours of the pixels it encodes', () => {
    const width = 48;
    const height = 32;
    // Left half dark blue, right half light orange: flat areas JPEG keeps within a few levels.
    const rgb = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) rgb.set(x < width / 2 ? [20, 40, 120] : [240, 170, 60], (y * width + x) * 3);
    }
    const jpeg = encodeJpeg(rgb, width, height);
    expect(imageTypeOf(jpeg)).toBe('jpeg');
    const decoded = decode(jpeg, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    const at = (x: number, y: number) => Array.from(decoded.data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3));
    for (const [[x, y], expected] of [
      [[5, 10], [20, 40, 120]],
      [[40, 20], [240, 170, 60]],
    ] as const) {
      at(x, y).forEach((value, i) => expect(Math.abs(value - expected[i]!)).toBeLessThanOrEqual(6));
    }
  });

  it('makes a scene photo far smaller than the PNG of the same pixels', () => {
    const rgb = renderScene({ seed: 'photo-test', kind: 'pipes', width: 800, height: 480 });
    const jpeg = encodeJpeg(rgb, 800, 480);
    expect(jpeg.length).toBeLessThan(100_000);
    expect(jpeg.length * 5).toBeLessThan(encodePng(rgb, 800, 480).length);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodeJpeg(new Uint8Array(5), 2, 1)).toThrow(/expected 6/);
  });
});

describe('imageTypeOf', () => {
  it('tells PNG and JPEG from their signatures and refuses anything else', () => {
    expect(imageTypeOf(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(imageTypeOf(Buffer.from('ffd8ffe000104a46', 'hex'))).toBe('jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a....', 'latin1'))).toBeNull();
  });
});

describe('photoAsPng', () => {
  it('re-encodes a JPEG as a PNG of the same size and keeps a PNG as it is', () => {
    const rgb = renderScene({ seed: 'photo-png', kind: 'motor', width: 64, height: 40 });
    const png = encodePng(rgb, 64, 40);
    expect(photoAsPng(png)).toEqual(png);
    const converted = photoAsPng(encodeJpeg(rgb, 64, 40));
    expect(imageTypeOf(converted)).toBe('png');
    expect(readPngSize(converted)).toEqual({ width: 64, height: 40 });
    expect(photoExtension(encodeJpeg(rgb, 64, 40))).toBe('jpg');
    expect(photoExtension(png)).toBe('png');
  });

  it('refuses bytes that are neither', () => {
    expect(() => photoAsPng(Buffer.from('GIF89a....', 'latin1'))).toThrow(/not a PNG or JPEG/);
  });
});
