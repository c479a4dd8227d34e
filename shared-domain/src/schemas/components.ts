import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { TREND_THRESHOLD_PCT } from '../analysis/componentTrend';
import { SEVERITY_BANDS } from '../analysis/severity';
import { normalizeTags } from '../analysis/tags';
import { pdClassificationSchema } from './snapshot';

/**
 * Component tracker (spec 001 sections 2, 3 and 7): a named
 * physical component followed over time through snapshots of ONE analysis type. The server
 * computes the type's own figures, the trend and the PD classification from the snapshots'
 * stored analyses (the same figures `analytics/pd/`, `analytics/leak/` and `analytics/mech/`
 * answer); a snapshot marked fixed is a repair, a step in the history rather than part of a trend.
 */

/** Trend of the component's figure over the latest measurements since its latest repair; `unknown` with fewer than two. */
export const COMPONENT_TRENDS = ['rising', 'falling', 'stable', 'unknown'] as const;
export type ComponentTrend = (typeof COMPONENT_TRENDS)[number];

/** The analysis type a component follows; snapshots of other types cannot join it. */
export const COMPONENT_KINDS = ['leak', 'pd', 'mechanical'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/**
 * Change of the fitted trend line across its window from which a component's trend is rising or
 * falling, in the kind's own measure: PD 5 points of mean severity (the rule since spec 001);
 * leak 1 l/min (a fifth of the default low size threshold of 5 l/min, well above the size's
 * repeatability); mechanical 0.5 of kurtosis (half the way from Gaussian noise, 3, to the
 * possible-fault limit, 4). The server's trend and the viewer's explanation of it both read it.
 */
export const COMPONENT_TREND_THRESHOLDS: Readonly<Record<ComponentKind, number>> = Object.freeze({ pd: TREND_THRESHOLD_PCT, leak: 1, mechanical: 0.5 });

/**
 * The component type a snapshot of `device_analysis_type` can join (spec 000 section 3): A1, A2
 * leak; E1-E3 pd; M1 mechanical; anything else (L1, sound level) none.
 */
export function componentKindOf(deviceAnalysisType: string | null | undefined): ComponentKind | null {
  const code = (deviceAnalysisType ?? '').trim().toUpperCase();
  if (code === 'A1' || code === 'A2') return 'leak';
  if (code === 'E1' || code === 'E2' || code === 'E3') return 'pd';
  return code === 'M1' ? 'mechanical' : null;
}

export const COMPONENT_NAME_MAX = 200;
export const COMPONENT_DESCRIPTION_MAX = 2000;
/** Most snapshots one component follows. */
export const COMPONENT_SNAPSHOTS_MAX = 1000;

/** What every point of a history has: its snapshot, when it was taken, and whether it is marked fixed (a repair). */
const pointBase = () => ({ snapshotId: z.number(), created_date: z.string(), fixed: z.boolean() });

/** A leak measurement: size in l/min and yearly cost, by the leak-reporting rule (docs/figures.md). */
export const componentLeakPointSchema = lazySchema(() => z.strictObject({
  ...pointBase(),
  /** Leak size, l/min (the viewer shows it in the user's unit); 0 when the snapshot reports no leak. */
  leakLpm: z.number().nonnegative(),
  /** Whether the snapshot counts as a leak by the leak-reporting rule. */
  reported: z.boolean(),
  /** Yearly cost in `currency` to the cent (the snapshot's stored cost); 0 without a reported leak; null with cost mode off. */
  costPerYear: z.number().nullable(),
  currency: z.string(),
}));

/** A PD measurement: severity min/max in percent with its band, and the most confident class. */
export const componentPdPointSchema = lazySchema(() => z.strictObject({
  ...pointBase(),
  min: z.number(),
  max: z.number(),
  band: z.enum(SEVERITY_BANDS),
  topClass: pdClassificationSchema.nullable(),
}));

/** A mechanical measurement: plain kurtosis (Gaussian 3), crest factor and the possible-fault flag. */
export const componentMechanicalPointSchema = lazySchema(() => z.strictObject({
  ...pointBase(),
  kurtosis: z.number(),
  crestFactor: z.number().nullable(),
  possibleFault: z.boolean(),
}));

/** The measurements of a component, oldest first, typed by its kind. */
export const componentHistorySchema = lazySchema(() => z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('leak'), points: z.array(componentLeakPointSchema) }),
  z.strictObject({ kind: z.literal('pd'), points: z.array(componentPdPointSchema) }),
  z.strictObject({ kind: z.literal('mechanical'), points: z.array(componentMechanicalPointSchema) }),
]));
export type ComponentHistory = z.infer<typeof componentHistorySchema>;
export type ComponentLeakPoint = z.infer<typeof componentLeakPointSchema>;
export type ComponentPdPoint = z.infer<typeof componentPdPointSchema>;
export type ComponentMechanicalPoint = z.infer<typeof componentMechanicalPointSchema>;

/** One end of the fitted trend line, in the kind's trend measure (l/min, mean severity %, kurtosis). */
const trendEnd = () => z.strictObject({ created_date: z.string(), value: z.number() });

/** A component (spec 001 section 3) with what the list cards and the detail show. */
export const componentSchema = lazySchema(() => z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** The analysis type it follows; null until its first snapshots set it (and again once it has none). */
  kind: z.enum(COMPONENT_KINDS).nullable(),
  /** Ids of its snapshots that the caller can see, newest first. */
  snapshots: z.array(z.number()),
  /** From the measurements after the latest snapshot marked fixed (a repair is a step, not a trend). */
  trend: z.enum(COMPONENT_TRENDS),
  /** The least-squares line the trend is read from; null when the trend is unknown. */
  trendLine: z.strictObject({ from: trendEnd(), to: trendEnd() }).nullable(),
  /** Most confident PD classification of the latest PD snapshot; null without one (and for other kinds). */
  classification: pdClassificationSchema.nullable(),
  /** Every classification of that snapshot, most confident first (detail page). */
  classifications: z.array(pdClassificationSchema),
  /** The measurements, typed by `kind`; null when the component has no kind yet. */
  history: componentHistorySchema.nullable(),
  /** Newest snapshot, with signed thumbnail and heatmap still links for the list card. */
  latestSnapshot: z
    .object({ id: z.number(), created_date: z.string(), thumbnail_url: z.string().nullable(), heatmap_still_url: z.string().nullable().optional() })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}).refine((c) => (c.history?.kind ?? null) === c.kind, { message: 'The history must be of the component’s kind.', path: ['history'] }));
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

/** POST /api/component-tracker/component/ body; `snapshots` must be of one kind (400 `{snapshots}` otherwise). */
export const createComponentBodySchema = lazySchema(() => z.object({
  name,
  description: description.default(''),
  tags: tags.default([]),
  snapshots: snapshotIds.default([]),
}));
export type CreateComponentBody = z.input<typeof createComponentBodySchema>;

/** PATCH /api/component-tracker/component/{id}/ body; `snapshots` replaces the whole list and must be of the component's kind. */
export const patchComponentBodySchema = lazySchema(() => z.object({
  name: name.optional(),
  description: description.optional(),
  tags: tags.optional(),
  snapshots: snapshotIds.optional(),
}));
export type PatchComponentBody = z.input<typeof patchComponentBodySchema>;
