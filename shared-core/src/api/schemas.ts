import { z } from 'zod';

/** POST /api/token/ and /api/token/refresh/ (refresh tokens rotate, so both come back). */
export const tokenPairSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });

/** GET /api/me/: the claims plus terms state and features (spec 000 section 3, auth state). */
export const meSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  is_reseller: z.boolean(),
  is_resellermanager: z.boolean(),
  is_staff: z.boolean(),
  is_demo: z.boolean(),
  hasAcceptedTerms: z.boolean(),
  userFeatures: z.array(z.string()),
  organizationFeatures: z.array(z.string()),
  cameraFeatures: z.array(z.string()),
  organization: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** POST /api/accept-terms/ */
export const acceptTermsSchema = z.object({ hasAcceptedTerms: z.literal(true) });
