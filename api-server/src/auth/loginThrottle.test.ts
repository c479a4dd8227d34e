import type { FastifyInstance } from 'fastify';
import { setPasswordHash } from '../db/accounts';
import { findUserByUsername } from '../db/users';
import { openDatabase } from '../db/openDatabase';
import { SEED_PASSWORD } from '../seed';
import { removeDataDir, seededDataDir, startTestServer } from '../testing/testServer';
import { ACCOUNT_FREE_FAILURES, ADDRESS_FREE_FAILURES, addressDelayMs, blockSeconds, MAX_ADDRESS_DELAY_MS, MAX_BLOCK_SECONDS } from './loginThrottle';
import { hashPassword, SCRYPT_COST, TEST_SCRYPT_COST, usePasswordCost, verifyPassword } from './password';

jest.setTimeout(120_000);

/** Wrong passwords in a row back an account off; an address is only ever slowed, never blocked. */
describe('login throttling', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let clock = Date.UTC(2026, 0, 5, 9);
  // The per-address delays asked for; they are waited for only while `waitForReal` is set.
  let delays: number[] = [];
  let waitForReal = false;
  const sleep = (ms: number) => {
    delays.push(ms);
    return waitForReal ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  };
  beforeAll(async () => {
    // One server with a movable clock; an old (N=2^14) hash for `staff` to see the rehash.
    dataDir = await seededDataDir();
    const db = await openDatabase({ dataDir });
    const staff = await findUserByUsername(db, 'staff');
    await setPasswordHash(db, staff!.id, await hashPassword(SEED_PASSWORD, { N: 16384, r: 8, p: 1 }));
    await db.close();
    app = await startTestServer({ dataDir, now: () => clock, sleep });
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const signIn = (username: string, password: string, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/token/', payload: { username, password }, remoteAddress, headers });

  it('backs off exponentially from 2 s, never beyond 15 minutes', () => {
    expect([5, 6, 7, 8, 9].map((n) => blockSeconds(n, ACCOUNT_FREE_FAILURES))).toEqual([0, 2, 4, 8, 16]);
    expect(blockSeconds(1000, ACCOUNT_FREE_FAILURES)).toBe(MAX_BLOCK_SECONDS);
    expect(MAX_BLOCK_SECONDS).toBe(900);
  });

  it('delays an address past its free failures by 50 ms a failure, never more than 1 s', () => {
    expect([ADDRESS_FREE_FAILURES, ADDRESS_FREE_FAILURES + 1, ADDRESS_FREE_FAILURES + 4].map(addressDelayMs)).toEqual([0, 50, 200]);
    expect(addressDelayMs(10_000)).toBe(MAX_ADDRESS_DELAY_MS);
    expect(MAX_ADDRESS_DELAY_MS).toBe(1000);
  });

  it('refuses the right password with 429 and Retry-After after repeated failures, then lets it in after the wait', async () => {
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++) expect((await signIn('engineer', 'wrong')).statusCode).toBe(401);
    const blocked = await signIn('engineer', SEED_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('2');
    expect(blocked.json()).toEqual({ detail: 'Request was throttled. Expected available in 2 seconds.', code: 'throttled', wait: 2 });
    // The case of the username does not dodge the account's count.
    expect((await signIn('ENGINEER', SEED_PASSWORD)).statusCode).toBe(429);

    clock += 2000;
    expect((await signIn('engineer', 'wrong')).statusCode).toBe(401);
    const doubled = await signIn('engineer', SEED_PASSWORD);
    expect(doubled.statusCode).toBe(429);
    expect(doubled.headers['retry-after']).toBe('4');

    clock += 4000;
    expect((await signIn('engineer', SEED_PASSWORD)).statusCode).toBe(200);
    // A success forgets the account's failures: a typo afterwards is answered at once.
    expect((await signIn('engineer', 'wrong')).statusCode).toBe(401);
    expect((await signIn('engineer', SEED_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 30 wrong passwords with at most 15 minutes of wait, and the account is usable again after it', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await signIn('orgadmin', 'wrong');
      if (res.statusCode === 429) {
        waits.push(Number(res.headers['retry-after']));
        clock += Number(res.headers['retry-after']) * 1000;
      }
    }
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThanOrEqual(MAX_BLOCK_SECONDS);
    clock += MAX_BLOCK_SECONDS * 1000;
    expect((await signIn('orgadmin', SEED_PASSWORD)).statusCode).toBe(200);
  });

  it('never refuses a correct password because of other accounts\' failures from its address', async () => {
    const address = '198.51.100.9';
    delays = [];
    // 200 wrong passwords spread over 50 accounts (4 each: no account reaches its back-off).
    for (let i = 0; i < 200; i++) expect((await signIn(`colleague${i % 50}`, 'wrong', address)).statusCode).toBe(401);
    expect(delays.length).toBe(200 - ADDRESS_FREE_FAILURES);
    expect(Math.max(...delays)).toBe(MAX_ADDRESS_DELAY_MS);
    // Another account's correct password from the same address: slowed, not refused.
    waitForReal = true;
    delays = [];
    const started = Date.now();
    try {
      const res = await signIn('demo', SEED_PASSWORD, address);
      expect(res.statusCode).toBe(200);
    } finally {
      waitForReal = false;
    }
    const took = Date.now() - started;
    expect(delays).toEqual([MAX_ADDRESS_DELAY_MS]);
    expect(took).toBeGreaterThanOrEqual(MAX_ADDRESS_DELAY_MS - 5);
    expect(took).toBeLessThan(2000);
    // Its own attempt is taken back; another address is not slowed at all.
    delays = [];
    expect((await signIn('demo', SEED_PASSWORD, '198.51.100.10')).statusCode).toBe(200);
    expect(delays).toEqual([]);
  });

  it('refuses the right password after 30 wrong ones on one account until its back-off ends, then accepts it', async () => {
    const address = '192.0.2.30';
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await signIn('engineer', `wrong-${i}`, address)).statusCode);
    expect(answers.filter((status) => status === 401)).toHaveLength(ACCOUNT_FREE_FAILURES + 1);
    expect(answers.filter((status) => status === 429)).toHaveLength(30 - ACCOUNT_FREE_FAILURES - 1);
    // From another address too: the lock-out is the account's.
    const refused = await signIn('engineer', SEED_PASSWORD, '192.0.2.31');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBe(blockSeconds(ACCOUNT_FREE_FAILURES + 1));
    clock += (wait - 1) * 1000;
    expect((await signIn('engineer', SEED_PASSWORD, address)).statusCode).toBe(429);
    clock += 1000;
    expect((await signIn('engineer', SEED_PASSWORD, address)).statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const attacker = '198.51.100.77';
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) await signIn(`probe${i}`, 'wrong', attacker);
    delays = [];
    // Claiming to be a fresh client changes nothing: the attempt is counted and slowed as the peer's.
    expect((await signIn('probe-x', 'wrong', attacker, { 'x-forwarded-for': '10.20.30.40' })).statusCode).toBe(401);
    expect((await signIn('probe-y', 'wrong', attacker, { 'x-forwarded-for': '10.20.30.41, 10.20.30.42' })).statusCode).toBe(401);
    expect(delays).toEqual([50, 100]);
    // And the claimed client's own address was never counted.
    delays = [];
    expect((await signIn('demo', SEED_PASSWORD, '10.20.30.40')).statusCode).toBe(200);
    expect(delays).toEqual([]);
  });

  it('answers a known and an unknown account alike, before and after their back-off', async () => {
    const known = await signIn('staff', 'wrong', '192.0.2.60');
    const unknown = await signIn('nobody.at.all', 'wrong', '192.0.2.61');
    expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(known.body).toBe(unknown.body);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      await signIn('staff', 'wrong', '192.0.2.60');
      await signIn('nobody.at.all', 'wrong', '192.0.2.61');
    }
    const knownBlocked = await signIn('staff', 'wrong', '192.0.2.60');
    const unknownBlocked = await signIn('nobody.at.all', 'wrong', '192.0.2.61');
    expect([knownBlocked.statusCode, unknownBlocked.statusCode]).toEqual([429, 429]);
    expect(knownBlocked.body).toBe(unknownBlocked.body);
    expect(knownBlocked.headers['retry-after']).toBe(unknownBlocked.headers['retry-after']);
    clock += MAX_BLOCK_SECONDS * 1000;
  });

  it('forgets an account after an hour without failures', async () => {
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++) await signIn('reseller', 'wrong');
    expect((await signIn('reseller', SEED_PASSWORD)).statusCode).toBe(429);
    clock += 61 * 60 * 1000;
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await signIn('reseller', 'wrong')).statusCode).toBe(401);
    expect((await signIn('reseller', SEED_PASSWORD)).statusCode).toBe(200);
  });

  it('rehashes a password stored at the old cost (N=2^14) at N=2^17 on a successful sign-in', async () => {
    // The production cost, as the run command has it (this suite otherwise runs at the test cost).
    usePasswordCost(SCRYPT_COST);
    try {
      expect((await signIn('staff', SEED_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
    } finally {
      usePasswordCost(TEST_SCRYPT_COST);
    }
    await app.close();
    const db = await openDatabase({ dataDir });
    try {
      const staff = await findUserByUsername(db, 'staff');
      expect(staff!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword(SEED_PASSWORD, staff!.password_hash)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
