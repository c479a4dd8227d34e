import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIO, brand, numberFormat, snapshotEditsApi, type SnapshotDetail } from 'shared-core';
import { downloadBlob, useSnackbar } from 'shared-ui';
import { detailQueries } from '../api/detailQueries';
import { recordingSeconds } from '../state/waveform';
import { SignalWaveform, WAVEFORM_COLUMNS } from './SignalWaveform';

/**
 * The time signal (spec 000 section 2): read when shown; signalUnavailable when there is none.
 * Editions with the auralised WAV (UE) offer the recording made audible as a download.
 */
export function SignalSection({ snapshot }: { snapshot: SnapshotDetail }) {
  const { t, i18n } = useTranslation('snapshots');
  const available = snapshot.signal_available && !!snapshot.signal;
  const signal = useQuery({ ...detailQueries.signalEnvelope(snapshot.id, WAVEFORM_COLUMNS), enabled: available });
  const seconds = useCallback(
    (s: number) => numberFormat(i18n.language, { style: 'unit', unit: 'second', unitDisplay: 'narrow', maximumFractionDigits: 2 }).format(s),
    [i18n.language],
  );
  const pascal = useCallback((pa: number) => `${numberFormat(i18n.language, { maximumSignificantDigits: 3 }).format(pa)} Pa`, [i18n.language]);
  const window = useMemo(() => ({ startS: snapshot.analysis_time, lengthS: AUDIO.windowS }), [snapshot.analysis_time]);
  if (!available || signal.isError || (signal.data && signal.data.durationS === 0)) return <Alert type="info" showIcon title={t('common:errors.signalUnavailable')} />;
  if (!signal.data) return <Spin />;
  const recordingS = recordingSeconds(snapshot.meta.duration, signal.data.durationS);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SignalWaveform
        envelope={signal.data}
        recordingS={recordingS}
        window={window}
        label={t('detail.signal.described', { recording: seconds(recordingS), start: seconds(window.startS), length: seconds(window.lengthS) })}
        secondsUnit={seconds}
        pascalUnit={pascal}
      />
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
