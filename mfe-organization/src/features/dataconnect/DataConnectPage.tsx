import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, catalogueText, dataConnectApi, messageFor, shellQueries, type DataConnectKey } from 'shared-core';
import { AreaPage, useIsPhone, useSnackbar } from 'shared-ui';
import { dataConnectQueries } from './api/dataConnectQueries';
import { HowToCall } from './components/HowToCall';
import { mayCreateKey, truncateKey } from './state/keys';

/**
 * Route /dataconnect (spec 001 section 2): the organization's API keys (truncated to 10
 * characters, created at, invoked) with create, copy and delete, and how to call the export.
 * Creating needs the DataConnectNewKey feature; without it the page asks the user to ask for it.
 */
export function DataConnectPage() {
  const { t, i18n } = useTranslation('organization');
  const { modal } = App.useApp();
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const isPhone = useIsPhone();
  const me = useQuery(shellQueries.me());
  const keys = useQuery(dataConnectQueries.keys());
  const [creating, setCreating] = useState(false);
  const [refused, setRefused] = useState(false);
  const allowed = me.data ? mayCreateKey(me.data) && !refused : false;

  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const create = async () => {
    setCreating(true);
    try {
      await dataConnectApi.createKey();
      snackbar.success(t('dataconnect.created'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'dataConnectPermissionRequired') setRefused(true);
      else snackbar.error(t('errors.failed'));
    } finally {
      setCreating(false);
      await client.invalidateQueries({ queryKey: dataConnectQueries.all });
    }
  };
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      snackbar.success(t('dataconnect.impSuccess'));
    } catch (error) {
      snackbar.error(catalogueText(messageFor(error, 'copyKey'), t));
    }
  };
  const remove = (key: string) =>
    modal.confirm({
      title: t('dataconnect.delete.title'),
      content: t('dataconnect.delete.text', { key: truncateKey(key) }),
      okText: t('dataconnect.delete.confirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await dataConnectApi.deleteKey(key);
          snackbar.success(t('dataconnect.delete.done'));
        } catch {
          snackbar.error(t('errors.failed'));
        } finally {
          await client.invalidateQueries({ queryKey: dataConnectQueries.all });
        }
      },
    });

  const actions = (row: DataConnectKey) => (
    <Space>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(row.key)} aria-label={t('dataconnect.copyKey', { key: truncateKey(row.key) })}>
        {t('dataconnect.copy')}
      </Button>
      <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row.key)} aria-label={t('dataconnect.deleteKey', { key: truncateKey(row.key) })}>
        {t('dataconnect.delete.button')}
      </Button>
    </Space>
  );
  const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

  let table;
  if (keys.isError) {
    table = (
      <Alert type="error" showIcon title={t('errors.loadFailed')} action={<Button size="small" onClick={() => void keys.refetch()}>{t('retry')}</Button>} />
    );
  } else if (keys.isPending) {
    table = <Spin aria-label={t('loading')} />;
  } else if (keys.data.length === 0) {
    table = <Empty description={t('dataconnect.empty')} />;
  } else if (isPhone) {
    table = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {keys.data.map((row) => (
          <Card key={row.key} size="small" data-testid="dataconnect-key">
            <Typography.Text strong style={mono}>{truncateKey(row.key)}</Typography.Text>
            <div style={{ margin: '4px 0 8px' }}>
              <Typography.Text type="secondary">
                {t('dataconnect.createdAt')}: {when(row.createdAt)} · {t('dataconnect.invoked')}: {row.invoked}
              </Typography.Text>
            </div>
            {actions(row)}
          </Card>
        ))}
      </Space>
    );
  } else {
    table = (
      <Table<DataConnectKey>
        rowKey="key"
        size="middle"
        pagination={false}
        dataSource={keys.data}
        onRow={() => ({ 'data-testid': 'dataconnect-key' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'key', title: t('dataconnect.key'), render: (_, row) => <span style={mono}>{truncateKey(row.key)}</span> },
          { key: 'createdAt', title: t('dataconnect.createdAt'), render: (_, row) => when(row.createdAt) },
          { key: 'invoked', title: t('dataconnect.invoked'), dataIndex: 'invoked', align: 'right' },
          { key: 'actions', title: t('dataconnect.actions'), render: (_, row) => actions(row) },
        ]}
      />
    );
  }

  return (
    <AreaPage
      title={t('dataconnect.title')}
      extra={
        allowed && (
          <Button type="primary" icon={<PlusOutlined />} loading={creating} onClick={() => void create()}>
            {t('dataconnect.create')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('dataconnect.intro')}</Typography.Paragraph>
      {me.data && !allowed && <Alert type="info" showIcon title={t('dataconnect.askPermission')} style={{ marginBottom: 16 }} role="status" />}
      <div style={{ marginBottom: 16 }}>{table}</div>
      <HowToCall />
    </AreaPage>
  );
}
