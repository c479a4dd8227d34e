import { useState } from 'react';
import { DatePicker, Space, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SnapshotDetail } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { daysBetween, fixedDateError, fixedTimestampMs } from '../state/validation';

/**
 * Fixed toggle (spec 000 section 4): saves and reloads the detail; when fixed, a date picker for
 * the date the fix was found (not before the creation date) and the time since the snapshot.
 */
export function FixedToggle({ snapshot, onSave }: { snapshot: SnapshotDetail; onSave: (fixed: boolean, atMs?: number) => Promise<unknown> }) {
  const { t, i18n } = useTranslation('snapshots');
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const createdMs = Date.parse(snapshot.created_date);
  const fixedMs = snapshot.fixed_date ? Date.parse(snapshot.fixed_date) : null;

  const save = async (fixed: boolean, atMs?: number) => {
    setBusy(true);
    try {
      await onSave(fixed, atMs);
    } catch {
      snackbar.error(t('detail.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const pick = (day: Dayjs | null) => {
    if (!day) return;
    const problem = fixedDateError(day.valueOf(), createdMs, Date.now());
    setError(problem);
    if (!problem) void save(true, fixedTimestampMs(day.valueOf(), createdMs));
  };
  const days = fixedMs === null ? 0 : daysBetween(createdMs, fixedMs);
  const duration = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);

  return (
    <Space orientation="vertical" size={6}>
      <Space>
        <Switch checked={snapshot.fixed} loading={busy} onChange={(on) => void save(on, on ? Date.now() : undefined)} aria-label={t('detail.fixed.toggle')} />
        <Typography.Text>{snapshot.fixed ? t('detail.fixed.isFixed') : t('detail.fixed.notFixed')}</Typography.Text>
      </Space>
      {snapshot.fixed && (
        <>
          <Space wrap>
            <Typography.Text>{t('detail.fixed.foundDate')}</Typography.Text>
            <DatePicker
              aria-label={t('detail.fixed.foundDate')}
              allowClear={false}
              value={fixedMs === null ? null : dayjs(fixedMs)}
              disabledDate={(day) => fixedDateError(day.valueOf(), createdMs, Date.now()) !== null}
              onChange={pick}
            />
          </Space>
          {fixedMs !== null && <Typography.Text type="secondary">{t('detail.fixed.duration', { duration })}</Typography.Text>}
          {error && (
            <Typography.Text type="danger" role="alert">
              {t(`detail.${error}`)}
            </Typography.Text>
          )}
        </>
      )}
    </Space>
  );
}
