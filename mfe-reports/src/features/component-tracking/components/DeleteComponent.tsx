import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { componentQueries, componentsApi, type Component } from 'shared-core';
import { useSnackbar } from 'shared-ui';

/**
 * Deletes the component after a confirmation that names it (its snapshots are kept), then goes
 * back to the list. The list and every component query are refreshed; the deleted one's detail is
 * dropped first, so it is not fetched again only to answer 404.
 */
export function DeleteComponent({ component }: { component: Component }) {
  const { t } = useTranslation('reports');
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => componentsApi.remove(component.id),
    onSuccess: async () => {
      navigate('/components');
      queryClient.removeQueries({ queryKey: componentQueries.detail(component.id).queryKey });
      snackbar.success(t('component.delete.done', { name: component.name }));
      await queryClient.invalidateQueries({ queryKey: componentQueries.all });
    },
    onError: () => snackbar.error(t('component.delete.failed')),
  });
  return (
    <Popconfirm
      title={t('component.delete.confirm', { name: component.name })}
      description={t('component.delete.keeps')}
      okText={t('component.delete.ok')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel')}
      onConfirm={() => remove.mutateAsync().catch(() => undefined)}
    >
      <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="component-delete">
        {t('component.delete.open')}
      </Button>
    </Popconfirm>
  );
}
