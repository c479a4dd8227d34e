import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Popconfirm, Radio, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { postUploadForm, REPORT_LOGO_MAX_BYTES, reportsApi } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { customiseQueries } from '../api/customiseQueries';
import { TEXT_LIMITS, type Customisation } from '../state/customisation';

/** Logo types the report accepts (spec 001 section 5: png or jpeg). */
const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

const LOGO_MAX_MB = REPORT_LOGO_MAX_BYTES / 1024 / 1024;

/**
 * The customisation's fields: the logo (picked from the user's images, uploaded here; removing
 * one asks first), its size, the texts and the fixed summary. `onChange` gets the fields that changed.
 */
export function CustomiseForm({ value, onChange }: { value: Customisation; onChange: (patch: Partial<Customisation>) => void }) {
  const { t } = useTranslation('reports');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const logos = useQuery(customiseQueries.logos());
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = await reportsApi.imageUploadUrl(file.name);
      await postUploadForm(form, file);
      return form.attachmentId;
    },
    onSuccess: async (attachmentId) => {
      onChange({ logo: attachmentId });
      await queryClient.invalidateQueries({ queryKey: customiseQueries.logos().queryKey });
    },
    onError: () => snackbar.error(t('customise.uploadFailed')),
  });
  const remove = useMutation({
    mutationFn: (attachmentId: string) => reportsApi.removeImage(attachmentId),
    onSuccess: async (_r, attachmentId) => {
      if (value.logo === attachmentId) onChange({ logo: null });
      await queryClient.invalidateQueries({ queryKey: customiseQueries.logos().queryKey });
    },
    onError: () => snackbar.error(t('customise.removeFailed')),
  });

  const logo = logos.data?.find((image) => image.attachmentId === value.logo) ?? null;
  const text = (key: keyof typeof TEXT_LIMITS, multiline = false) => (
    <Form.Item label={t(`customise.${key}`)}>
      {multiline ? (
        <Input.TextArea aria-label={t(`customise.${key}`)} value={value[key]} maxLength={TEXT_LIMITS[key]} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => onChange({ [key]: e.target.value })} />
      ) : (
        <Input aria-label={t(`customise.${key}`)} value={value[key]} maxLength={TEXT_LIMITS[key]} onChange={(e) => onChange({ [key]: e.target.value })} />
      )}
    </Form.Item>
  );

  return (
    <Form layout="vertical">
      <Form.Item label={t('customise.logo')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {logo ? (
            <Space wrap>
              <img src={logo.url} alt={t('customise.logo')} style={{ maxHeight: 48 * value.logoSize, maxWidth: 240, border: '1px solid #eee' }} />
              <Popconfirm title={t('customise.removeConfirm')} okText={t('customise.remove')} cancelText={t('cancel')} onConfirm={() => remove.mutate(logo.attachmentId)}>
                <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                  {t('customise.remove')}
                </Button>
              </Popconfirm>
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('customise.noLogo')}</Typography.Text>
          )}
          <Upload
            accept={LOGO_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              if (!(LOGO_TYPES as readonly string[]).includes(file.type)) snackbar.error(t('customise.logoType'));
              else if (file.size > REPORT_LOGO_MAX_BYTES) snackbar.error(t('customise.logoTooLarge', { size: LOGO_MAX_MB }));
              else upload.mutate(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {t('customise.upload')}
            </Button>
          </Upload>
          <Radio.Group value={value.logoSize} onChange={(e) => onChange({ logoSize: e.target.value as number })} aria-label={t('customise.logoSize')}>
            <Radio value={1}>{t('customise.small')}</Radio>
            <Radio value={2}>{t('customise.medium')}</Radio>
            <Radio value={3}>{t('customise.large')}</Radio>
          </Radio.Group>
        </Space>
      </Form.Item>
      {text('titleText')}
      {text('summaryText', true)}
      {text('headerText')}
      {text('footerText')}
      <Checkbox checked={value.fixedSummary} onChange={(e) => onChange({ fixedSummary: e.target.checked })}>
        {t('customise.fixedSummary')}
      </Checkbox>
    </Form>
  );
}
