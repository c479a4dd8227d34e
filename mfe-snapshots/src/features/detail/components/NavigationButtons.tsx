import { forwardRef } from 'react';
import { HomeOutlined, LeftOutlined, RightOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export interface NavigationProps {
  homeHref: string;
  previousHref: string | null;
  nextHref: string | null;
  starred: boolean;
  onToggleStar: () => void;
  /** Icon-only buttons (phone top bar). */
  compact?: boolean;
}

/** Home, previous, next and star (the phone top bar and the desktop header share them). */
export const NavigationButtons = forwardRef<HTMLDivElement, NavigationProps>(function NavigationButtons(
  { homeHref, previousHref, nextHref, starred, onToggleStar, compact },
  ref,
) {
  const { t } = useTranslation('snapshots');
  const navigate = useNavigate();
  const button = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={compact ? label : undefined}>
      <Button icon={icon} onClick={onClick} disabled={disabled} aria-label={label}>
        {compact ? null : label}
      </Button>
    </Tooltip>
  );
  return (
    <div ref={ref}>
      <Space wrap size={8}>
        {button(t('detail.home'), <HomeOutlined />, () => navigate(homeHref))}
        {button(t('detail.previous'), <LeftOutlined />, () => previousHref && navigate(previousHref), !previousHref)}
        {button(t('detail.next'), <RightOutlined />, () => nextHref && navigate(nextHref), !nextHref)}
        <Tooltip title={starred ? t('detail.unstar') : t('detail.star')}>
          <Button
            icon={starred ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
            onClick={onToggleStar}
            aria-label={starred ? t('detail.unstar') : t('detail.star')}
            aria-pressed={starred}
          />
        </Tooltip>
      </Space>
    </div>
  );
});
