import { z } from 'zod';
import { ApiError } from './errors';
import { parseBody } from './parseBody';

const schema = z.object({
  username: z.string().trim().min(1, 'This field may not be blank.'),
  age: z.number().optional(),
});

function errorOf(body: unknown): ApiError {
  try {
    parseBody(schema, body);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected a validation error');
}

describe('parseBody', () => {
  it('returns the parsed body', () => {
    expect(parseBody(schema, { username: ' ann ', extra: 1 })).toEqual({ username: 'ann' });
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['missing field', {}, { username: ['This field is required.'] }],
    ['no body', undefined, { username: ['This field is required.'] }],
    ['blank field', { username: '   ' }, { username: ['This field may not be blank.'] }],
    ['wrong types', { username: 3, age: 'x' }, { username: ['Not a valid string.'], age: ['A valid number is required.'] }],
    ['a list', [], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
    ['null', null, { non_field_errors: ['Invalid data. Expected a dictionary, but got null.'] }],
    ['a string', 'x', { non_field_errors: ['Invalid data. Expected a dictionary, but got string.'] }],
  ])('answers 400 with field messages for %s', (_case, body, expected) => {
    const err = errorOf(body);
    expect(err.statusCode).toBe(400);
    expect(err.body).toEqual(expected);
  });
});
