import { FileTextOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The reports menu in the top bar (spec 000 section 2); report dialogs join it in the reports issue. */
export function ReportsMenu() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: [{ key: 'components', label: t('menu.components'), onClick: () => navigate('/components') }] }}
    >
      <Button type="text" icon={<FileTextOutlined />} aria-label={t('menu.label')}>
        <span className="acv-hide-phone">{t('menu.label')}</span>
      </Button>
    </Dropdown>
  );
}
