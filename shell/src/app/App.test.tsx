import { render, screen } from '@testing-library/react';
import { sessionAtom, store } from 'shared-core';
import { renderPage, setUpI18n } from '../test/renderPage';
import { App, FullAppLoading } from './App';

// The full app (antd, the signed-in frame, the remotes) is not what is under test: a stand-in.
// App still imports it lazily, so its loading state shows at the first render (the first only:
// a lazy component stays loaded, hence the other cases render the loading state itself).
jest.mock('./FullApp', () => ({ __esModule: true, default: () => <p>full app</p> }));

beforeAll(setUpI18n);
afterEach(() => {
  store.set(sessionAtom, null);
  window.location.hash = '';
});

describe('the full app loading (after index.html has painted the public header)', () => {
  it('keeps the public frame, with the edition title, while a signed-out page past the login loads', async () => {
    window.location.hash = '#/register';
    render(<App />);
    expect(screen.getByTestId('product-title')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /loading/i })).toBeInTheDocument();
    expect(await screen.findByText('full app')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
  });

  it('is the public frame signed out and only the page spinner for a session, whose next frame is the signed-in one', () => {
    const { unmount } = renderPage(<FullAppLoading />);
    expect(screen.getByTestId('product-title')).toBeInTheDocument();
    unmount();
    store.set(sessionAtom, { access: 'a', refresh: 'r' });
    renderPage(<FullAppLoading />);
    expect(screen.getByRole('status', { name: /loading/i })).toBeInTheDocument();
    expect(screen.queryByTestId('product-title')).not.toBeInTheDocument();
  });
});
