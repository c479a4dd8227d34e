import { DeleteOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'shared-ui';

/**
 * Delete with confirmation (spec 000 section 2): on success `snapshotDeleteSuccessful` and back to
 * the list, otherwise `snapshotDeleteFailed`. Not rendered for demo users (the page decides).
 */
export function DeleteButton({ onDelete, onDeleted }: { onDelete: () => Promise<void>; onDeleted: () => void }) {
  const { t } = useTranslation('snapshots');
  const { modal } = App.useApp();
  const snackbar = useSnackbar();
  const confirm = () =>
    modal.confirm({
      title: t('detail.delete.confirmTitle'),
      content: t('detail.delete.confirmText'),
      okText: t('detail.delete.confirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await onDelete();
          snackbar.success(t('detail.snapshotDeleteSuccessful'));
          onDeleted();
        } catch {
          snackbar.error(t('detail.snapshotDeleteFailed'));
        }
      },
    });
  return (
    <Button danger icon={<DeleteOutlined />} onClick={confirm}>
      {t('detail.delete.button')}
    </Button>
  );
}
