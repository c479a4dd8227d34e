import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** POST /api/token/ and /api/token/refresh/ (refresh tokens rotate, so both come back). */
export const tokenPairSchema = lazySchema(() => z.object({ access: z.string().min(1), refresh: z.string().min(1) }));

/** GET /api/me/: the claims plus terms state and features (spec 000 section 3, auth state). */
export const meSchema = lazySchema(() => z.object({
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
}));
export type Me = z.infer<typeof meSchema>;

/** POST /api/accept-terms/ */
export const acceptTermsSchema = lazySchema(() => z.object({ hasAcceptedTerms: z.literal(true) }));

/** Values of the enumerated customer settings (spec 000 section 3). */
const COLOR_SCHEMES = ['LOCATION', 'STRENGTH'] as const;
const SETTINGS_LEAK_SIZE_UNITS = ['LPM', 'CFM'] as const;
const TEMPERATURE_UNITS = ['CELSIUS', 'FAHRENHEIT'] as const;
const DISTANCE_UNITS = ['METERS', 'FEET'] as const;

/** Customer settings (spec 000 section 3; validation of section 5). */
export const customerSettingsSchema = lazySchema(() => z.object({
  color_scheme: z.enum(COLOR_SCHEMES),
  currency_iso_code: z.string().regex(/^[A-Z]{3}$/),
  leak_size_unit: z.enum(SETTINGS_LEAK_SIZE_UNITS),
  temperature_unit: z.enum(TEMPERATURE_UNITS),
  /** Energy cost per kWh; must be above zero when saved. */
  energy_cost_kwh: z.number(),
  /** kg CO2 per kWh, at least 0. */
  co2_cost_kg_kwh: z.number(),
  /** Leak size correction factor; required (non-zero). */
  leak_size_corr_factor: z.number(),
  source_distance_unit: z.enum(DISTANCE_UNITS),
  leak_size_severity_low_lpmin: z.number(),
  leak_size_severity_high_lpmin: z.number(),
  /** False until the user first saves settings. */
  init: z.boolean(),
}));
export type CustomerSettings = z.infer<typeof customerSettingsSchema>;

// The messages below are the server's (DRF wording); the api-server validates PATCH bodies with
// this very schema, so the rules of spec 000 section 5 live in one place.
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `"${String(issue.input)}" is not a valid choice.` });

/**
 * PATCH /api/customer-settings/ body: any subset of the writable fields (`init` is read-only),
 * with the save rules of spec 000 section 5: energy cost above zero, correction factor
 * non-zero, CO2 cost and severity thresholds at least zero, currency three upper-case letters.
 */
export const customerSettingsPatchSchema = lazySchema(() => z
  .object({
    color_scheme: choice(COLOR_SCHEMES),
    currency_iso_code: z.string().regex(/^[A-Z]{3}$/, 'Enter a valid 3-letter ISO 4217 currency code (e.g. USD).'),
    leak_size_unit: choice(SETTINGS_LEAK_SIZE_UNITS),
    temperature_unit: choice(TEMPERATURE_UNITS),
    energy_cost_kwh: z.number().gt(0, 'Ensure this value is greater than 0.'),
    co2_cost_kg_kwh: z.number().gte(0, 'Ensure this value is greater than or equal to 0.'),
    leak_size_corr_factor: z
      .number()
      .refine((v) => v !== 0, 'The correction factor may not be zero.')
      .describe('Any number except 0.'),
    source_distance_unit: choice(DISTANCE_UNITS),
    leak_size_severity_low_lpmin: z.number().gte(0, 'Ensure this value is greater than or equal to 0.'),
    leak_size_severity_high_lpmin: z.number().gte(0, 'Ensure this value is greater than or equal to 0.'),
  })
  .partial());
export type CustomerSettingsPatch = z.infer<typeof customerSettingsPatchSchema>;

/** POST /auth/users/ answer on success (djoser): an id means the account was created. */
export const registerAnswerSchema = lazySchema(() => z.object({ id: z.number(), username: z.string(), email: z.string() }));

/** POST /api/feedback/ answer (GET /api/log-client/ answers the same). */
export const feedbackAnswerSchema = lazySchema(() => z.object({ success: z.boolean() }));

/** POST /api/change_password/ answer on success. */
export const changePasswordAnswerSchema = lazySchema(() => z.object({ detail: z.string() }));

/** One e-mail of the development outbox (GET /dev/outbox, dev flag only). */
export const outboxMailSchema = lazySchema(() => z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
}));
