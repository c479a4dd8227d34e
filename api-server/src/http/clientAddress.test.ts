import { clientAddress, normalizeAddress, parseTrustedProxies } from './clientAddress';

describe('clientAddress (the sign-in throttle\'s address)', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.5', '10.0.0.1', [])).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', undefined, [])).toBe('203.0.113.5');
  });

  it('is the peer when the peer is not one of the trusted proxies', () => {
    expect(clientAddress('203.0.113.5', '10.0.0.1', ['192.0.2.1'])).toBe('203.0.113.5');
  });

  it('reads X-Forwarded-For from the right when the peer is a trusted proxy, skipping trusted hops', () => {
    const proxies = ['192.0.2.1', '192.0.2.2'];
    expect(clientAddress('192.0.2.1', '198.51.100.20', proxies)).toBe('198.51.100.20');
    // The left part is the client's own claim: the nearest untrusted hop wins.
    expect(clientAddress('::ffff:192.0.2.1', '6.6.6.6, 198.51.100.20, 192.0.2.2', proxies)).toBe('198.51.100.20');
    expect(clientAddress('192.0.2.1', ['6.6.6.6', '198.51.100.21'], proxies)).toBe('198.51.100.21');
    // Garbage in the header is not an address; without a usable hop the peer stays.
    expect(clientAddress('192.0.2.1', 'not-an-ip', proxies)).toBe('192.0.2.1');
    expect(clientAddress('192.0.2.1', undefined, proxies)).toBe('192.0.2.1');
  });

  it('parses TRUSTED_PROXIES and refuses what is not an address', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' 192.0.2.1, ::1 ,')).toEqual(['192.0.2.1', '::1']);
    expect(() => parseTrustedProxies('192.0.2.1,proxy.example')).toThrow('TRUSTED_PROXIES must list IP addresses, got "proxy.example"');
    expect(normalizeAddress('::FFFF:10.1.2.3')).toBe('10.1.2.3');
  });
});
