import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('never stores the password and verifies only the right one', async () => {
    const hash = await hashPassword('viewer-demo-1');
    expect(hash).not.toContain('viewer-demo-1');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    await expect(verifyPassword('viewer-demo-1', hash)).resolves.toBe(true);
    await expect(verifyPassword('viewer-demo-2', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it.each(['', 'plain-text', 'scrypt$1$2$3', 'bcrypt$16384$8$1$c2FsdA==$aGFzaA==', 'scrypt$16384$8$1$c2FsdA==$c2hvcnQ='])(
    'rejects a malformed stored hash %p',
    async (stored) => {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    },
  );
});
