import { z } from 'zod';
import { lazySchema } from './lazySchema';

describe('lazySchema (issue 16: no schema is built while start-up evaluates shared-core)', () => {
  it('builds its schema on first use, once, and parses, composes and reports as the schema does', () => {
    const build = jest.fn(() => z.object({ id: z.number(), name: z.string().min(1) }));
    const item = lazySchema(build);
    const page = lazySchema(() => z.object({ count: z.number(), results: z.array(item) }));
    const detail = lazySchema(() => item.extend({ notes: z.string().optional() }));
    expect(build).not.toHaveBeenCalled();

    expect(page.parse({ count: 1, results: [{ id: 1, name: 'a' }] })).toEqual({ count: 1, results: [{ id: 1, name: 'a' }] });
    expect(detail.parse({ id: 2, name: 'b', notes: 'n' })).toEqual({ id: 2, name: 'b', notes: 'n' });
    const refused = page.safeParse({ count: 1, results: [{ id: 'x', name: '' }] });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['results.0.id', 'results.0.name']);
    expect(item.optional().parse(undefined)).toBeUndefined();
    expect(Object.keys(item.shape)).toEqual(['id', 'name']);
    expect(item instanceof z.ZodObject).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });

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
      require('../../index');
      jest.dontMock('zod');
    });
    expect(calls).toEqual([]);
  });
});
