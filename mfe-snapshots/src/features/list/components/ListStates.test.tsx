import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders } from 'shared-ui';
import { wirelessOf } from '../api/useFilterOptions';
import { setUpI18n } from '../testing/listFixtures';
import { ListEmpty } from './ListStates';

beforeAll(setUpI18n);

const guide = (wireless?: 'all' | 'some' | 'none') => {
  render(
    <PlatformProviders>
      <MemoryRouter>
        <ListEmpty filtered={false} onReset={() => undefined} hasDevices wireless={wireless} />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return screen.getByTestId('no-snapshots-guide');
};

describe('the first-snapshot guide follows what the cameras can do', () => {
  it('tells a fleet without a wireless module to import over the cable, never to connect to Wi-Fi', () => {
    const card = guide('none');
    expect(card).not.toHaveTextContent(/Wi-Fi/);
    expect(card).toHaveTextContent('Your camera has no wireless module');
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Point the camera at the equipment and press the shutter button to take a snapshot.',
      'Connect the camera to a computer with its USB cable and copy its snapshot files (.nlz).',
      'Choose “Import .nlz” above and select the files: each becomes a snapshot in this list.',
    ]);
  });

  it('tells a wireless fleet it uploads by itself, and a mixed one both ways', () => {
    expect(guide('all')).toHaveTextContent('Keep the camera connected to Wi-Fi');
    expect(screen.queryByText(/USB cable/)).not.toBeInTheDocument();
    document.body.innerHTML = '';
    const mixed = guide('some');
    expect(mixed).toHaveTextContent('Keep the camera connected to Wi-Fi');
    expect(within(mixed).getAllByRole('listitem').at(-1)).toHaveTextContent('For a camera without a wireless module: copy its .nlz files over the USB cable');
  });

  it('reads the wireless module from each camera card (Wifi empty: none)', () => {
    expect(wirelessOf([{ Wifi: '' }, { Wifi: ' ' }])).toBe('none');
    expect(wirelessOf([{ Wifi: 'available' }, { Wifi: '' }])).toBe('some');
    expect(wirelessOf([{ Wifi: 'available' }])).toBe('all');
    expect(wirelessOf([])).toBeUndefined();
  });
});
