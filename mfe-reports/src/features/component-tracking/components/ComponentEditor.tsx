import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { componentQueries, componentsApi, type Component } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { componentBody, formValuesOf, hasProblems, validateComponentForm, type ComponentFormValues } from '../state/componentForm';
import { ComponentFields } from './ComponentFields';

/** Name, description and tags of a component, shown as text and editable (PATCH). */
export function ComponentEditor({ component }: { component: Component }) {
  const { t } = useTranslation('reports');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ComponentFormValues | null>(null);
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: (values: ComponentFormValues) => componentsApi.patch(component.id, componentBody(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(componentQueries.detail(component.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: componentQueries.list().queryKey });
      setEditing(null);
      setTried(false);
      snackbar.success(t('component.saved'));
    },
  });

  if (editing) {
    const problems = tried ? validateComponentForm(editing) : {};
    const submit = () => {
      setTried(true);
      if (!hasProblems(validateComponentForm(editing))) save.mutate(editing);
    };
    return (
      <div data-testid="component-editor">
        <ComponentFields idPrefix="edit-component" values={editing} onChange={setEditing} problems={problems} disabled={save.isPending} />
        {save.isError && <Alert type="error" showIcon title={t('component.saveFailed')} style={{ marginBottom: 12 }} />}
        <Space wrap>
          <Button type="primary" onClick={submit} loading={save.isPending}>
            {t('component.save')}
          </Button>
          <Button
            onClick={() => {
              save.reset();
              setEditing(null);
              setTried(false);
            }}
            disabled={save.isPending}
          >
            {t('cancel')}
          </Button>
        </Space>
      </div>
    );
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} type={component.description ? undefined : 'secondary'} data-testid="component-description">
        {component.description || t('components.card.noDescription')}
      </Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }} data-testid="component-tags">
        {component.tags.length ? (
          component.tags.map((tag) => (
            <Tag key={tag} style={{ marginInlineEnd: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {tag}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">{t('component.noTags')}</Typography.Text>
        )}
      </div>
      <div>
        <Button icon={<EditOutlined />} onClick={() => setEditing(formValuesOf(component))}>
          {t('component.edit')}
        </Button>
      </div>
    </div>
  );
}
