import { KeyOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * How many license keys the reseller may still create (spec 001 section 3 `remaining_keys`),
 * always in view beside the page heading; red at 0, when no key can be created.
 */
export function RemainingKeys({ count }: { count: number }) {
  const { t } = useTranslation('reseller');
  return (
    <Tag
      data-testid="remaining-keys"
      icon={<KeyOutlined />}
      color={count > 0 ? 'blue' : 'red'}
      role="status"
      style={{ fontSize: 14, padding: '4px 10px', marginInlineEnd: 0 }}
    >
      {t('remaining.label', { remaining: count })}
    </Tag>
  );
}
