import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { brand, i18n } from 'shared-core';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { NotInEdition } from './NotInEdition';

beforeAll(setUpI18n);

/** A deep link into an area the edition does not compose says so, in the user's language, and leads home. */
describe('NotInEdition', () => {
  it("names the edition's product in a sentence and leads home", async () => {
    renderPage(
      <Routes>
        <Route path="/reseller" element={<NotInEdition />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>,
      '/reseller',
    );
    expect(screen.getByText(`This part of the viewer is not included in ${brand.productTitle}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Go to snapshots/ }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('speaks German to a German user', async () => {
    await act(() => i18n.changeLanguage('de'));
    try {
      renderPage(<NotInEdition />);
      expect(screen.getByText(`Dieser Teil des Viewers ist in ${brand.productTitle} nicht enthalten`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Zu den Aufnahmen/ })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
