import { useCallback, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { componentQueries, componentsApi, type Component, type SnapshotListItem } from 'shared-core';
import { SnapshotCard, useIsPhone, useSnackbar } from 'shared-ui';
import { componentTrackingQueries } from '../api/componentTrackingQueries';
import { figureOf } from '../state/figures';
import { snapshotsMessage } from '../state/snapshotsMessage';
import { FigureTag } from './FigureTag';
import { SnapshotPicker } from './SnapshotPicker';

/** Snapshot cards shown at first, and per "show more". */
export const SNAPSHOTS_PAGE = 12;

const noop = () => undefined;

/**
 * The component's snapshots, newest first (spec 001 section 2), each linking to its detail
 * (#/snapshot/{id}) with its severity; snapshots are added with the picker and removed per card,
 * both through the component's PATCH (which replaces its list of snapshots).
 */
export function ComponentSnapshots({ component }: { component: Component }) {
  const { t } = useTranslation('reports');
  const isPhone = useIsPhone();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(SNAPSHOTS_PAGE);
  const [adding, setAdding] = useState<number[]>([]);
  const ids = component.snapshots.slice(0, shown);
  const details = useQueries({ queries: ids.map((id) => componentTrackingQueries.snapshot(id)) });

  const patch = useMutation({
    mutationFn: (snapshots: number[]) => componentsApi.patch(component.id, { snapshots }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(componentQueries.detail(component.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: componentQueries.list().queryKey });
    },
  });
  const add = () =>
    patch.mutate([...adding, ...component.snapshots], {
      onSuccess: () => {
        setAdding([]);
        snackbar.success(t('components.snapshots.added', { count: adding.length }));
      },
      onError: (error) => snackbar.error(snapshotsMessage(error) ?? t('components.snapshots.saveFailed')),
    });
  const remove = (id: number) =>
    patch.mutate(
      component.snapshots.filter((s) => s !== id),
      {
        onSuccess: () => snackbar.success(t('components.snapshots.removed')),
        onError: () => snackbar.error(t('components.snapshots.saveFailed')),
      },
    );

  // Each snapshot's card shows its own measurement as the component's type reads it.
  const renderType = useCallback(
    (snapshot: SnapshotListItem) => {
      const figure = figureOf(component.history, snapshot.id);
      return figure ? <FigureTag figure={figure} /> : null;
    },
    [component.history],
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexDirection: isPhone ? 'column' : 'row', alignItems: isPhone ? 'stretch' : 'flex-start' }}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <SnapshotPicker id="component-add-snapshots" value={adding} onChange={setAdding} exclude={component.snapshots} kind={component.kind} />
        </div>
        <Button type="primary" icon={<PlusOutlined />} disabled={!adding.length} loading={patch.isPending} onClick={add}>
          {t('components.snapshots.add')}
        </Button>
      </div>
      {!component.snapshots.length ? (
        <Empty description={t('component.noSnapshots')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div
          data-testid="component-snapshots"
          style={{ display: 'grid', gap: 12, gridTemplateColumns: isPhone ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fill, minmax(200px, 1fr))' }}
        >
          {ids.map((id, i) => {
            const detail = details[i]!;
            return (
              <div key={id} data-testid="component-snapshot" data-snapshot-id={id} style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
                {detail.data ? (
                  <SnapshotCard snapshot={detail.data} selected={false} onSelect={noop} onToggleStar={noop} onOpen={noop} readOnly renderType={renderType} />
                ) : detail.isError ? (
                  <Card size="small">
                    <Typography.Text type="secondary">{t('components.snapshots.unavailable', { id })}</Typography.Text>
                  </Card>
                ) : (
                  <Card size="small">
                    <Skeleton active paragraph={{ rows: 2 }} />
                  </Card>
                )}
                <Popconfirm title={t('components.snapshots.removeConfirm')} okText={t('components.snapshots.remove')} cancelText={t('cancel')} onConfirm={() => remove(id)}>
                  <Button size="small" danger type="text" icon={<DeleteOutlined />} disabled={patch.isPending} aria-label={t('components.snapshots.removeOne', { id })}>
                    {t('components.snapshots.remove')}
                  </Button>
                </Popconfirm>
              </div>
            );
          })}
        </div>
      )}
      {component.snapshots.length > shown && (
        <Space>
          <Button onClick={() => setShown(shown + SNAPSHOTS_PAGE)}>{t('components.snapshots.more', { remaining: component.snapshots.length - shown })}</Button>
        </Space>
      )}
      {patch.isError && <Alert type="error" showIcon title={t('components.snapshots.saveFailed')} description={snapshotsMessage(patch.error)} />}
    </div>
  );
}
