import type { ReactNode, Ref } from 'react';
import { CompressOutlined, ExpandOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NavigationButtons, type NavigationProps } from './NavigationButtons';

export interface DetailHeaderProps extends NavigationProps {
  title: string;
  shrunken: boolean;
  onToggleShrunken: () => void;
  onHelp: () => void;
  /** The delete button, or nothing for demo users. */
  deleteButton?: ReactNode;
  navRef?: Ref<HTMLDivElement>;
}

/** Desktop header: breadcrumb, home, previous, next, star, delete, shrink and the help tour. */
export function DetailHeader({ title, shrunken, onToggleShrunken, onHelp, deleteButton, navRef, ...nav }: DetailHeaderProps) {
  const { t } = useTranslation('snapshots');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <Breadcrumb
        style={{ flex: '1 1 240px', minWidth: 0 }}
        items={[{ title: <Link to={nav.homeHref}>{t('detail.breadcrumbList')}</Link> }, { title: <span style={{ overflowWrap: 'anywhere' }}>{title}</span> }]}
      />
      <NavigationButtons ref={navRef} {...nav} />
      <Space wrap size={8}>
        <Button icon={shrunken ? <ExpandOutlined /> : <CompressOutlined />} onClick={onToggleShrunken} aria-pressed={shrunken}>
          {shrunken ? t('detail.enlarge') : t('detail.shrink')}
        </Button>
        {deleteButton}
        <Button icon={<QuestionCircleOutlined />} onClick={onHelp}>
          {t('detail.help')}
        </Button>
      </Space>
    </div>
  );
}
