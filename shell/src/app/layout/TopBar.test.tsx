import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformAtom, store, type RegistryEntry, type RemoteContract } from 'shared-core';
import { areasAtom } from '../../features/areas';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { TopBar } from './TopBar';

// The settings dialog's module, counting when it is first loaded (it loads on first use: issue 16).
const mockSettingsLoaded = jest.fn();
jest.mock('../../features/settings/SettingsDialog', () => {
  mockSettingsLoaded();
  return jest.requireActual('../../features/settings/SettingsDialog');
});

// antd renders slowly on a loaded 2-core machine; the first render can pass 5 s.
jest.setTimeout(30_000);
beforeAll(setUpI18n);
afterEach(() =>
  act(() => {
    store.set(platformAtom, 'web');
    store.set(areasAtom, []);
  }),
);

// Spec 000 sections 2 and 6: offline files, direct transfer and the licence dialog are desktop only;
// the profile menu is web only.
describe('top bar entries by platform', () => {
  it('shows no desktop entries on the web, and the profile menu', async () => {
    renderPage(<TopBar />);
    expect(await screen.findByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'License' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offline files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Direct transfer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Profile/ })).toBeInTheDocument();
  });

  it('shows the desktop entries with the flag set to desktop, and no profile menu', async () => {
    act(() => store.set(platformAtom, 'desktop'));
    renderPage(<TopBar />);
    expect(await screen.findByRole('button', { name: 'License' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offline files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Direct transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Profile/ })).not.toBeInTheDocument();
  });

  it('says the operation is desktop-only where no desktop host answers (never fake licence data)', async () => {
    act(() => store.set(platformAtom, 'desktop'));
    renderPage(<TopBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Offline files' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This is available in the desktop viewer only.')).toBeInTheDocument();
  });

  it('lets an area fill the offline files entry on desktop (the topBar.offlineFiles slot), in place of its own', async () => {
    const opened = jest.fn();
    const Entry = () => (
      <button type="button" onClick={opened}>
        Import offline files
      </button>
    );
    const contract = { area: 'snapshots', routes: [], nav: [], slots: [{ slot: 'topBar.offlineFiles', id: 'offline', component: Entry }] } as unknown as RemoteContract;
    act(() => {
      store.set(areasAtom, [{ entry: { name: 'snapshots' } as unknown as RegistryEntry, status: 'ready', contract }]);
      store.set(platformAtom, 'desktop');
    });
    renderPage(<TopBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import offline files' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Offline files' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Direct transfer' })).toBeInTheDocument();

    // Not on the web: the entry is desktop only.
    act(() => store.set(platformAtom, 'web'));
    expect(screen.queryByRole('button', { name: 'Import offline files' })).not.toBeInTheDocument();
  });
});

describe('the settings dialog (issue 16: loaded when first wanted)', () => {
  it('is not loaded with the top bar; hovering its button fetches it, a click opens it, and it opens again', async () => {
    const user = userEvent.setup();
    renderPage(<TopBar />);
    const button = await screen.findByRole('button', { name: 'Settings' });
    expect(mockSettingsLoaded).not.toHaveBeenCalled();
    await user.hover(button);
    expect(mockSettingsLoaded).toHaveBeenCalledTimes(1);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Settings');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(button);
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toHaveTextContent('Settings');
    expect(mockSettingsLoaded).toHaveBeenCalledTimes(1);
  });
});
