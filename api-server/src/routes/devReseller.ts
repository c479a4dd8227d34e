import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { resellerOfUser, setRemainingKeys } from '../db/reseller';
import { findUserByUsername } from '../db/users';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';

const remainingKeysBody = z.object({
  username: z.string().min(1).max(150),
  remaining_keys: z.number().int().min(0).max(1_000_000),
});

/**
 * Dev-mode helper of the reseller portal (registered from ./dev.ts, so only with DEV=1):
 * `PUT /dev/reseller/remaining-keys {username, remaining_keys}` sets the remaining keys of the
 * reseller that user is a member of and answers `{id, remaining_keys}`. End-to-end tests use it to
 * reach "no keys remain" without spending the seeded keys one by one, and to restore the count.
 */
export function registerResellerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/dev/reseller/remaining-keys', async (request) => {
    const body = parseBody(remainingKeysBody, request.body);
    const user = await findUserByUsername(ctx.db, body.username);
    const reseller = user && (await resellerOfUser(ctx.db, user.id));
    if (!reseller) throw new ApiError(404, { detail: `${body.username} is not a member of a reseller.` });
    await setRemainingKeys(ctx.db, reseller.id, body.remaining_keys);
    return { id: reseller.id, remaining_keys: body.remaining_keys };
  });
}
