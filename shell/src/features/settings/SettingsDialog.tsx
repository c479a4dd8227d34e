import { useEffect } from 'react';
import { Alert, Form, InputNumber, Modal, Select, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { brand, catalogueText, claimsAtom, messageFor, permissionsFor, useCustomerSettings, useSaveSettings, type CustomerSettings } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { settingsRules } from './settingsRules';

type Values = Omit<CustomerSettings, 'init'>;

/** Settings dialog: every customer setting of spec 000 section 3 with the validation of section 5. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<Values>();
  const settings = useCustomerSettings({ enabled: open });
  const save = useSaveSettings();
  const snackbar = useSnackbar();
  const localOnly = !permissionsFor(useAtomValue(claimsAtom)).canSaveSettingsToServer;
  const rules = settingsRules(t);

  useEffect(() => {
    if (open && settings.data) form.setFieldsValue(settings.data);
  }, [open, settings.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync(values);
      snackbar.success(t('settings.changesSaved'));
      onClose();
    } catch (error) {
      const message = messageFor(error, 'settings');
      snackbar.error(catalogueText(message, t), message.length);
    }
  };

  const options = (prefix: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Modal
      open={open}
      title={t('settings.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('settings.save')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={560}
    >
      {settings.isPending ? (
        <Spin />
      ) : settings.isError ? (
        <Alert type="error" showIcon title={catalogueText(messageFor(settings.error, 'settings'), t)} />
      ) : (
        <Form form={form} layout="vertical" requiredMark={false}>
          {localOnly && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings.demoLocalOnly')} />}
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
            <Form.Item name="leak_size_unit" label={t('settings.leakSizeUnit')}>
              <Select options={options('settings.unit', ['LPM', 'CFM'])} />
            </Form.Item>
            <Form.Item name="temperature_unit" label={t('settings.temperatureUnit')}>
              <Select options={options('settings.unit', ['CELSIUS', 'FAHRENHEIT'])} />
            </Form.Item>
            <Form.Item name="source_distance_unit" label={t('settings.distanceUnit')}>
              <Select options={options('settings.unit', ['METERS', 'FEET'])} />
            </Form.Item>
            <Form.Item name="currency_iso_code" label={t('settings.currency')}>
              <Select showSearch options={brand.currencies.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
            <Form.Item name="energy_cost_kwh" label={t('settings.energyCost')} rules={rules.energyCost}>
              <InputNumber style={{ width: '100%' }} min={0} step={0.01} />
            </Form.Item>
            <Form.Item name="co2_cost_kg_kwh" label={t('settings.co2')} rules={rules.co2}>
              <InputNumber style={{ width: '100%' }} min={0} step={0.01} />
            </Form.Item>
            <Form.Item name="leak_size_corr_factor" label={t('settings.correction')} rules={rules.correction}>
              <InputNumber style={{ width: '100%' }} step={0.05} />
            </Form.Item>
            <Form.Item name="color_scheme" label={t('settings.colorScheme')}>
              <Select options={options('settings.scheme', ['LOCATION', 'STRENGTH'])} />
            </Form.Item>
            <Form.Item name="leak_size_severity_low_lpmin" label={t('settings.severityLow')} rules={rules.severity}>
              <InputNumber style={{ width: '100%' }} min={0} />
            </Form.Item>
            <Form.Item name="leak_size_severity_high_lpmin" label={t('settings.severityHigh')} rules={rules.severity}>
              <InputNumber style={{ width: '100%' }} min={0} />
            </Form.Item>
          </div>
        </Form>
      )}
    </Modal>
  );
}
