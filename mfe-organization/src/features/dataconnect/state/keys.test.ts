import { curlLine, mayCreateKey, truncateKey } from './keys';

describe('Data Connect keys', () => {
  it('shows a key truncated to 10 characters', () => {
    expect(truncateKey('dc_0123456789abcdef')).toBe('dc_0123456…');
    expect(truncateKey('short')).toBe('short');
  });

  it('creating needs DataConnectNewKey on the user or the organization', () => {
    expect(mayCreateKey({ userFeatures: [], organizationFeatures: ['DataConnectNewKey'] })).toBe(true);
    expect(mayCreateKey({ userFeatures: ['DataConnectNewKey'], organizationFeatures: [] })).toBe(true);
    expect(mayCreateKey({ userFeatures: ['Other'], organizationFeatures: [] })).toBe(false);
  });

  it('the curl line calls the endpoint with the key header', () => {
    expect(curlLine('http://api.example/dataconnect/export/snapshots', '2026-01-01', 'dc_x')).toBe(
      'curl -H "X-Api-Key: dc_x" "http://api.example/dataconnect/export/snapshots?since=2026-01-01&limit=100&offset=0"',
    );
  });
});
