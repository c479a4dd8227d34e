import { LinkOutlined } from '@ant-design/icons';
import { Drawer, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brand, cameraRoutes } from 'shared-core';
import { NavRail } from '../nav/NavRail';

/** Where the phone menu's pairing entry goes: the cameras page, which opens its pairing dialog. */
export const PAIRING_PATH = cameraRoutes.pair();

/**
 * The condensed menu of phones (spec 000 section 2: the rail is hidden, and the menu adds
 * pairing). `canPair`: web only (spec 000 section 6) and a cameras area in this deployment.
 */
export function PhoneMenu({ open, onClose, canPair }: { open: boolean; onClose: () => void; canPair: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={260}
      title={brand.productTitle}
      styles={{ body: { padding: 0, background: brand.theme.colorNavBackground } }}
    >
      <NavRail onNavigate={onClose} />
      {canPair && (
        <Menu
          theme="dark"
          mode="inline"
          selectable={false}
          aria-label={t('nav.phoneActions')}
          items={[{ key: 'pair', icon: <LinkOutlined />, label: t('nav.pairCamera') }]}
          onClick={() => {
            navigate(PAIRING_PATH);
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}
