import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-core';
import { signInAs, signOut } from '../../test/network';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { ChangePasswordDialog } from './ChangePasswordDialog';

// Typing three passwords into antd inputs takes about 5 s on a busy 2-core machine.
jest.setTimeout(30_000);
beforeAll(setUpI18n);

describe('change password validation (spec 000 section 5)', () => {
  it('asks to complete all three fields', async () => {
    renderPage(<ChangePasswordDialog open onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Please complete all fields.')).toHaveLength(3);
  });

  it('refuses a repeat that does not match', async () => {
    renderPage(<ChangePasswordDialog open onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
  });
});

describe('server messages in the user language', () => {
  beforeEach(() => {
    signInAs({ user_id: 1, username: 'engineer' });
    return i18n.changeLanguage('de');
  });
  afterEach(async () => {
    signOut();
    await i18n.changeLanguage('en');
    jest.restoreAllMocks();
  });

  it('a wrong old password in German: the server message in German', async () => {
    const sent: Array<Record<string, string>> = [];
    global.fetch = jest.fn(async (_input: string, init?: RequestInit) => {
      sent.push(init?.headers as Record<string, string>);
      const body = { old_password: ['Falsches Passwort.'] };
      return { ok: false, status: 400, headers: new Headers({ 'content-type': 'application/json', 'content-language': 'de' }), text: async () => JSON.stringify(body) } as Response;
    }) as unknown as typeof fetch;
    renderPage(<ChangePasswordDialog open onClose={() => undefined} />);
    const t = i18n.getFixedT('de', 'shell');
    await userEvent.type(screen.getByLabelText(t('changePassword.current')), 'not-the-password');
    await userEvent.type(screen.getByLabelText(t('account.newPassword')), 'new-password-1');
    await userEvent.type(screen.getByLabelText(t('account.confirmPassword')), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: t('changePassword.submit') }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falsches Passwort.');
    expect(alert).not.toHaveTextContent(/Wrong password/);
    expect(sent.at(-1)!['Accept-Language']).toBe('de');
  });
});
