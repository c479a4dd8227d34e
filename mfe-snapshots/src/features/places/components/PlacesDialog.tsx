import { lazy, Suspense } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from 'shared-ui';
import type { PlacesVisit } from '../types';

// The dialog's content (clusters, routes, their maps, antd's Radio) loads when the dialog first
// opens, not with the list that carries the closed dialog.
const PlacesContent = lazy(() => import('./PlacesContent').then((m) => ({ default: m.PlacesContent })));

export interface PlacesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the picked visit; the dialog closes afterwards. */
  onPickVisit: (visit: PlacesVisit) => void;
  /** Open on the routes view with this day's route (`YYYY-MM-DD`), as the route icon of a date heading does. */
  initialRouteDate?: string;
  /** XYZ tile URL of the deployment's map tiles; without it maps use the offline basemap. */
  tileUrl?: string;
}

/**
 * Places dialog of the snapshot list (spec 000 section 2): location clusters with a small map,
 * snapshot count and visit dates, or routes per day, in a window back from the newest
 * snapshot. Full screen on phones. Its state starts afresh each time it opens.
 */
export function PlacesDialog({ open, onClose, onPickVisit, initialRouteDate, tileUrl }: PlacesDialogProps) {
  const { t } = useTranslation('snapshots');
  const isPhone = useIsPhone();
  return (
    <Modal
      open={open}
      title={t('places.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={isPhone ? '100%' : 1000}
      style={isPhone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      styles={{
        container: isPhone ? { minHeight: '100dvh', borderRadius: 0 } : undefined,
        body: isPhone ? undefined : { maxHeight: '72vh', overflowY: 'auto' },
      }}
    >
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <PlacesContent
          initialRouteDate={initialRouteDate}
          tileUrl={tileUrl}
          onPickVisit={(visit) => {
            onPickVisit(visit);
            onClose();
          }}
        />
      </Suspense>
    </Modal>
  );
}
