import { useState } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Popconfirm, Radio, Result, Space, Spin, Typography, Upload } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { claimsAtom, CUSTOM_REPORT_PRICE_EUR, postUploadForm, reportsApi } from 'shared-core';
import { useIsPhone, useSnackbar } from 'shared-ui';
import { usePaymentTokens } from '../../api/usePaymentTokens';
import { customiseQueries } from './api/customiseQueries';
import { checkoutReturnUrls } from './state/checkoutReturn';
import { loadCustomisation, saveCustomisation, TEXT_LIMITS, type Customisation } from './state/customisation';

/** Logo types the report accepts (spec 001 section 5: png or jpeg). */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Report customisation behind the paywall (spec 000 sections 2 and 6, spec 001 section 9: 44 EUR
 * one time through the checkout): logo (png or jpeg from the user's images, size 1 small to 3
 * large), title, summary, header and footer texts, fixed summary. Remembered per user; removing
 * a logo asks for confirmation.
 */
export function CustomiseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const isPhone = useIsPhone();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const userId = useAtomValue(claimsAtom)?.user_id;
  const payment = usePaymentTokens(open);
  const [value, setValue] = useState<Customisation>(() => loadCustomisation(userId));
  const logos = useQuery({ ...customiseQueries.logos(), enabled: open && payment.data?.customizedReports === true });
  const buy = useMutation({
    mutationFn: () => reportsApi.checkout({ name: 'customized-reports', price: CUSTOM_REPORT_PRICE_EUR, tokens: 1, ...checkoutReturnUrls() }),
    onSuccess: (session) => window.location.assign(session.url),
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = await reportsApi.imageUploadUrl(file.name);
      await postUploadForm(form, file);
      return form.attachmentId;
    },
    onSuccess: async (attachmentId) => {
      setValue((v) => ({ ...v, logo: attachmentId }));
      await queryClient.invalidateQueries({ queryKey: customiseQueries.logos().queryKey });
    },
    onError: () => snackbar.error(t('customise.uploadFailed')),
  });
  const remove = useMutation({
    mutationFn: (attachmentId: string) => reportsApi.removeImage(attachmentId),
    onSuccess: async (_r, attachmentId) => {
      setValue((v) => (v.logo === attachmentId ? { ...v, logo: null } : v));
      await queryClient.invalidateQueries({ queryKey: customiseQueries.logos().queryKey });
    },
    onError: () => snackbar.error(t('customise.removeFailed')),
  });

  const save = () => {
    if (userId === undefined) return;
    saveCustomisation(userId, value);
    snackbar.success(t('customise.saved'));
    onClose();
  };

  const paid = payment.data?.customizedReports === true;
  const logo = logos.data?.find((image) => image.attachmentId === value.logo) ?? null;
  const text = (key: keyof typeof TEXT_LIMITS, multiline = false) => (
    <Form.Item label={t(`customise.${key}`)}>
      {multiline ? (
        <Input.TextArea aria-label={t(`customise.${key}`)} value={value[key]} maxLength={TEXT_LIMITS[key]} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => setValue({ ...value, [key]: e.target.value })} />
      ) : (
        <Input aria-label={t(`customise.${key}`)} value={value[key]} maxLength={TEXT_LIMITS[key]} onChange={(e) => setValue({ ...value, [key]: e.target.value })} />
      )}
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t('customise.title')}
      onCancel={onClose}
      destroyOnHidden
      width={isPhone ? '100%' : 560}
      footer={
        paid ? (
          <Space>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button type="primary" onClick={save}>
              {t('customise.save')}
            </Button>
          </Space>
        ) : null
      }
    >
      {payment.isPending ? (
        <Spin />
      ) : payment.isError ? (
        <Alert type="error" showIcon title={t('customise.loadFailed')} />
      ) : !paid ? (
        <Result
          status="info"
          title={t('customise.paywallTitle')}
          subTitle={t('customise.paywallText', { price: CUSTOM_REPORT_PRICE_EUR })}
          extra={
            <Button type="primary" loading={buy.isPending} onClick={() => buy.mutate()}>
              {t('customise.buy', { price: CUSTOM_REPORT_PRICE_EUR })}
            </Button>
          }
        >
          {buy.isError && <Alert type="error" showIcon title={t('customise.checkoutFailed')} />}
        </Result>
      ) : (
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
                  else upload.mutate(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={upload.isPending}>
                  {t('customise.upload')}
                </Button>
              </Upload>
              <Radio.Group value={value.logoSize} onChange={(e) => setValue({ ...value, logoSize: e.target.value as number })} aria-label={t('customise.logoSize')}>
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
          <Checkbox checked={value.fixedSummary} onChange={(e) => setValue({ ...value, fixedSummary: e.target.checked })}>
            {t('customise.fixedSummary')}
          </Checkbox>
        </Form>
      )}
    </Modal>
  );
}
