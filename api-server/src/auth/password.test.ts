import { hashPassword, needsRehash, SCRYPT_COST, verifyPassword } from './password';

const LOW = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes at OWASP\'s current scrypt recommendation (N=2^17, r=8, p=1) by default', async () => {
    expect(SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('viewer-demo-1');
    expect(hash).not.toContain('viewer-demo-1');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/);
    await expect(verifyPassword('viewer-demo-1', hash)).resolves.toBe(true);
    await expect(verifyPassword('viewer-demo-2', hash)).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies an older, cheaper hash and asks for a rehash', async () => {
    const old = await hashPassword('viewer-demo-1', { N: 16384, r: 8, p: 1 });
    await expect(verifyPassword('viewer-demo-1', old)).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
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
