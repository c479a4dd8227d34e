import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { LoginPage } from './LoginPage';

beforeAll(setUpI18n);

describe('login form validation (spec 000 section 5)', () => {
  it('requires the username and the password', async () => {
    renderPage(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  });

  it('shows the activated mark after an activation', async () => {
    renderPage(<LoginPage />, '/login?activated=1');
    expect(await screen.findByText('Your account is activated. Sign in to start.')).toBeInTheDocument();
  });
});
