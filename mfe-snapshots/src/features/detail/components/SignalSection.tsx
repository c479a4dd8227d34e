import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand, snapshotEditsApi, type SnapshotDetail } from 'shared-core';
import { downloadBlob, useSnackbar } from 'shared-ui';
import { detailQueries } from '../api/detailQueries';
import { SignalWaveform } from './SignalWaveform';

/**
 * The time signal (spec 000 section 2): read when shown; signalUnavailable when there is none.
 * Editions with the auralised WAV (UE) offer the recording made audible as a download.
 */
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
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SignalWaveform samples={signal.data.samples} rateHz={signal.data.rateHz} label={t('detail.signal.label')} secondsUnit={seconds} />
      {brand.capabilities.auralizedWav && <AudibleWavButton snapshot={snapshot} />}
    </Space>
  );
}

/** Downloads GET .../audible-wav/ as `<file name>-audible.wav`. */
function AudibleWavButton({ snapshot }: { snapshot: SnapshotDetail }) {
  const { t } = useTranslation('snapshots');
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const base = (snapshot.file_name ?? `snapshot-${snapshot.id}`).replace(/\.[^.]+$/, '');
      downloadBlob(await snapshotEditsApi.audibleWav(snapshot.id), `${base}-audible.wav`);
    } catch {
      snackbar.error(t('detail.signal.audibleFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('detail.signal.audibleWav')}
    </Button>
  );
}
