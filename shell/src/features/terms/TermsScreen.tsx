import { useMutation } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, queryClient, shellQueries } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { TermsText } from './LegalTexts';

/** The terms gate's screen: the user accepts the terms of use before any signed-in content. */
export function TermsScreen() {
  const { t } = useTranslation('shell');
  const snackbar = useSnackbar();
  const accept = useMutation({
    mutationFn: () => api.acceptTerms(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shellQueries.me().queryKey }),
    onError: () => snackbar.error(t('terms.failed')),
  });
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px', minHeight: '100vh', boxSizing: 'border-box' }}>
      <Card style={{ width: '100%', maxWidth: 640 }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t('terms.title')}
        </Typography.Title>
        <TermsText />
        <Space wrap>
          <Button type="primary" loading={accept.isPending} onClick={() => accept.mutate()}>
            {t('terms.accept')}
          </Button>
          <Link to="/logout">{t('profile.logout')}</Link>
        </Space>
      </Card>
    </div>
  );
}
