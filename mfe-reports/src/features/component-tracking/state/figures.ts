import type { TFunction } from 'i18next';
import {
  formatLeakSize,
  formatMoney,
  leakSizeBand,
  lpmToCfm,
  numberFormat,
  type Component,
  type ComponentLeakPoint,
  type ComponentMechanicalPoint,
  type ComponentPdPoint,
  type CustomerSettings,
  type LeakSizeBand,
  type SeverityBand,
} from 'shared-core';
import { formatPercent } from './formatPercent';

/**
 * How a component's figures read, by its type: a leak's size in the user's flow unit
 * with the size band of the user's thresholds (shared-core `leakSizeBand`, as the snapshot cards)
 * and its yearly cost; a PD's likeliest class with its confidence and the severity band; a
 * mechanical recording's kurtosis and crest factor. Never a percentage for a leak.
 */

/** One point of a history with its kind, so its figures can be read without a cast. */
export type ComponentFigure =
  | { kind: 'leak'; point: ComponentLeakPoint }
  | { kind: 'pd'; point: ComponentPdPoint }
  | { kind: 'mechanical'; point: ComponentMechanicalPoint };

export type FlowUnit = 'lpm' | 'cfm';
/** The report type names (`type.*` of the reports namespace) of each component kind. */
export const KIND_TYPE = { leak: 'Leak', pd: 'PD', mechanical: 'Mechanical' } as const;
/** Unit symbols are data (the same in every language). */
export const UNIT_SYMBOL: Record<FlowUnit, string> = { lpm: 'l/min', cfm: 'cfm' };
/** The customer settings' default size thresholds, l/min, until the settings are in. */
export const DEFAULT_THRESHOLDS = { low: 5, high: 15 } as const;
/** Leak size band colours: green, amber, red (the snapshot cards' colours). */
export const LEAK_COLOUR: Record<LeakSizeBand, string> = { small: 'green', medium: 'gold', large: 'red' };
/** PD severity band colours (the snapshot analysis uses the same four). */
export const BAND_COLOUR: Record<SeverityBand, string> = { low: '#52c41a', medium: '#faad14', high: '#fa541c', veryHigh: '#cf1322' };

/** What the texts depend on: the language and the user's unit and thresholds. */
export interface FigureFormat {
  t: TFunction<'reports'>;
  language: string;
  unit: FlowUnit;
  thresholds: { low: number; high: number };
}

/** The format of the user's settings (defaults while they load or when they cannot be read). */
export function figureFormat(t: TFunction<'reports'>, language: string, settings: CustomerSettings | undefined): FigureFormat {
  return {
    t,
    language,
    unit: settings?.leak_size_unit === 'CFM' ? 'cfm' : 'lpm',
    thresholds: { low: settings?.leak_size_severity_low_lpmin ?? DEFAULT_THRESHOLDS.low, high: settings?.leak_size_severity_high_lpmin ?? DEFAULT_THRESHOLDS.high },
  };
}

/** A flow in l/min in the user's unit. */
export const inUnit = (lpm: number, unit: FlowUnit): number => (unit === 'cfm' ? lpmToCfm(lpm) : lpm);
/** "12.4 l/min", "0.438 cfm" (spec 000 section 9's digits). */
export const leakSizeText = (lpm: number, unit: FlowUnit): string => `${formatLeakSize(inUnit(lpm, unit), unit)} ${UNIT_SYMBOL[unit]}`;
/** Kurtosis and crest factor to one decimal, in the language's digits. */
export const ratioText = (value: number, language: string): string => numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** A leak's size band by the user's thresholds. */
export const leakBandOf = (lpm: number, f: FigureFormat): LeakSizeBand => leakSizeBand(lpm, f.thresholds.low, f.thresholds.high);

/** The figure of `snapshotId` in the history, or of its latest point without one. */
export function figureOf(history: Component['history'], snapshotId?: number): ComponentFigure | null {
  if (!history) return null;
  const pick = <P extends { snapshotId: number }>(points: readonly P[]) => (snapshotId === undefined ? points[points.length - 1] : points.find((p) => p.snapshotId === snapshotId));
  if (history.kind === 'leak') {
    const point = pick(history.points);
    return point ? { kind: 'leak', point } : null;
  }
  if (history.kind === 'pd') {
    const point = pick(history.points);
    return point ? { kind: 'pd', point } : null;
  }
  const point = pick(history.points);
  return point ? { kind: 'mechanical', point } : null;
}

/** A figure as one line of text, its colour and the band it says (for tests and styles). */
export function figureText(figure: ComponentFigure, f: FigureFormat): { text: string; colour: string; band: string } {
  const { t, language } = f;
  if (figure.kind === 'leak') {
    const p = figure.point;
    if (!p.reported) return { text: t('noLeak'), colour: 'default', band: 'none' };
    const band = leakBandOf(p.leakLpm, f);
    const cost = p.costPerYear === null ? '' : ` · ${t('components.figure.costPerYear', { cost: formatMoney(p.costPerYear, p.currency, language) })}`;
    return { text: `${leakSizeText(p.leakLpm, f.unit)} · ${t(`components.figure.leakBand.${band}`)}${cost}`, colour: LEAK_COLOUR[band], band };
  }
  if (figure.kind === 'pd') {
    const p = figure.point;
    const severity = t('components.figure.pdSeverity', { band: t(`band.${p.band}`) });
    const likeliest = p.topClass ? `${t(`pdClass.${p.topClass.name}`)} ${formatPercent(p.topClass.confidence * 100, language)} · ` : '';
    return { text: `${likeliest}${severity}`, colour: BAND_COLOUR[p.band], band: p.band };
  }
  const p = figure.point;
  const values =
    p.crestFactor === null
      ? t('components.figure.kurtosis', { kurtosis: ratioText(p.kurtosis, language) })
      : t('components.figure.mechanical', { kurtosis: ratioText(p.kurtosis, language), crest: ratioText(p.crestFactor, language) });
  const fault = p.possibleFault ? t('field.possibleFault') : t('noFault');
  return { text: `${values} · ${fault}`, colour: p.possibleFault ? 'red' : 'green', band: p.possibleFault ? 'fault' : 'noFault' };
}
