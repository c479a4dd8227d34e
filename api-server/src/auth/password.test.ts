import { hashPassword, needsRehash, passwordCost, SCRYPT_COST, TEST_SCRYPT_COST, usePasswordCost, verifyPassword } from './password';

const LOW = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  // jest's setup (src/testing/jestSetup.ts) runs these suites at the test cost.
  afterEach(() => usePasswordCost(TEST_SCRYPT_COST));

  it('hashes at OWASP\'s current scrypt recommendation (N=2^17, r=8, p=1) unless a test chooses otherwise', async () => {
    expect(SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    // A process that chose nothing (the run command) has the production cost.
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./password')>('./password');
      expect(fresh.passwordCost()).toEqual(SCRYPT_COST);
    });
    usePasswordCost(SCRYPT_COST);
    const hash = await hashPassword('viewer-demo-1');
    expect(hash).not.toContain('viewer-demo-1');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/);
    await expect(verifyPassword('viewer-demo-1', hash)).resolves.toBe(true);
    await expect(verifyPassword('viewer-demo-2', hash)).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies an older, cheaper hash and asks for a rehash to the current cost', async () => {
    usePasswordCost(SCRYPT_COST);
    const old = await hashPassword('viewer-demo-1', { N: 16384, r: 8, p: 1 });
    await expect(verifyPassword('viewer-demo-1', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('hashes at the test cost once a test server asks for it, and rehashes nothing stronger', async () => {
    usePasswordCost(TEST_SCRYPT_COST);
    expect(passwordCost()).toEqual({ N: 1024, r: 8, p: 1 });
    const hash = await hashPassword('viewer-demo-1');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('viewer-demo-1', hash)).resolves.toBe(true);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(await hashPassword('viewer-demo-1', { N: 16384, r: 8, p: 1 }))).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', LOW)).not.toBe(await hashPassword('same', LOW));
  });

  it.each([
    '',
    'plain-text',
    'scrypt$1$2$3',
    'bcrypt$16384$8$1$c2FsdA==$aGFzaA==',
    'scrypt$16384$8$1$c2FsdA==$c2hvcnQ=',
    // A cost no hash of ours has: refused instead of computed (minutes of CPU, gigabytes).
    `scrypt$${2 ** 24}$8$1$c2FsdA==$${Buffer.alloc(64).toString('base64')}`,
    `scrypt$1000$8$1$c2FsdA==$${Buffer.alloc(64).toString('base64')}`,
  ])('rejects a malformed stored hash %p', async (stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  });
});
