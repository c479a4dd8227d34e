import { FileTextOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useIsPhone } from 'shared-ui';

/** The reports menu in the top bar (spec 000 section 2); report dialogs join it in the reports issue. */
export function ReportsMenu() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: [{ key: 'components', label: t('menu.components'), onClick: () => navigate('/components') }] }}
    >
      <Button type="text" icon={<FileTextOutlined />} aria-label={t('menu.label')}>
        {isPhone ? null : t('menu.label')}
      </Button>
    </Dropdown>
  );
}
