import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, type Device } from 'shared-core';
import { device } from '../../testing/device';
import { renderCameraList, setUpCameraTests, signInAs } from '../../testing/setup';

configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);

let devices: Device[] = [];
const fetchMock = jest.fn(async (url: string) => {
  const { pathname } = new URL(url);
  const body = pathname === '/api/devices/' ? devices : pathname === '/api/device-notifications/' ? [] : { detail: 'Not found.' };
  return { ok: pathname === '/api/devices/', status: pathname === '/api/devices/' ? 200 : 404, headers: new Headers(), text: async () => JSON.stringify(body) } as unknown as Response;
});

beforeAll(setUpCameraTests);
beforeEach(() => {
  queryClient.clear();
  global.fetch = fetchMock as unknown as typeof fetch;
  signInAs();
});

const serials = () => screen.getAllByTestId('camera-card').map((card) => card.getAttribute('data-serial'));

// Spec 001 sections 2, 4 and 9: a searchable list, 20 cards a page, active entries first.
describe('camera list', () => {
  it('shows active cameras first, one card per serial, and names each by its nickname', async () => {
    devices = [device('OLD01', {}, { isActive: false }), device('NLC1', { nickname: 'Boiler <b>room</b>' }), device('OLD01', {}, { id: 9, isActive: true })];
    renderCameraList();
    await waitFor(() => expect(serials()).toEqual(['OLD01', 'NLC1']));
    expect(screen.getByTestId('camera-count')).toHaveTextContent('Cameras: 2');
    // User text is text, never HTML.
    expect(screen.getAllByText('Boiler <b>room</b>').length).toBeGreaterThan(0);
  });

  it('narrows the list 500 ms after typing stops', async () => {
    devices = [device('NLC21004', { nickname: 'Survey cam' }), device('NLC21005'), device('NLC21006')];
    renderCameraList();
    await waitFor(() => expect(serials()).toHaveLength(3));
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Search cameras'), 'survey');
      await act(async () => jest.advanceTimersByTime(400));
      expect(serials()).toHaveLength(3);
      await act(async () => jest.advanceTimersByTime(150));
      expect(serials()).toEqual(['NLC21004']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages 20 cards at a time', async () => {
    devices = Array.from({ length: 25 }, (_, i) => device(`CAM${String(i).padStart(2, '0')}`));
    renderCameraList();
    await waitFor(() => expect(serials()).toHaveLength(20));
    await userEvent.click(within(screen.getByRole('list')).getByTitle('2'));
    await waitFor(() => expect(serials()).toEqual(['CAM20', 'CAM21', 'CAM22', 'CAM23', 'CAM24']));
  });

  it('offers pairing when the account has no camera', async () => {
    devices = [];
    renderCameraList();
    expect(await screen.findByText('No camera is paired with your account yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pair a camera/ })).toBeInTheDocument();
  });
});
