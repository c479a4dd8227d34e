/**
 * Single heatmap mode (spec 000 section 3, heatmap modes multi or single): keeps only the source
 * around the loudest cell. Starting at the loudest cell, the region of 4-connected cells louder
 * than `floor` is kept; every other cell becomes -Infinity (drawn transparent). In multi mode the
 * frame is drawn as is, so every source above the floor shows.
 *
 * Pure; writes into `out` when given (a slider or video redraws without allocating).
 */
export function isolateLoudestSource(
  frame: ArrayLike<number>,
  width: number,
  height: number,
  floor: number,
  out: Float32Array = new Float32Array(frame.length),
): Float32Array {
  out.fill(Number.NEGATIVE_INFINITY);
  let loudest = -1;
  let loudestValue = floor;
  for (let i = 0; i < frame.length; i += 1) {
    if (frame[i]! > loudestValue) {
      loudestValue = frame[i]!;
      loudest = i;
    }
  }
  if (loudest < 0) return out;
  const stack = [loudest];
  const seen = new Uint8Array(frame.length);
  seen[loudest] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    out[i] = frame[i]!;
    const x = i % width;
    const y = (i - x) / width;
    const visit = (n: number) => {
      if (!seen[n] && frame[n]! > floor) {
        seen[n] = 1;
        stack.push(n);
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (y > 0) visit(i - width);
    if (y < height - 1) visit(i + width);
  }
  return out;
}
