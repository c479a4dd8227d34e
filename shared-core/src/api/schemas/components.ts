import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { SEVERITY_BANDS } from '../../analysis/severity';
import { normalizeTags } from '../../analysis/tags';
import { pdClassificationSchema } from './snapshot';

/**
 * Component tracker (spec 001 sections 2, 3 and 7): a named physical component followed over
 * time through snapshots. The server computes severities, trend and classification from the
 * snapshots' stored analyses (the same figures `analytics/pd/` and `analytics/leak/` answer).
 */

/** Trend of the severity over the latest snapshots; `unknown` with fewer than two measured snapshots. */
export const COMPONENT_TRENDS = ['rising', 'falling', 'stable', 'unknown'] as const;
export type ComponentTrend = (typeof COMPONENT_TRENDS)[number];

/** What a component's severity is measured from: PD severity, or the leak size band when it has no PD snapshot. */
export const COMPONENT_SEVERITY_SOURCES = ['pd', 'leak'] as const;

export const COMPONENT_NAME_MAX = 200;
export const COMPONENT_DESCRIPTION_MAX = 2000;
/** Most snapshots one component follows. */
export const COMPONENT_SNAPSHOTS_MAX = 1000;

/** Severity in percent (0-100) with the band of spec 000 section 9. */
export const componentSeveritiesSchema = lazySchema(() => z.object({
  min: z.number(),
  max: z.number(),
  band: z.enum(SEVERITY_BANDS),
  source: z.enum(COMPONENT_SEVERITY_SOURCES),
}));

/** One point of the severity history, oldest first. */
export const componentSeverityPointSchema = lazySchema(() => z.object({
  snapshotId: z.number(),
  created_date: z.string(),
  min: z.number(),
  max: z.number(),
}));

/** A component (spec 001 section 3) with what the list cards and the detail show. */
export const componentSchema = lazySchema(() => z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Ids of its snapshots that the caller can see, newest first. */
  snapshots: z.array(z.number()),
  /** Severity of the latest measured snapshot; null when no snapshot has one. */
  severities: componentSeveritiesSchema.nullable(),
  trend: z.enum(COMPONENT_TRENDS),
  /** Most confident PD classification of the latest PD snapshot; null without one. */
  classification: pdClassificationSchema.nullable(),
  /** Every classification of that snapshot, most confident first (detail page). */
  classifications: z.array(pdClassificationSchema),
  /** The severity over time that the trend is computed from. */
  history: z.array(componentSeverityPointSchema),
  /** Newest snapshot, with signed thumbnail and heatmap still links for the list card. */
  latestSnapshot: z
    .object({ id: z.number(), created_date: z.string(), thumbnail_url: z.string().nullable(), heatmap_still_url: z.string().nullable().optional() })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}));
export type Component = z.infer<typeof componentSchema>;
export const componentListSchema = lazySchema(() => z.array(componentSchema));

/** Tags as a list or as one string split on spaces (spec 001 section 5). */
const tags = lazySchema(() => z
  .union([z.string(), z.array(z.string().max(100))])
  .transform((v) => normalizeTags(v))
  .refine((v) => v.length <= 100, 'Ensure this field has no more than 100 tags.')
  .refine((v) => v.every((t) => t.length <= 100), 'Ensure each tag has no more than 100 characters.'));

const name = lazySchema(() => z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(COMPONENT_NAME_MAX, `Ensure this field has no more than ${COMPONENT_NAME_MAX} characters.`));
const description = lazySchema(() => z
  .string()
  .max(COMPONENT_DESCRIPTION_MAX, `Ensure this field has no more than ${COMPONENT_DESCRIPTION_MAX} characters.`));
const snapshotIds = lazySchema(() => z.array(z.number().int().positive()).max(COMPONENT_SNAPSHOTS_MAX));

/** POST /api/component-tracker/component/ body. */
export const createComponentBodySchema = lazySchema(() => z.object({
  name,
  description: description.default(''),
  tags: tags.default([]),
  snapshots: snapshotIds.default([]),
}));
export type CreateComponentBody = z.input<typeof createComponentBodySchema>;

/** PATCH /api/component-tracker/component/{id}/ body; `snapshots` replaces the whole list. */
export const patchComponentBodySchema = lazySchema(() => z.object({
  name: name.optional(),
  description: description.optional(),
  tags: tags.optional(),
  snapshots: snapshotIds.optional(),
}));
export type PatchComponentBody = z.input<typeof patchComponentBodySchema>;
