import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { platformAtom, store, type RegistryEntry } from 'shared-core';
import { areasAtom } from '../../features/areas';
import { routedFetch } from '../../test/network';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { SignedInLayout } from './SignedInLayout';

configure({ asyncUtilTimeout: 6000 });
// antd renders slowly on a loaded 2-core machine; the first render can pass 5 s.
jest.setTimeout(30_000);

const entry = (name: string, paths: string[]): RegistryEntry => ({ name, entry: `http://localhost/${name}/mf-manifest.json`, paths });
const CAMERAS = entry('mfe_cameras', ['/cameras']);
const SNAPSHOTS = entry('mfe_snapshots', ['/', '/snapshot/:id']);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The signed-in frame at a phone's width (the route guard is not under test here). */
function renderPhoneLayout() {
  return renderPage(
    <Routes>
      <Route element={<SignedInLayout />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
  );
}

const desktopWidth = window.innerWidth;
beforeAll(async () => {
  await setUpI18n();
  routedFetch({});
  window.innerWidth = 390;
});
afterAll(() => {
  window.innerWidth = desktopWidth;
});
afterEach(() => {
  act(() => {
    store.set(platformAtom, 'web');
    store.set(areasAtom, []);
  });
});

// Spec 000 section 2 and spec 001 section 2: on phones the rail is hidden and a condensed menu
// adds pairing; spec 000 section 6: the pairing dialog is web only.
describe('phone menu', () => {
  it('hides the rail, and the condensed menu adds pairing, which opens the cameras area pairing', async () => {
    act(() => store.set(areasAtom, [{ entry: SNAPSHOTS, status: 'loading' }, { entry: CAMERAS, status: 'loading' }]));
    renderPhoneLayout();
    expect(screen.queryByTestId('nav-rail')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Pair a camera/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/cameras?pair=1');
  });

  it('has no pairing entry on the desktop platform', async () => {
    act(() => {
      store.set(platformAtom, 'desktop');
      store.set(areasAtom, [{ entry: CAMERAS, status: 'loading' }]);
    });
    renderPhoneLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('menu', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Pair a camera/ })).not.toBeInTheDocument();
  });

  it('has no pairing entry where the deployment composes no cameras area', async () => {
    act(() => store.set(areasAtom, [{ entry: SNAPSHOTS, status: 'loading' }]));
    renderPhoneLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('menu', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Pair a camera/ })).not.toBeInTheDocument();
  });
});
