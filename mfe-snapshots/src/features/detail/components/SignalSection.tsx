import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SnapshotDetail } from 'shared-core';
import { detailQueries } from '../api/detailQueries';
import { SignalWaveform } from './SignalWaveform';

/** The time signal (spec 000 section 2): read when shown; signalUnavailable when there is none. */
export function SignalSection({ snapshot }: { snapshot: SnapshotDetail }) {
  const { t, i18n } = useTranslation('snapshots');
  const available = snapshot.signal_available && !!snapshot.signal;
  const signal = useQuery({ ...detailQueries.signal(snapshot.id), enabled: available });
  const seconds = useCallback(
    (s: number) => new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'second', unitDisplay: 'narrow', maximumFractionDigits: 2 }).format(s),
    [i18n.language],
  );
  if (!available || signal.isError || (signal.data && signal.data.samples.length === 0)) return <Alert type="info" showIcon title={t('detail.signal.unavailable')} />;
  if (!signal.data) return <Spin />;
  return <SignalWaveform samples={signal.data.samples} rateHz={signal.data.rateHz} label={t('detail.signal.label')} secondsUnit={seconds} />;
}
