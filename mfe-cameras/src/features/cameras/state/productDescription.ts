import type { i18n as I18n } from 'i18next';
import type { Device } from 'shared-core';

/** A product code the locale files can describe (`common:products.<code>`). */
const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/**
 * A camera's product description in the user's language: the locale files' text for its product
 * code (`common:products.<code>`), else the server's own text (a product this viewer does not
 * know yet).
 */
export function productDescription(device: Pick<Device, 'ProductCode' | 'ProductCodeDescription'>, i18n: Pick<I18n, 'exists' | 't'>): string {
  const key = `common:products.${device.ProductCode}`;
  return PRODUCT_CODE.test(device.ProductCode) && i18n.exists(key) ? String(i18n.t(key)) : device.ProductCodeDescription;
}
