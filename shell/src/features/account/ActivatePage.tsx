import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { accountApi, ApiError } from 'shared-core';
import { AuthCard } from './AuthCard';

type State = 'verifying' | 'activated' | 'activationUsed' | 'activationFailed';

/** Whether a failed activation means the link was already used ("Stale token", spec 001 section 8). */
export function isStaleToken(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return [error.detail, ...Object.values(error.fields).flat()].some((text) => /stale token/i.test(text));
}

/** /activate/{uid}/{token}: verifying, then login with an activated mark, or used / failed. */
export function ActivatePage() {
  const { t } = useTranslation('shell');
  const { uid = '', token = '' } = useParams();
  const [state, setState] = useState<State>('verifying');
  const started = useRef(false);

  useEffect(() => {
    // Activation tokens are single-use: never send the request twice (StrictMode, re-renders).
    if (started.current) return;
    started.current = true;
    accountApi.activate(uid, token).then(
      () => setState('activated'),
      (error: unknown) => setState(isStaleToken(error) ? 'activationUsed' : 'activationFailed'),
    );
  }, [uid, token]);

  if (state === 'activated') return <Navigate to="/login?activated=1" replace />;
  return (
    <AuthCard title={t('account.activationTitle')} footer={<Link to="/login">{t('account.backToLogin')}</Link>}>
      {state === 'verifying' ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <div style={{ marginTop: 12 }}>{t('account.activationVerifying')}</div>
        </div>
      ) : (
        <Alert type="error" showIcon title={t(`account.${state}`)} />
      )}
    </AuthCard>
  );
}
