import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import loadCommon from 'locales/load/common';
import loadSnapshots from 'locales/load/snapshots';
import { i18n, initI18n, registerNamespace } from 'shared-core';
import { PlatformProviders } from 'shared-ui';
import { LocationEditor } from './LocationEditor';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 20_000 });

beforeAll(async () => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  registerNamespace('common', loadCommon);
  registerNamespace('snapshots', loadSnapshots);
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'snapshots']);
});

describe('location fields (spec 000 section 2: typing lat,lng in either field splits it)', () => {
  it('splits "60.21,24.66" typed key by key into Latitude as it is typed', async () => {
    const onSave = jest.fn(async () => undefined);
    render(<LocationEditor location={null} onSave={onSave} />, { wrapper: PlatformProviders });
    const latitude = screen.getByRole('textbox', { name: 'Latitude (degrees)' });
    const longitude = screen.getByRole('textbox', { name: 'Longitude (degrees)' });
    await userEvent.type(latitude, '60.21,24.66');
    expect(latitude).toHaveValue('60.21');
    expect(longitude).toHaveValue('24.66');
    await userEvent.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ latitude: 60.21, longitude: 24.66 }));
  });

  it('splits a pasted pair in Longitude too', async () => {
    render(<LocationEditor location={{ latitude: 1, longitude: 2 }} onSave={async () => undefined} />, { wrapper: PlatformProviders });
    const longitude = screen.getByRole('textbox', { name: 'Longitude (degrees)' });
    await userEvent.clear(longitude);
    await userEvent.click(longitude);
    await userEvent.paste('-33.9; 18.4');
    expect(screen.getByRole('textbox', { name: 'Latitude (degrees)' })).toHaveValue('-33.9');
    expect(longitude).toHaveValue('18.4');
  });
});
