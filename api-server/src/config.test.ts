import { DEFAULT_DATA_DIR } from './app';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8000 on the PGlite data directory', () => {
    expect(readConfig({}, [])).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      fresh: false,
      devMode: false,
      // The run command hashes passwords at the production cost: only test servers opt in.
      insecureTestPasswordHash: false,
      accessTtlSeconds: undefined,
      jwtSecret: undefined,
    });
  });

  it('reads env and flags', () => {
    const config = readConfig(
      { PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://db/app', DEV: '1', ACCESS_TTL_SECONDS: '30', JWT_SECRET: 's' },
      ['--fresh'],
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://db/app',
      fresh: true,
      devMode: true,
      accessTtlSeconds: 30,
      jwtSecret: 's',
    });
    expect(readConfig({ FRESH: '1' }, []).fresh).toBe(true);
    expect(readConfig({ INSECURE_TEST_PASSWORD_HASH: '1' }, []).insecureTestPasswordHash).toBe(true);
  });

  it.each(['abc', '0', '-1', '1.5'])('rejects PORT=%p', (port) => {
    expect(() => readConfig({ PORT: port }, [])).toThrow(/PORT/);
  });

  it('reads the edition that requests without an X-Edition header get (default NL in buildServer)', () => {
    expect(readConfig({}, []).edition).toBeUndefined();
    expect(readConfig({ EDITION: 'ue' }, []).edition).toBe('UE');
    expect(() => readConfig({ EDITION: 'ACME' }, [])).toThrow(/EDITION/);
  });
});
