import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from 'shared-ui';
import type { useUpdateAll } from '../api/useUpdateAll';
import { UpdateAllRowView } from './UpdateAllRowView';

/** The one progress list of "Update all": every camera of the run with its state. */
export function UpdateAllPanel({ open, onClose, updateAll }: { open: boolean; onClose: () => void; updateAll: ReturnType<typeof useUpdateAll> }) {
  const { t } = useTranslation('cameras');
  const isPhone = useIsPhone();
  return (
    <Drawer open={open} onClose={onClose} title={t('updateAll.progressTitle')} placement="right" size={isPhone ? '100%' : 440}>
      <ul data-testid="update-all-progress" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {updateAll.items.map((item) => (
          <UpdateAllRowView
            key={item.serial}
            item={item}
            task={updateAll.taskOf(item)}
            locked={updateAll.locked(item.serial)}
            onRetry={() => updateAll.retry(item)}
          />
        ))}
      </ul>
    </Drawer>
  );
}
