import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-core';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { RegisterPage } from './RegisterPage';

beforeAll(setUpI18n);

describe('register form validation (spec 000 section 5)', () => {
  it('asks for every required field, the terms and (NL edition) the privacy statement', async () => {
    renderPage(<RegisterPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms of use.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the privacy statement.')).toBeInTheDocument();
  });

  it('rejects a malformed e-mail, a short password and a confirmation that differs', async () => {
    renderPage(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This is not a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The password must have at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('accepts an 8-character password with a matching confirmation', async () => {
    renderPage(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('Password'), '12345678');
    await userEvent.type(screen.getByLabelText('Repeat the password'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Please enter your e-mail address.');
    await waitFor(() => expect(screen.queryByText(/at least 8 characters/)).not.toBeInTheDocument());
    expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument();
  });
});

describe('the texts the boxes accept', () => {
  it('opens the terms and the privacy statement in a dialog, in the user language, and keeps what was typed', async () => {
    renderPage(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'new.user@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(terms).toHaveTextContent(/Leak size, cost and partial-discharge severity figures are estimates/);
    // The footer's Close (the corner's cross is named Close too).
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Read the privacy statement' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy statement' });
    expect(privacy).toHaveTextContent(/They are never sold/);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('new.user@example.com');
  });

  it('reads them in German, and keeps what was typed when antd\'s German texts arrive', async () => {
    await i18n.changeLanguage('de');
    try {
      renderPage(<RegisterPage />);
      await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'x@example.com');
      // antd's German texts arrive meanwhile (shared-ui uiLocale): the page is not remounted, the
      // form keeps what was typed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('x@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Datenschutzerklärung lesen' }));
      expect(await screen.findByRole('dialog', { name: 'Datenschutzerklärung' })).toHaveTextContent(/Sie werden niemals verkauft/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('server messages in the user language', () => {
  /** The api-server's answer to POST /auth/users/: `body` in the languages `contentLanguage` names. */
  function serverAnswers(status: number, body: unknown, contentLanguage: string) {
    const seen: Array<Record<string, string>> = [];
    global.fetch = jest.fn(async (_input: string, init?: RequestInit) => {
      seen.push(init?.headers as Record<string, string>);
      return { ok: status < 400, status, headers: new Headers({ 'content-type': 'application/json', 'content-language': contentLanguage }), text: async () => JSON.stringify(body) } as Response;
    }) as unknown as typeof fetch;
    return seen;
  }

  async function registerTakenAddress() {
    renderPage(<RegisterPage />);
    const t = i18n.getFixedT('de', 'shell');
    await userEvent.type(screen.getByLabelText(t('account.email')), 'engineer@example.com');
    await userEvent.type(screen.getByLabelText(t('account.password')), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(t('account.confirmPassword')), 'long-enough-1');
    await userEvent.click(screen.getByLabelText(t('account.acceptTerms')));
    await userEvent.click(screen.getByLabelText(t('account.acceptPrivacy')));
    await userEvent.click(screen.getByRole('button', { name: t('account.createAccount') }));
  }

  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(async () => {
    await i18n.changeLanguage('en');
    jest.restoreAllMocks();
  });

  it('registering with a taken e-mail address in German: the server message in German', async () => {
    const seen = serverAnswers(400, { email: ['Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.'] }, 'de');
    await registerTakenAddress();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.');
    expect(seen[0]!['Accept-Language']).toBe('de');
  });

  it('a server that answers in English only: the German catalogue text, never the English sentence', async () => {
    serverAnswers(400, { email: ['user with this email address already exists.'] }, 'en');
    await registerTakenAddress();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Das Konto konnte nicht erstellt werden.');
    expect(alert).not.toHaveTextContent(/already exists/);
  });
});
