import { useState } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api, brand, catalogueText, messageFor, queryClient, shellQueries } from 'shared-core';
import { useSnackbar } from 'shared-ui';

interface LoginValues {
  username: string;
  password: string;
}

/** Sign-in (spec 000 section 5: username and password required; couldNotLogin for 6 s on failure). */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const activated = params.get('activated') === '1';

  const submit = async ({ username, password }: LoginValues) => {
    setBusy(true);
    try {
      await api.login(username.trim(), password);
      await queryClient.invalidateQueries({ queryKey: shellQueries.me().queryKey });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/login' ? from : '/', { replace: true });
    } catch (error) {
      const message = messageFor(error, 'login');
      snackbar.error(catalogueText(message, t), message.length);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <img src={brand.logo} alt="" width={48} height={48} />
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
            {t('login.title')}
          </Typography.Title>
        </div>
        {activated && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('login.activated')} />}
        <Form<LoginValues> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.signIn')}
          </Button>
        </Form>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 16 }} wrap>
          <Link to="/password_reset">{t('login.forgotPassword')}</Link>
          <Link to="/register">{t('login.createAccount')}</Link>
        </Space>
      </Card>
    </div>
  );
}
