import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { LABEL_MAX } from '../analysis/constants';

/**
 * Bodies of the snapshot edits the detail page sends (spec 001 section 7 "Snapshot edits",
 * validation spec 000 section 5). The client checks a body with these before it sends it, so an
 * invalid value never leaves the browser; the api-server applies the same limits.
 */

/** `POST .../label/`: at most 2048 characters (spec 000 section 5). */
export const labelEditSchema = lazySchema(() => z.object({ text: z.string().max(LABEL_MAX) }));

/** `POST .../tags/`: the normalised tag list (NFC, split on spaces, no duplicates). */
export const tagsEditSchema = lazySchema(() => z.object({ tags: z.array(z.string().min(1)) }));

/** `POST .../comments/`. */
export const commentsEditSchema = lazySchema(() => z.object({ comments: z.string() }));

/** A WGS 84 position in degrees. */
export const coordinatesSchema = lazySchema(() => z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }));
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** `POST .../location/`: a position, or null to remove the location. */
export const locationEditSchema = lazySchema(() => z.object({ location: coordinatesSchema.nullable() }));

/** `POST .../dynamicrange/`: the heatmap floor in dB SPL, or null for the default. */
export const dynamicRangeEditSchema = lazySchema(() => z.object({ value: z.number().nullable() }));

/** `POST .../heatmap-mode/`. */
export const heatmapModeEditSchema = lazySchema(() => z.object({ mode: z.enum(['multi', 'single']) }));
export type HeatmapMode = z.infer<typeof heatmapModeEditSchema>['mode'];

/** `POST .../picture-brightness/`: darkening of the photo under the heatmap, 0..1. */
export const pictureBrightnessEditSchema = lazySchema(() => z.object({ picture_brightness: z.number().min(0).max(1) }));
