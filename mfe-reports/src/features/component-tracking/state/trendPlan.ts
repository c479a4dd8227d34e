import { formatMoney, numberFormat, type Component, type ComponentKind } from 'shared-core';
import { figureOf, inUnit, leakBandOf, leakSizeText, ratioText, UNIT_SYMBOL, type ComponentFigure, type FigureFormat } from './figures';
import { formatPercent } from './formatPercent';

/**
 * What the component chart draws for each type: the type's own measures with the unit
 * on the axis (a leak's size in the user's unit and its yearly cost on a second axis; a PD's
 * severity band in percent and the likeliest class's probability; a mechanical recording's
 * kurtosis and crest factor), the table the chart falls back to, and the tooltip's rows.
 */

/** One measured snapshot of the history. */
export interface TrendRow {
  key: number;
  snapshotId: number;
  time: number;
  fixed: boolean;
  figure: ComponentFigure;
}

/** A drawn measure: its name, its value per row (null: none at that row) and how a value reads. */
export interface TrendMeasure {
  name: string;
  axis: 0 | 1;
  values: (number | null)[];
  format: (value: number, row: TrendRow) => string;
  /** PD: the band from minimum to maximum severity, drawn as a stacked area. */
  band?: 'min' | 'max';
}

/** An axis: its name (the unit) and bounds. */
export interface TrendAxis {
  name: string;
  min?: number;
  max?: number;
  format: (value: number) => string;
}

export interface TrendPlan {
  axes: TrendAxis[];
  measures: TrendMeasure[];
  /** The value repairs are marked at and the trend line is drawn in (the trend's own measure). */
  primary: (row: TrendRow) => number;
  /** The trend line's value in the unit shown (the server's is in l/min for a leak). */
  trendValue: (value: number) => number;
  /** The words that go with a row besides its measures (band, class, fault). */
  notes: (row: TrendRow) => { label: string; value: string }[];
}

/** The history's measurements as rows, oldest first. */
export function trendRows(history: Component['history']): TrendRow[] {
  if (!history) return [];
  return history.points.map((p) => {
    const figure = figureOf(history, p.snapshotId)!;
    return { key: p.snapshotId, snapshotId: p.snapshotId, time: Date.parse(p.created_date), fixed: p.fixed, figure };
  });
}

const leakOf = (row: TrendRow) => (row.figure.kind === 'leak' ? row.figure.point : null);
const pdOf = (row: TrendRow) => (row.figure.kind === 'pd' ? row.figure.point : null);
const mechanicalOf = (row: TrendRow) => (row.figure.kind === 'mechanical' ? row.figure.point : null);

function leakPlan(rows: TrendRow[], f: FigureFormat): TrendPlan {
  const { t, language, unit } = f;
  const costs = rows.map((r) => leakOf(r)?.costPerYear ?? null);
  // The axis is named in the latest costed leak's currency; each value keeps its own in the tooltip.
  const currency = [...rows].reverse().map(leakOf).find((p) => p !== null && p.costPerYear !== null)?.currency;
  const measures: TrendMeasure[] = [
    { name: t('field.leakSize'), axis: 0, values: rows.map((r) => inUnit(leakOf(r)?.leakLpm ?? 0, unit)), format: (_v, row) => (leakOf(row)?.reported ? leakSizeText(leakOf(row)!.leakLpm, unit) : t('noLeak')) },
  ];
  const axes: TrendAxis[] = [{ name: UNIT_SYMBOL[unit], min: 0, format: (v) => numberFormat(language).format(v) }];
  if (currency) {
    measures.push({ name: t('field.yearlyCost'), axis: 1, values: costs, format: (v, row) => formatMoney(v, leakOf(row)?.currency ?? currency, language) });
    axes.push({ name: currency, min: 0, format: (v) => formatMoney(v, currency, language) });
  }
  return {
    axes,
    measures,
    primary: (row) => inUnit(leakOf(row)?.leakLpm ?? 0, unit),
    trendValue: (value) => inUnit(value, unit),
    notes: (row) => {
      const p = leakOf(row);
      return p?.reported ? [{ label: t('component.chart.band'), value: t(`components.figure.leakBand.${leakBandOf(p.leakLpm, f)}`) }] : [];
    },
  };
}

function pdPlan(rows: TrendRow[], f: FigureFormat): TrendPlan {
  const { t, language } = f;
  const percent = (v: number) => formatPercent(v, language);
  return {
    axes: [{ name: '%', min: 0, max: 100, format: percent }],
    measures: [
      // The band: the minimum, and the span up to the maximum stacked on it (the tooltip says the maximum).
      { name: t('component.chart.min'), axis: 0, values: rows.map((r) => pdOf(r)?.min ?? null), format: (v) => percent(v), band: 'min' },
      { name: t('component.chart.max'), axis: 0, values: rows.map((r) => (pdOf(r) ? pdOf(r)!.max - pdOf(r)!.min : null)), format: (_v, row) => percent(pdOf(row)!.max), band: 'max' },
      { name: t('component.chart.probability'), axis: 0, values: rows.map((r) => (pdOf(r)?.topClass ? pdOf(r)!.topClass!.confidence * 100 : null)), format: (v) => percent(v) },
    ],
    primary: (row) => (pdOf(row) ? (pdOf(row)!.min + pdOf(row)!.max) / 2 : 0),
    trendValue: (value) => value,
    notes: (row) => {
      const p = pdOf(row);
      if (!p) return [];
      return [{ label: t('component.chart.band'), value: t(`band.${p.band}`) }, ...(p.topClass ? [{ label: t('field.pdType'), value: t(`pdClass.${p.topClass.name}`) }] : [])];
    },
  };
}

function mechanicalPlan(rows: TrendRow[], f: FigureFormat): TrendPlan {
  const { t, language } = f;
  const ratio = (v: number) => ratioText(v, language);
  return {
    // Kurtosis and crest factor are ratios: no unit, the axis names what it counts.
    axes: [{ name: t('component.chart.ratioAxis'), min: 0, format: ratio }],
    measures: [
      { name: t('field.kurtosis'), axis: 0, values: rows.map((r) => mechanicalOf(r)?.kurtosis ?? null), format: ratio },
      { name: t('field.crestFactor'), axis: 0, values: rows.map((r) => mechanicalOf(r)?.crestFactor ?? null), format: ratio },
    ],
    primary: (row) => mechanicalOf(row)?.kurtosis ?? 0,
    trendValue: (value) => value,
    notes: (row) => [{ label: t('field.possibleFault'), value: mechanicalOf(row)?.possibleFault ? t('yes') : t('no') }],
  };
}

/** The chart's plan for a component of `kind`. */
export function trendPlan(kind: ComponentKind, rows: TrendRow[], f: FigureFormat): TrendPlan {
  if (kind === 'leak') return leakPlan(rows, f);
  if (kind === 'pd') return pdPlan(rows, f);
  return mechanicalPlan(rows, f);
}
