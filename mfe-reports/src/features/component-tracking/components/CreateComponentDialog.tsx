import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { componentQueries, componentsApi, type Component } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { componentBody, EMPTY_COMPONENT_FORM, hasProblems, validateComponentForm, type ComponentFormValues } from '../state/componentForm';
import { snapshotsMessage } from '../state/snapshotsMessage';
import { ComponentFields } from './ComponentFields';
import { SnapshotPicker } from './SnapshotPicker';

/**
 * The create-component dialog (spec 001 section 2): name, description, tags split on spaces,
 * and optionally the snapshots it starts with, all of one type (the picker refuses a mix; the
 * server's reason shows if it refuses anyway). Problems show once the user tries to create.
 */
export function CreateComponentDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (component: Component) => void }) {
  const { t } = useTranslation('reports');
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ComponentFormValues>(EMPTY_COMPONENT_FORM);
  const [snapshots, setSnapshots] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const problems = tried ? validateComponentForm(values) : {};
  const create = useMutation({
    mutationFn: () => componentsApi.create({ ...componentBody(values), snapshots }),
    onSuccess: async (component) => {
      await queryClient.invalidateQueries({ queryKey: componentQueries.all });
      setValues(EMPTY_COMPONENT_FORM);
      setSnapshots([]);
      setTried(false);
      onCreated(component);
    },
  });
  const submit = () => {
    setTried(true);
    if (hasProblems(validateComponentForm(values))) return;
    create.mutate();
  };
  return (
    <Modal
      open={open}
      title={t('components.create.title')}
      okText={t('components.create.ok')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={() => {
        create.reset();
        onClose();
      }}
      confirmLoading={create.isPending}
      width={isPhone ? '100%' : 560}
      style={isPhone ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : undefined}
      destroyOnHidden
    >
      <ComponentFields idPrefix="create-component" values={values} onChange={setValues} problems={problems} disabled={create.isPending} />
      <Form layout="vertical" component="div" disabled={create.isPending}>
        <Form.Item label={t('components.create.snapshots')} htmlFor="create-component-snapshots" help={`${t('components.create.snapshotsHelp')} ${t('components.create.oneKind')}`}>
          <SnapshotPicker id="create-component-snapshots" value={snapshots} onChange={setSnapshots} exclude={[]} kind={null} />
        </Form.Item>
      </Form>
      {create.isError && (
        <Alert type="error" showIcon title={t('components.create.failed')} description={snapshotsMessage(create.error)} style={{ marginTop: 8 }} data-testid="create-component-failed" />
      )}
    </Modal>
  );
}
