import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { accountApi, catalogueText, messageFor } from 'shared-core';
import { AuthCard } from './AuthCard';

type State = { kind: 'verifying' } | { kind: 'activated' } | { kind: 'failed'; text: string };

/** /activate/{uid}/{token}: verifying, then login with an activated mark, or used / failed. */
export function ActivatePage() {
  const { t } = useTranslation('shell');
  const { uid = '', token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    // Activation tokens are single-use: never send the request twice (StrictMode, re-renders).
    if (started.current) return;
    started.current = true;
    accountApi.activate(uid, token).then(
      () => setState({ kind: 'activated' }),
      // activationUsed for a "Stale token", else activationFailed (spec 001 section 8).
      (error: unknown) => setState({ kind: 'failed', text: catalogueText(messageFor(error, 'activation'), t) }),
    );
  }, [uid, token, t]);

  if (state.kind === 'activated') return <Navigate to="/login?activated=1" replace />;
  return (
    <AuthCard title={t('account.activationTitle')} footer={<Link to="/login">{t('account.backToLogin')}</Link>}>
      {state.kind === 'verifying' ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <div style={{ marginTop: 12 }}>{t('account.activationVerifying')}</div>
        </div>
      ) : (
        <Alert type="error" showIcon title={state.text} />
      )}
    </AuthCard>
  );
}
