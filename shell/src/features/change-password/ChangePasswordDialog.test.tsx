import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
