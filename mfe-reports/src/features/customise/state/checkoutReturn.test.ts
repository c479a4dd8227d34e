import { checkoutReturnUrls } from './checkoutReturn';

describe('checkout return addresses', () => {
  it('come back to the same list with its filters, marked success or cancel', () => {
    expect(checkoutReturnUrls('http://localhost:3000/#/?type=leak&serials=NLC21004')).toEqual({
      success_url: 'http://localhost:3000/#/?type=leak&serials=NLC21004&checkout=success',
      cancel_url: 'http://localhost:3000/#/?type=leak&serials=NLC21004&checkout=cancel',
    });
  });

  it('replace an earlier mark and keep the page', () => {
    expect(checkoutReturnUrls('http://127.0.0.1:3000/#/components?checkout=cancel&q=a').success_url).toBe('http://127.0.0.1:3000/#/components?q=a&checkout=success');
    expect(checkoutReturnUrls('http://localhost:3000/').cancel_url).toBe('http://localhost:3000/#/?checkout=cancel');
  });
});
