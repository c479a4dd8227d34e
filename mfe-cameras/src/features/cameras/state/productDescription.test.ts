import loadCommon from 'locales/load/common';
import { i18n, initI18n, registerNamespace } from 'shared-core';
import { device } from '../../../testing/device';
import { matchesSearch } from './cameraList';
import { productDescription } from './productDescription';

beforeAll(async () => {
  registerNamespace('common', loadCommon);
  await initI18n('de');
});
afterAll(() => i18n.changeLanguage('en'));

describe('product descriptions by product code', () => {
  it('reads a known code from the locale files, in the current language', async () => {
    expect(productDescription(device('A', { ProductCode: 'ACX-P400' }), i18n)).toBe('Akustikkamera, Teilentladung und mechanische Fehler');
    await i18n.changeLanguage('fr');
    expect(productDescription(device('A', { ProductCode: 'ACX-P400' }), i18n)).toBe('Caméra acoustique, décharges partielles et défauts mécaniques');
    await i18n.changeLanguage('de');
  });

  it("keeps the server's text for an unknown code, or one that is no key", () => {
    for (const code of ['ACX-Z900', '', 'ACX.L200', 'products', '../ACX-L200'])
      expect(productDescription(device('A', { ProductCode: code, ProductCodeDescription: 'Server text' }), i18n)).toBe('Server text');
  });

  it('lets the search find a camera by the description shown', () => {
    const camera = device('NLC21004');
    const describe = (d: typeof camera) => productDescription(d, i18n);
    expect(matchesSearch(camera, 'druckluft', describe)).toBe(true);
    expect(matchesSearch(camera, 'compressed-air', describe)).toBe(true);
    expect(matchesSearch(camera, 'druckluft')).toBe(false);
  });
});
