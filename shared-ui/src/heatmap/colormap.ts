/**
 * A 256-entry RGB lookup table (flat: r, g, b per entry) from blue through cyan, green and
 * yellow to red, the usual acoustic-camera palette. Built once; index 0 is the quietest.
 */
export function jetColormap(): Uint8Array {
  const lut = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i += 1) {
    const x = i / 255;
    const channel = (centre: number) => Math.round(255 * Math.max(0, Math.min(1, 1.5 - Math.abs(4 * x - centre))));
    lut[i * 3] = channel(3);
    lut[i * 3 + 1] = channel(2);
    lut[i * 3 + 2] = channel(1);
  }
  return lut;
}

export const JET = jetColormap();
