import { DEFAULT_DATA_DIR, type BuildServerOptions } from './app';
import { parseTrustedProxies } from './http/clientAddress';
import { EDITIONS, parseEdition } from './http/edition';

/** Everything `main.ts` needs: the server options plus where to listen. */
export interface ServerConfig extends BuildServerOptions {
  port: number;
  host: string;
  /** Write every outgoing e-mail to the console (Django's console backend); default on, MAIL_CONSOLE=0 turns it off. */
  mailToConsole: boolean;
  /** Hash passwords at the test cost (password.ts TEST_SCRYPT_COST); only test servers set INSECURE_TEST_PASSWORD_HASH=1. */
  insecureTestPasswordHash: boolean;
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function edition(value: string | undefined): BuildServerOptions['edition'] {
  if (value === undefined || value === '') return undefined;
  const parsed = parseEdition(value);
  if (!parsed) throw new Error(`EDITION must be one of ${EDITIONS.join(', ')}, got "${value}"`);
  return parsed;
}

const truthy = (value: string | undefined) => value === '1' || value === 'true';

/**
 * Reads the configuration from environment variables and command-line flags (see README).
 * @throws Error naming the variable when a number or the edition is malformed
 */
export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerConfig {
  return {
    port: positiveInt('PORT', env.PORT) ?? 8000,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    fresh: argv.includes('--fresh') || truthy(env.FRESH),
    // Dev routes only on an explicit request (tests, developers); they also answer loopback only.
    devMode: argv.includes('--dev') || truthy(env.DEV),
    mailToConsole: env.MAIL_CONSOLE !== '0' && env.MAIL_CONSOLE !== 'false',
    insecureTestPasswordHash: truthy(env.INSECURE_TEST_PASSWORD_HASH),
    accessTtlSeconds: positiveInt('ACCESS_TTL_SECONDS', env.ACCESS_TTL_SECONDS),
    refreshTtlSeconds: positiveInt('REFRESH_TTL_SECONDS', env.REFRESH_TTL_SECONDS),
    jwtSecret: env.JWT_SECRET || undefined,
    viewerUrl: env.VIEWER_URL || undefined,
    edition: edition(env.EDITION),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    logger: { level: env.LOG_LEVEL || 'warn' },
  };
}
