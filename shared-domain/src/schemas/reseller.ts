import { z } from 'zod';
import { lazySchema } from './lazySchema';

/**
 * Reseller portal payloads (spec 001 sections 3, 5 and 7). The license-key dialog shows the
 * first `node_key` message of a refused create (spec 001 section 8), so every refusal of a
 * create, running out of keys included, carries one.
 */

/** Four upper-case base32 characters, a hyphen, four more (spec 001 section 5). */
export const NODE_KEY_PATTERN = /^[A-Z2-7]{4}-[A-Z2-7]{4}$/;
/** Longest description or customer name kept with a license key. */
export const LICENSE_TEXT_MAX = 500;

/** GET /api/reseller/ */
export const resellerSchema = lazySchema(() => z.object({
  id: z.number(),
  name: z.string(),
  remaining_keys: z.number().int().min(0),
  members: z.array(z.object({ id: z.number(), username: z.string() })),
}));
export type Reseller = z.infer<typeof resellerSchema>;

/** A license key (spec 001 section 3); `created_by` is the creating member's username. */
export const licenseKeySchema = lazySchema(() => z.object({
  license_key: z.string(),
  node_key: z.string(),
  description: z.string(),
  customer_name: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
}));
export type LicenseKey = z.infer<typeof licenseKeySchema>;
export const licenseKeyListSchema = lazySchema(() => z.array(licenseKeySchema));

const text = lazySchema(() => z.string().trim().max(LICENSE_TEXT_MAX, `Ensure this field has no more than ${LICENSE_TEXT_MAX} characters.`));

/** POST /api/reseller/{id}/license-key/ body; the node key is upper-cased first, as the dialog does. */
export const createLicenseKeyBodySchema = lazySchema(() => z.object({
  node_key: z
    .string()
    .trim()
    .toUpperCase()
    .regex(NODE_KEY_PATTERN, 'Enter a node key of four characters A-Z or 2-7, a hyphen and four more (e.g. ABCD-EF23).'),
  description: text.default(''),
  customer_name: text.default(''),
}));
export type CreateLicenseKeyBody = z.input<typeof createLicenseKeyBodySchema>;

/** POST /api/reseller/{id}/license-key/email-key/ body (spec 001 section 5). */
export const emailLicenseKeyBodySchema = lazySchema(() => z.object({
  email: z.string().trim().min(1, 'This field may not be blank.').max(254).includes('@', { message: 'Enter a valid email address.' }),
  content: z.string().trim().min(1, 'This field may not be blank.').max(20000),
}));
export type EmailLicenseKeyBody = z.infer<typeof emailLicenseKeyBodySchema>;

/** Answer of the e-mail call: the mail was queued. */
export const emailLicenseKeyAnswerSchema = lazySchema(() => z.object({ success: z.literal(true) }));
