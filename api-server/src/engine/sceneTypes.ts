/** A point on a picture, as fractions of its width (x, 0 = left) and height (y, 0 = top). */
export interface ScenePoint {
  x: number;
  y: number;
}
