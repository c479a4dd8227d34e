import { DeleteOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueText, messageFor, type Device } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { useRemoveCamera } from '../api/useCameraMutations';
import { cameraName } from '../state/cameraList';

/**
 * Whether the user may remove this camera: their own active pairing, not an organization's
 * camera (spec 001 section 6; the server refuses it anyway).
 */
export const canRemoveCamera = (device: Device): boolean =>
  device.ownership.isActive && device.ownership.isOwn && !device.isOrganizationDevice;

/** Remove camera: confirm, then expect SUCCESS; a failure shows the catalogue's text (spec 001 section 8). */
export function RemoveCameraButton({ device, compact }: { device: Device; compact?: boolean }) {
  const { t } = useTranslation('cameras');
  const { modal } = App.useApp();
  const snackbar = useSnackbar();
  const remove = useRemoveCamera(device.serial);
  const name = cameraName(device);
  const confirm = () =>
    modal.confirm({
      title: t('remove.title', { name }),
      content: t('remove.text'),
      okText: t('remove.confirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync();
          snackbar.success(t('remove.done', { name }));
        } catch (error) {
          snackbar.error(catalogueText(messageFor(error, 'cameraRemoval'), t));
        }
      },
    });
  return (
    <Button type="text" danger icon={<DeleteOutlined />} loading={remove.isPending} onClick={confirm} aria-label={compact ? t('remove.button') : undefined}>
      {compact ? null : t('remove.button')}
    </Button>
  );
}
