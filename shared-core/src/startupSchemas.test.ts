// Start-up evaluates shared-core and, through it, every wire schema of shared-domain: a schema
// built at module level (not through lazySchema) would cost start-up time on every page.
describe('shared-core at start-up', () => {
  it('builds none of shared-core\'s schemas when shared-core is loaded', () => {
    // Every zod builder call (z.object, z.string, ...) made while shared-core's modules are
    // evaluated. A schema written at module level without lazySchema shows up here.
    const calls: string[] = [];
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        const actual = jest.requireActual<typeof import('zod')>('zod');
        // zod's `z` is a frozen namespace: a copy whose builders (lower-case functions) count.
        const counted = Object.fromEntries(
          Object.entries(actual.z).map(([key, value]) =>
            typeof value === 'function' && /^[a-z]/.test(key) && key !== 'config'
              ? [key, (...args: unknown[]) => (calls.push(key), (value as (...a: unknown[]) => unknown)(...args))]
              : [key, value],
          ),
        );
        return { ...actual, z: counted };
      });
      require('./index');
      jest.dontMock('zod');
    });
    expect(calls).toEqual([]);
  });
});
