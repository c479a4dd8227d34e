import { z } from 'zod';
import { lazySchema } from './lazySchema';

describe('lazySchema', () => {
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
});
