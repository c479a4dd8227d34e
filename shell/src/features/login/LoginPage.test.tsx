import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, i18n, registerNamespace } from 'shared-core';
import loadCommon from 'locales/load/common';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { LoginPage } from './LoginPage';

beforeAll(async () => {
  await setUpI18n();
  registerNamespace('common', loadCommon);
  await i18n.loadNamespaces(['common']);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('login form validation (spec 000 section 5)', () => {
  it('requires the username and the password', async () => {
    renderPage(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail or username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail or username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a username of blanks as missing, and clears a message once the field is filled', async () => {
    const login = jest.spyOn(api, 'login');
    renderPage(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('E-mail or username'), '   ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail or username.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('E-mail or username'), 'engineer');
    expect(screen.queryByText('Please enter your e-mail or username.')).not.toBeInTheDocument();
  });

  it('shows the activated mark after an activation', async () => {
    renderPage(<LoginPage />, '/login?activated=1');
    expect(await screen.findByText('Your account is activated. Sign in to start.')).toBeInTheDocument();
  });
});

describe('a failed sign-in (spec 000 section 5, couldNotLogin for 6 s)', () => {
  it('signs in with the trimmed username and shows couldNotLogin for 6 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const login = jest.spyOn(api, 'login').mockRejectedValue(new ApiError('login', 401, 'bad credentials'));
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('E-mail or username'), ' engineer ');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenCalledWith('engineer', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not sign in. Check your username and password.');
    act(() => jest.advanceTimersByTime(5_900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how long to wait when the server throttles sign-ins', async () => {
    jest.spyOn(api, 'login').mockRejectedValue(new ApiError('login', 429, 'throttled', {}, undefined, 30));
    renderPage(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('E-mail or username'), 'engineer');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/30/);
  });

  it('says in German how long to wait, whatever language the server detail is in', async () => {
    const detail = 'Request was throttled. Expected available in 45 seconds.';
    jest.spyOn(api, 'login').mockRejectedValue(new ApiError('login', 429, detail, {}, 'throttled', 45, true));
    await i18n.changeLanguage('de');
    try {
      renderPage(<LoginPage />, '/login');
      const t = i18n.getFixedT('de', 'shell');
      await userEvent.type(screen.getByLabelText(t('login.username')), 'engineer');
      await userEvent.type(screen.getByLabelText(t('login.password')), 'wrong');
      await userEvent.click(screen.getByRole('button', { name: t('login.signIn') }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(i18n.t('common:errors.loginThrottledSeconds', { seconds: 45 }));
      expect(alert).not.toHaveTextContent(/throttled/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
