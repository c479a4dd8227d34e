import { RUBBER_BAND } from 'shared-core';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The rectangle between the press and the pointer, or null while under the 40 px threshold (spec 000 section 9). */
export function bandRect(start: { x: number; y: number }, now: { x: number; y: number }, thresholdPx = RUBBER_BAND.thresholdPx): Rect | null {
  if (Math.hypot(now.x - start.x, now.y - start.y) < thresholdPx) return null;
  return {
    left: Math.min(start.x, now.x),
    top: Math.min(start.y, now.y),
    right: Math.max(start.x, now.x),
    bottom: Math.max(start.y, now.y),
  };
}

/** Ids of the cards whose rectangles the band touches. */
export function idsInBand(band: Rect, cards: Array<{ id: number; rect: Rect }>): number[] {
  return cards
    .filter(({ rect }) => rect.left < band.right && rect.right > band.left && rect.top < band.bottom && rect.bottom > band.top)
    .map(({ id }) => id);
}
