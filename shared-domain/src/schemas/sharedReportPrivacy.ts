import { z } from 'zod';
import { lazySchema } from './lazySchema';

/**
 * What a shared report link may show a stranger. A public link travels beyond the team, so the
 * places of the findings and the cameras' serial numbers are left out unless the sharer keeps
 * them: the server then serves a copy of the report made without them.
 */

/** POST /api/shared/reports/ body: the report's address, and what of it the link keeps. */
export const sharedReportShareSchema = lazySchema(() =>
  z.object({
    reportUrl: z.string().url().max(4000),
    /** Keep the GPS coordinates of the snapshots; default false. */
    includeLocation: z.boolean().default(false),
    /** Keep the cameras' serial numbers; default false. */
    includeSerials: z.boolean().default(false),
  }),
);
export type SharedReportShare = z.input<typeof sharedReportShareSchema>;
