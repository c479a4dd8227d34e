import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from 'shared-core';
import { PlatformProviders } from 'shared-ui';
import { device } from '../../../testing/device';
import { setUpCameraTests } from '../../../testing/setup';
import { OverviewTab } from './OverviewTab';

jest.setTimeout(30_000);
beforeAll(setUpCameraTests);
afterEach(() => i18n.changeLanguage('en'));

const renderOverview = (camera = device('NLC21004')) =>
  render(
    <PlatformProviders>
      <MemoryRouter>
        <OverviewTab device={camera} canEdit={false} />
      </MemoryRouter>
    </PlatformProviders>,
  );

describe('product in the overview (translated by product code)', () => {
  it('shows the description of a known product code in German', async () => {
    await i18n.changeLanguage('de');
    renderOverview();
    expect(await screen.findByText('ACX-L200 · Akustikkamera, Druckluftleckagen')).toBeInTheDocument();
    expect(screen.queryByText(/Acoustic imager/)).not.toBeInTheDocument();
  });

  it("shows the server's text for a product code the locale files do not know", async () => {
    await i18n.changeLanguage('de');
    renderOverview(device('NLC9', { ProductCode: 'ACX-Z900', ProductCodeDescription: 'Prototype imager' }));
    expect(await screen.findByText('ACX-Z900 · Prototype imager')).toBeInTheDocument();
  });

  it('shows the English description in English', async () => {
    renderOverview(device('NLC7', { ProductCode: 'ACX-S500', ProductCodeDescription: 'Acoustic imager with SI2 microphone, gas leaks and partial discharge' }));
    expect(await screen.findByText('ACX-S500 · Acoustic imager with SI2 microphone, gas leaks and partial discharge')).toBeInTheDocument();
  });
});
