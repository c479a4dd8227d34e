import { FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { camerasQueries, catalogueText, MANUAL_CATEGORIES, messageFor, type Manual } from 'shared-core';

/**
 * Manuals of one camera (spec 001 section 2): datasheets, quickstarts, user manuals,
 * calibration certificate and licences, in the user's language where translated, otherwise
 * in English (the server says which; a tag marks a fallback).
 */
export function ManualList({ serial }: { serial: string }) {
  const { t, i18n } = useTranslation('cameras');
  const language = i18n.language;
  const manuals = useQuery(camerasQueries.manuals(serial, language));
  if (manuals.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (manuals.isError) return <Alert type="error" showIcon title={catalogueText(messageFor(manuals.error, 'listLoad'), t)} />;
  const rows: Manual[] = MANUAL_CATEGORIES.flatMap((category) => manuals.data.manuals[category]);
  if (!rows.length) return <Typography.Text type="secondary">{t('manuals.none')}</Typography.Text>;
  return (
    <List
      size="small"
      data-testid="manual-list"
      dataSource={rows}
      renderItem={(manual) => (
        <List.Item key={manual.id}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap', minWidth: 0 }}>
            <Tag>{t(`manuals.category.${manual.category}`)}</Tag>
            <a href={manual.url} target="_blank" rel="noreferrer noopener" style={{ overflowWrap: 'anywhere' }}>
              <FileTextOutlined /> {manual.title}
            </a>
            <Typography.Text type="secondary">{manual.version}</Typography.Text>
            {manual.language.split('-')[0] !== language.split('-')[0] && <Tag color="blue">{t('manuals.inLanguage', { language: manual.language.toUpperCase() })}</Tag>}
          </div>
        </List.Item>
      )}
    />
  );
}
