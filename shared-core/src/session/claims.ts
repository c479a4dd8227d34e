import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';

/** Token claims of spec 000 section 3 (user claims). `exp` is in seconds since the epoch. */
export const claimsSchema = lazySchema(() => z.object({
  user_id: z.number(),
  username: z.string(),
  email: z.string().optional().default(''),
  is_reseller: z.boolean().default(false),
  is_resellermanager: z.boolean().default(false),
  is_staff: z.boolean().default(false),
  is_demo: z.boolean().default(false),
  exp: z.number(),
}));
export type Claims = z.infer<typeof claimsSchema>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without verifying it (the server verifies); `null` if unreadable. */
export function parseClaims(token: string | null | undefined): Claims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const result = claimsSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Seconds until the token expires (negative when expired); `-Infinity` for an unreadable token. */
export function secondsToExpiry(token: string | null | undefined, nowMs: number = Date.now()): number {
  const claims = parseClaims(token);
  return claims ? claims.exp - nowMs / 1000 : Number.NEGATIVE_INFINITY;
}
