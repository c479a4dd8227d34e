import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api, brand, catalogueText, messageFor, queryClient, shellQueries } from 'shared-core';
import { Icon } from '../../app/light/Icon';

type Field = 'username' | 'password';

/** A failed sign-in's message, shown as a snackbar (bottom centre) for its catalogue length. */
function useFailure() {
  const [failure, setFailure] = useState<{ text: string; ms: number; at: number } | null>(null);
  useEffect(() => {
    if (!failure) return undefined;
    const timer = window.setTimeout(() => setFailure(null), failure.ms);
    return () => window.clearTimeout(timer);
  }, [failure]);
  return [failure, setFailure] as const;
}

/**
 * Sign-in (spec 000 section 5: username and password required; couldNotLogin for 6 s on failure).
 * A plain form without antd: the login page is the first load of every visitor, and
 * antd alone is more than its 250 KB budget; the signed-in frame brings antd after sign-in.
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const activated = params.get('activated') === '1';
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useFailure();

  const validate = (next: Record<Field, string>) => ({
    ...(next.username.trim() ? {} : { username: t('login.usernameRequired') }),
    ...(next.password ? {} : { password: t('login.passwordRequired') }),
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Like antd's Form: a field shown as invalid is checked again as it is typed in.
    if (errors[field]) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api.login(values.username.trim(), values.password);
      await queryClient.invalidateQueries({ queryKey: shellQueries.me().queryKey });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/login' ? from : '/', { replace: true });
    } catch (error) {
      const message = messageFor(error, 'login');
      setFailure({ text: catalogueText(message, t), ms: message.durationMs, at: Date.now() });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, icon: 'user' | 'lock', type: string, autoComplete: string) => (
    <div className={errors[name] ? 'acv-field acv-invalid' : 'acv-field'}>
      <label htmlFor={`login-${name}`}>{t(`login.${name}`)}</label>
      <div className="acv-input">
        <Icon name={icon} />
        <input
          id={`login-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          autoFocus={name === 'username'}
          disabled={busy}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `login-${name}-error` : undefined}
          onChange={(event) => change(name, event.target.value)}
        />
      </div>
      {errors[name] && (
        <div id={`login-${name}-error`} className="acv-field-error" role="alert">
          {errors[name]}
        </div>
      )}
    </div>
  );

  return (
    <div className="acv-login">
      <div className="acv-card">
        <div className="acv-card-head">
          <img src={brand.logo} alt="" width={48} height={48} />
          <h1>{t('login.title')}</h1>
        </div>
        {activated && (
          <div className="acv-alert" role="status">
            {t('login.activated')}
          </div>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          {field('username', 'user', 'text', 'username')}
          {field('password', 'lock', 'password', 'current-password')}
          <button type="submit" className="acv-primary-button" disabled={busy} aria-busy={busy}>
            {t('login.signIn')}
          </button>
        </form>
        <div className="acv-login-links">
          <Link to="/password_reset">{t('login.forgotPassword')}</Link>
          <Link to="/register">{t('login.createAccount')}</Link>
        </div>
      </div>
      {failure && (
        <div key={failure.at} className="acv-toast" role="alert">
          {failure.text}
        </div>
      )}
    </div>
  );
}
