import { useCallback } from 'react';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { analysisKindFor, cfmToLpm, formatLeakSize, formatMoney, isLeakReported, leakSizeBand, severityBand, useCustomerSettings, type LeakSizeBand, type SnapshotListItem } from 'shared-core';

/** Severity band colours, as the PD card's bar uses them. */
const BAND_COLOUR = { low: 'green', medium: 'gold', high: 'volcano', veryHigh: 'red' } as const;
/** Leak size band colours: green, amber, red, with the band's word beside the size (readable without colour). */
const LEAK_COLOUR: Record<LeakSizeBand, string> = { small: 'green', medium: 'gold', large: 'red' };
/** The customer settings' defaults, until the settings are in. */
const DEFAULT_THRESHOLDS = { low: 5, high: 15 };
/** Unit symbols are data (the same in every language). */
const UNIT = { lpm: 'l/min', cfm: 'cfm' } as const;

/** The type at a glance as plain text (the PNG export's caption): what the badge says. */
export function typeText(snapshot: Pick<SnapshotListItem, 'device_analysis_type' | 'leak' | 'pd' | 'mech'>, t: TFunction<'snapshots'>): string | null {
  const kind = analysisKindFor(snapshot.device_analysis_type);
  if (kind === 'leak') {
    const leak = snapshot.leak;
    return leak && leak.leakSize !== null && isLeakReported(leak) ? `${formatLeakSize(leak.leakSize, leak.unit)} ${UNIT[leak.unit]}` : t('list.card.noLeak');
  }
  if (kind === 'pd' && snapshot.pd) {
    const band = severityBand(snapshot.pd.severity_min, snapshot.pd.severity_max);
    const likeliest = [...snapshot.pd.classification].sort((a, b) => b.confidence - a.confidence)[0];
    const severity = t('list.card.severity', { severity: t(`severity.${band}`) });
    return likeliest ? `${t(`pd.${likeliest.name}`)} · ${severity}` : severity;
  }
  if (snapshot.mech?.analysis_available) return snapshot.mech.possible_fault ? t('chips.fault') : t('chips.noFault');
  return null;
}

/**
 * A reported leak's size, coloured and worded by the user's size thresholds (customer settings),
 * with its yearly cost when cost mode is on.
 */
function LeakTag({ size, unit, cost, currency }: { size: number; unit: 'lpm' | 'cfm'; cost?: number | null; currency?: string }) {
  const { t, i18n } = useTranslation('snapshots');
  const settings = useCustomerSettings().data;
  const band = leakSizeBand(
    unit === 'cfm' ? cfmToLpm(size) : size,
    settings?.leak_size_severity_low_lpmin ?? DEFAULT_THRESHOLDS.low,
    settings?.leak_size_severity_high_lpmin ?? DEFAULT_THRESHOLDS.high,
  );
  return (
    <Tag color={LEAK_COLOUR[band]} data-testid="card-type" data-band={band}>
      {`${formatLeakSize(size, unit)} ${UNIT[unit]} · ${t(`list.card.leakBand.${band}`)}`}
      {typeof cost === 'number' && Number.isFinite(cost) && currency ? ` · ${t('list.card.costPerYear', { cost: formatMoney(cost, currency, i18n.language) })}` : null}
    </Tag>
  );
}

/**
 * The type of a snapshot at a glance on its card: a leak's size with its
 * unit and size band and its yearly cost when costed (or no leak, by the leak-reporting rule of
 * spec 000 section 5), a PD's
 * likeliest class and severity, coloured by its band, a mechanical recording's fault indicator.
 */
export function TypeBadge({ snapshot }: { snapshot: SnapshotListItem }) {
  const { t } = useTranslation('snapshots');
  const kind = analysisKindFor(snapshot.device_analysis_type);
  if (kind === 'leak') {
    const leak = snapshot.leak;
    if (leak && leak.leakSize !== null && isLeakReported(leak)) return <LeakTag size={leak.leakSize} unit={leak.unit} cost={leak.cost} currency={leak.currency} />;
    return <Tag data-testid="card-type">{t('list.card.noLeak')}</Tag>;
  }
  if (kind === 'pd' && snapshot.pd) {
    const band = severityBand(snapshot.pd.severity_min, snapshot.pd.severity_max);
    const likeliest = [...snapshot.pd.classification].sort((a, b) => b.confidence - a.confidence)[0];
    const severity = t(`severity.${band}`);
    // The severity as a word too, not only as the colour.
    return (
      <Tag color={BAND_COLOUR[band]} data-testid="card-type" title={t('list.card.severity', { severity })} data-band={band}>
        {likeliest ? `${t(`pd.${likeliest.name}`)} · ${severity}` : severity}
      </Tag>
    );
  }
  if (snapshot.mech?.analysis_available) {
    return (
      <Tag color={snapshot.mech.possible_fault ? 'red' : 'green'} data-testid="card-type">
        {snapshot.mech.possible_fault ? t('chips.fault') : t('chips.noFault')}
      </Tag>
    );
  }
  return null;
}

/** A stable render function for the cards' `renderType`. */
export function useRenderType() {
  return useCallback((snapshot: SnapshotListItem) => <TypeBadge snapshot={snapshot} />, []);
}
