import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** ONLINE or OFFLINE as a coloured tag; another word is shown as the server sends it. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('cameras');
  if (status === 'ONLINE') return <Tag color="green">{t('status.online')}</Tag>;
  if (status === 'OFFLINE') return <Tag>{t('status.offline')}</Tag>;
  return <Tag>{status}</Tag>;
}
