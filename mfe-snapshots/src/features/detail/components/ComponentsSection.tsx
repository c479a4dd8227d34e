import { useState } from 'react';
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, type Component, componentKindOf, componentQueries, componentsApi, reportRoutes } from 'shared-core';
import { useIsPhone, useSnackbar } from 'shared-ui';
import { detailQueries } from '../api/detailQueries';

/**
 * The components this snapshot belongs to, with links to them, and adding it to or removing it
 * from one of the user's components (spec 001 sections 2 and 7: the component's PATCH replaces
 * its list of snapshots). A component follows one type of analysis, so only
 * components of this snapshot's type (or with no snapshot yet) are offered, and the section says
 * why the others are not; the server's reason shows if it refuses anyway. The snapshot's type
 * comes from the detail the page has already read (same query). Component names are the user's
 * text and render as text.
 */
export function ComponentsSection({ snapshotId }: { snapshotId: number }) {
  const { t } = useTranslation('snapshots');
  const isPhone = useIsPhone();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const list = useQuery(componentQueries.list());
  const snapshot = useQuery(detailQueries.detail(snapshotId));
  const kind = componentKindOf(snapshot.data?.device_analysis_type);
  const [chosen, setChosen] = useState<number | undefined>();
  const change = useMutation({
    mutationFn: ({ component, snapshots }: { component: Component; snapshots: number[] }) => componentsApi.patch(component.id, { snapshots }),
    onSuccess: (saved) => {
      queryClient.setQueryData(componentQueries.detail(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: componentQueries.list().queryKey });
    },
    onError: (error) => snackbar.error((error instanceof ApiError ? error.fields.snapshots?.[0] : undefined) ?? t('detail.components.failed')),
  });

  const body = () => {
    if (list.isPending || snapshot.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
    if (list.isError) {
      // A side section: its failure is said in place, not as an alert over the whole detail.
      return (
        <Space wrap>
          <Typography.Text type="warning">{t('detail.components.loadFailed')}</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
            {t('detail.retry')}
          </Button>
        </Space>
      );
    }
    const member = list.data.filter((c) => c.snapshots.includes(snapshotId));
    const others = list.data.filter((c) => !c.snapshots.includes(snapshotId));
    const offered = kind ? others.filter((c) => c.kind === null || c.kind === kind) : [];
    const withheld = others.length - offered.length;
    const add = () => {
      const component = offered.find((c) => c.id === chosen);
      if (!component) return;
      change.mutate(
        { component, snapshots: [snapshotId, ...component.snapshots] },
        {
          onSuccess: () => {
            setChosen(undefined);
            snackbar.success(t('detail.components.added', { name: component.name }));
          },
        },
      );
    };
    return (
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        {member.length ? (
          <ul data-testid="snapshot-components" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
            {member.map((component) => (
              <li key={component.id} data-component-id={component.id} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                <Link to={reportRoutes.component({ id: component.id })} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {component.name}
                </Link>
                <Popconfirm
                  title={t('detail.components.removeConfirm', { name: component.name })}
                  okText={t('detail.components.remove')}
                  onConfirm={() =>
                    change.mutate(
                      { component, snapshots: component.snapshots.filter((id) => id !== snapshotId) },
                      { onSuccess: () => snackbar.success(t('detail.components.removed', { name: component.name })) },
                    )
                  }
                >
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={change.isPending} aria-label={t('detail.components.removeFrom', { name: component.name })}>
                    {!isPhone && t('detail.components.remove')}
                  </Button>
                </Popconfirm>
              </li>
            ))}
          </ul>
        ) : (
          <Typography.Text type="secondary">{t('detail.components.none')}</Typography.Text>
        )}
        {offered.length > 0 && (
          <div style={{ display: 'flex', gap: 8, flexDirection: isPhone ? 'column' : 'row' }}>
            <Select
              style={{ flex: '1 1 auto', minWidth: 0 }}
              value={chosen}
              onChange={setChosen}
              placeholder={t('detail.components.pickPlaceholder')}
              aria-label={t('detail.components.pick')}
              options={offered.map((c) => ({ value: c.id, label: c.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Button icon={<PlusOutlined />} disabled={chosen === undefined} loading={change.isPending} onClick={add}>
              {t('detail.components.add')}
            </Button>
          </div>
        )}
        {(!kind || withheld > 0) && (
          <Typography.Text type="secondary" data-testid="snapshot-components-withheld">
            {kind ? t(`detail.components.onlyKind.${kind}`) : t('detail.components.untracked')}
          </Typography.Text>
        )}
        {kind && !list.data.length && (
          <Typography.Text type="secondary">
            {t('detail.components.noComponents')} <Link to={reportRoutes.components()}>{t('detail.components.create')}</Link>
          </Typography.Text>
        )}
      </Space>
    );
  };

  return (
    <Card size="small" title={t('detail.components.title')} data-testid="snapshot-components-section">
      {body()}
    </Card>
  );
}
