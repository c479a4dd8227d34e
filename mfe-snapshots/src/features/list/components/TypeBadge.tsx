import { useCallback } from 'react';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { analysisKindFor, formatLeakSize, isLeakReported, severityBand, type SnapshotListItem } from 'shared-core';

/** Severity band colours, as the PD card's bar uses them. */
const BAND_COLOUR = { low: 'green', medium: 'gold', high: 'volcano', veryHigh: 'red' } as const;
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
 * The type of a snapshot at a glance on its card (issue #23 defect 10): a leak's size with its
 * unit (or no leak, by the leak-reporting rule of spec 000 section 5), a PD's likeliest class
 * coloured by its severity band, a mechanical recording's fault indicator.
 */
export function TypeBadge({ snapshot }: { snapshot: SnapshotListItem }) {
  const { t } = useTranslation('snapshots');
  const kind = analysisKindFor(snapshot.device_analysis_type);
  if (kind === 'leak') {
    const leak = snapshot.leak;
    if (leak && leak.leakSize !== null && isLeakReported(leak)) {
      return <Tag color="blue" data-testid="card-type">{`${formatLeakSize(leak.leakSize, leak.unit)} ${UNIT[leak.unit]}`}</Tag>;
    }
    return <Tag data-testid="card-type">{t('list.card.noLeak')}</Tag>;
  }
  if (kind === 'pd' && snapshot.pd) {
    const band = severityBand(snapshot.pd.severity_min, snapshot.pd.severity_max);
    const likeliest = [...snapshot.pd.classification].sort((a, b) => b.confidence - a.confidence)[0];
    const severity = t(`severity.${band}`);
    return (
      <Tag color={BAND_COLOUR[band]} data-testid="card-type" title={t('list.card.severity', { severity })} data-band={band}>
        {likeliest ? t(`pd.${likeliest.name}`) : severity}
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
