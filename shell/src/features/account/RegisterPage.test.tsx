import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
