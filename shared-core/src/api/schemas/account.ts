import { z } from 'zod';

/** Customer settings (spec 000 section 3; validation of section 5). */
export const customerSettingsSchema = z.object({
  color_scheme: z.enum(['LOCATION', 'STRENGTH']),
  currency_iso_code: z.string().regex(/^[A-Z]{3}$/),
  leak_size_unit: z.enum(['LPM', 'CFM']),
  temperature_unit: z.enum(['CELSIUS', 'FAHRENHEIT']),
  /** Energy cost per kWh; must be above zero when saved. */
  energy_cost_kwh: z.number(),
  /** kg CO2 per kWh, at least 0. */
  co2_cost_kg_kwh: z.number(),
  /** Leak size correction factor; required (non-zero). */
  leak_size_corr_factor: z.number(),
  source_distance_unit: z.enum(['METERS', 'FEET']),
  leak_size_severity_low_lpmin: z.number(),
  leak_size_severity_high_lpmin: z.number(),
  /** False until the user first saves settings. */
  init: z.boolean(),
});
export type CustomerSettings = z.infer<typeof customerSettingsSchema>;

/** PATCH /api/customer-settings/ body: any subset of the writable fields. */
export const customerSettingsPatchSchema = customerSettingsSchema.omit({ init: true }).partial();
export type CustomerSettingsPatch = z.infer<typeof customerSettingsPatchSchema>;

/** POST /auth/users/ answer on success (djoser): an id means the account was created. */
export const registerAnswerSchema = z.object({ id: z.number(), username: z.string(), email: z.string() });

/** POST /api/feedback/ answer. */
export const feedbackAnswerSchema = z.object({ success: z.boolean() });

/** POST /api/change_password/ answer on success. */
export const changePasswordAnswerSchema = z.object({ detail: z.string() });

/** One e-mail of the development outbox (GET /dev/outbox, dev flag only). */
export const outboxMailSchema = z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
