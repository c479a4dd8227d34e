import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_REFUSAL_REASONS, type DownloadRefusal } from 'shared-core';
import { snapshotLabels } from '../state/snapshotLabels';

/** A refusal's reason in the user's language; a reason this viewer does not know reads as not exported. */
export function refusalText(reason: string, t: TFunction): string {
  return (DOWNLOAD_REFUSAL_REASONS as readonly string[]).includes(reason) ? t(`bulk.downloadDialog.refused.${reason}`) : t('bulk.downloadDialog.refused.other');
}

/**
 * The snapshots (or files of them) a bulk download left out, each by name with its reason: the
 * server's name, else the card's label, else `#id`.
 */
export function DownloadRefused({ refused }: { refused: readonly DownloadRefusal[] }) {
  const { t } = useTranslation('snapshots');
  const labels = snapshotLabels(useQueryClient(), refused.map((r) => r.id));
  return (
    <ul data-testid="download-refused" style={{ margin: 0, paddingInlineStart: 20, maxHeight: 160, overflow: 'auto', textAlign: 'start' }}>
      {refused.map((r) => (
        <li key={`${r.id}:${r.reason}`} data-testid="download-refused-item">
          <Typography.Text strong>{r.name || labels.get(r.id)}</Typography.Text> — {refusalText(r.reason, t)}
        </li>
      ))}
    </ul>
  );
}
