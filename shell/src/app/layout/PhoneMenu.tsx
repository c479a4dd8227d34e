import { LinkOutlined } from '@ant-design/icons';
import { Drawer, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brand } from 'shared-core';
import { NavRail } from '../nav/NavRail';

/**
 * Where the phone menu's pairing entry goes: the cameras area opens its pairing dialog when its
 * route carries `pair=1` (the shell binds the link; it never imports the cameras area).
 */
export const PAIRING_PATH = '/cameras?pair=1';

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
