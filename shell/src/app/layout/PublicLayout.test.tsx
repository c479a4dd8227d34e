import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { brand, i18n, LANGUAGES } from 'shared-core';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { PublicLayout } from './PublicLayout';

beforeAll(setUpI18n);
afterEach(() => i18n.changeLanguage('en'));

function renderAt(path: string) {
  return renderPage(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/login" element={<p>login form</p>} />
        <Route path="/download" element={<p>download page</p>} />
      </Route>
    </Routes>,
    path,
  );
}

describe('public frame without antd (issue 16)', () => {
  it('shows the edition, the download, and a sign-in button away from /login', async () => {
    renderAt('/download');
    expect(screen.getByTestId('product-title')).toHaveTextContent(brand.productTitle);
    // The frame itself (the test's providers wrap it in antd's App).
    expect(document.querySelector('.acv-public [class^="ant-"], .acv-public [class*=" ant-"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('login form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Viewer download' }));
    expect(screen.getByText('download page')).toBeInTheDocument();
  });

  it('lists every language in itself and switches the language', async () => {
    renderAt('/login');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option')).toHaveLength(LANGUAGES.length);
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'de');
    await screen.findByRole('combobox', { name: 'Sprache' });
    expect(i18n.language).toBe('de');
  });
});
