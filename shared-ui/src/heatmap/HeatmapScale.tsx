import { JET, numberFormat, type HeatmapRange } from 'shared-core';

/** CSS gradient stops of the colour map (every 16th entry is plenty for a bar). */
const GRADIENT = (() => {
  const stops: string[] = [];
  for (let i = 0; i < 256; i += 17) stops.push(`rgb(${JET[i * 3]}, ${JET[i * 3 + 1]}, ${JET[i * 3 + 2]}) ${((i / 255) * 100).toFixed(1)}%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
})();

/** A level in dB with one decimal in the user's language ("dB" is the same in every language). */
const formatDb = (value: number, language: string) => `${numberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value)} dB`;

export interface HeatmapScaleProps {
  /** The colour range drawn: `min` is the dynamic range (quietest colour), `max` the top colour. */
  range: HeatmapRange;
  /** Accessible name of the scale ("Colour scale"). */
  label: string;
  language: string;
}

/**
 * The dB colour scale of a heatmap: the colour map from the dynamic range
 * (left, transparent below it) to the recording's maximum (right), with the levels at both ends
 * and the middle, so a colour can be read as a level. It follows the dynamic-range slider.
 */
export function HeatmapScale({ range, label, language }: HeatmapScaleProps) {
  const middle = (range.min + range.max) / 2;
  return (
    <div role="img" aria-label={`${label}: ${formatDb(range.min, language)} – ${formatDb(range.max, language)}`} data-testid="heatmap-scale" style={{ marginTop: 8 }}>
      <div style={{ height: 10, borderRadius: 2, background: GRADIENT }} />
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'rgba(0, 0, 0, 0.65)', marginTop: 2 }} aria-hidden>
        <span data-testid="heatmap-scale-min">{formatDb(range.min, language)}</span>
        <span>{formatDb(middle, language)}</span>
        <span data-testid="heatmap-scale-max">{formatDb(range.max, language)}</span>
      </div>
    </div>
  );
}
