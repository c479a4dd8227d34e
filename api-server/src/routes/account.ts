import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/authenticate';
import { userClaims } from '../auth/claims';
import type { AppContext } from '../context';
import { organizationOfUser } from '../db/organizations';
import { setAcceptedTerms } from '../db/users';
import { describeRoute } from '../openapi/registry';
import { acceptTermsSchema, meSchema } from 'shared-domain/schemas';

/** The body of `GET /api/me/`: the token's user claims plus terms and feature flags. */
export interface MeResponse extends ReturnType<typeof userClaims> {
  hasAcceptedTerms: boolean;
  userFeatures: string[];
  /** Features of the user's organization; empty without one. */
  organizationFeatures: string[];
  /** Features unlocked by the user's cameras; no seed camera unlocks any. */
  cameraFeatures: string[];
  /** The organization the user is a member of (through a group), or null. */
  organization: { id: number; name: string } | null;
}

describeRoute({
  method: 'GET',
  path: '/api/me/',
  summary: 'The signed-in user: claims, terms state and features',
  tags: ['auth'],
  auth: true,
  response: meSchema,
});
describeRoute({
  method: 'POST',
  path: '/api/accept-terms/',
  summary: 'Accept the terms of use',
  tags: ['auth'],
  auth: true,
  response: acceptTermsSchema,
});

/**
 * Account routes (bearer access token required):
 * - `GET /api/me/` -> MeResponse, read from the database so it reflects changes at once
 * - `POST /api/accept-terms/` -> {hasAcceptedTerms: true}
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/me/', { preHandler: ctx.authenticate }, async (request): Promise<MeResponse> => {
    const user = requireUser(request);
    const organization = await organizationOfUser(ctx.db, user.id);
    return {
      ...userClaims(user),
      hasAcceptedTerms: user.has_accepted_terms,
      userFeatures: user.features,
      organizationFeatures: organization?.features ?? [],
      cameraFeatures: [],
      organization: organization ? { id: organization.id, name: organization.name } : null,
    };
  });

  app.post('/api/accept-terms/', { preHandler: ctx.authenticate }, async (request) => {
    await setAcceptedTerms(ctx.db, requireUser(request).id);
    return { hasAcceptedTerms: true };
  });
}
