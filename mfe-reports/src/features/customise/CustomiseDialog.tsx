import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Result, Space, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { claimsAtom, CUSTOM_REPORT_PRICE_EUR, reportsApi } from 'shared-core';
import { useIsPhone, useSnackbar } from 'shared-ui';
import { usePaymentTokens } from '../../api/usePaymentTokens';
import { customiseQueries } from './api/customiseQueries';
import { useSaveCustomisation } from './api/useSaveCustomisation';
import { CustomiseForm } from './components/CustomiseForm';
import { checkoutReturnUrls } from './state/checkoutReturn';
import type { Customisation } from './state/customisation';

/**
 * Report customisation behind the paywall (spec 000 sections 2 and 6, spec 001 section 9: 44 EUR
 * one time through the checkout): logo (png or jpeg from the user's images, size 1 small to 3
 * large), title, summary, header and footer texts, fixed summary. The server keeps it per user,
 * so it is the same in any browser; the dialog edits a draft of it until saved.
 */
export function CustomiseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const isPhone = useIsPhone();
  const snackbar = useSnackbar();
  const userId = useAtomValue(claimsAtom)?.user_id;
  const payment = usePaymentTokens(open);
  const paid = payment.data?.customizedReports === true;
  const stored = useQuery({ ...customiseQueries.customisation(userId), enabled: open && paid });
  const [draft, setDraft] = useState<Customisation | null>(null);
  const buy = useMutation({
    mutationFn: () => reportsApi.checkout({ name: 'customized-reports', price: CUSTOM_REPORT_PRICE_EUR, tokens: 1, ...checkoutReturnUrls() }),
    onSuccess: (session) => window.location.assign(session.url),
  });
  const save = useSaveCustomisation(userId);

  const close = () => {
    setDraft(null);
    onClose();
  };
  const value = draft ?? stored.data;
  const edit = (patch: Partial<Customisation>) => setDraft((current) => ({ ...(current ?? stored.data!), ...patch }));
  const submit = () => {
    if (!value) return;
    save.mutate(value, {
      onSuccess: () => {
        snackbar.success(t('customise.saved'));
        close();
      },
      onError: () => snackbar.error(t('customise.saveFailed')),
    });
  };

  const body = (() => {
    if (payment.isPending) return <Spin />;
    if (payment.isError) return <Alert type="error" showIcon title={t('customise.loadFailed')} />;
    if (!paid)
      return (
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
      );
    if (stored.isError) return <Alert type="error" showIcon title={t('customise.settingsLoadFailed')} action={<Button size="small" onClick={() => void stored.refetch()}>{t('retry')}</Button>} />;
    if (!value) return <Spin />;
    return <CustomiseForm value={value} onChange={edit} />;
  })();

  return (
    <Modal
      open={open}
      title={t('customise.title')}
      onCancel={close}
      destroyOnHidden
      width={isPhone ? '100%' : 560}
      footer={
        paid && value ? (
          <Space>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={submit}>
              {t('customise.save')}
            </Button>
          </Space>
        ) : null
      }
    >
      {body}
    </Modal>
  );
}
