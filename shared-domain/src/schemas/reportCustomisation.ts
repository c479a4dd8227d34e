import { z } from 'zod';
import { lazySchema } from './lazySchema';

/**
 * The report customisation bought through the paywall (logo, logo size, title, summary, header
 * and footer texts, fixed summary), kept by the server per user so it follows the user to any
 * browser: `GET /api/report-customisation/` and `PUT` of the whole value.
 */

/** Longest texts, the same as the report data takes them. */
export const CUSTOMISATION_TEXT_LIMITS = { titleText: 500, summaryText: 10_000, headerText: 500, footerText: 500 } as const;

/** Largest logo image a customisation may name: it travels in every report built with it. */
export const REPORT_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Logo sizes: 1 small, 2 medium, 3 large. */
export const LOGO_SIZES = [1, 2, 3] as const;

const text = (max: number) => z.string().max(max, `Ensure this field has no more than ${max} characters.`);

/** The whole customisation, as PUT takes it and GET answers it. */
export const reportCustomisationSchema = lazySchema(() =>
  z.object({
    /** attachmentId of one of the user's logo images (PNG or JPEG), or null. */
    logo: z.string().min(1, 'This field may not be blank.').max(100).nullable(),
    logoSize: z.number().int('A valid integer is required.').min(1, 'Ensure this value is greater than or equal to 1.').max(3, 'Ensure this value is less than or equal to 3.'),
    titleText: text(CUSTOMISATION_TEXT_LIMITS.titleText),
    summaryText: text(CUSTOMISATION_TEXT_LIMITS.summaryText),
    headerText: text(CUSTOMISATION_TEXT_LIMITS.headerText),
    footerText: text(CUSTOMISATION_TEXT_LIMITS.footerText),
    fixedSummary: z.boolean(),
  }),
);
export type ReportCustomisation = z.infer<typeof reportCustomisationSchema>;

/** What a user who never saved one gets. */
export const DEFAULT_REPORT_CUSTOMISATION: ReportCustomisation = Object.freeze({
  logo: null,
  logoSize: 2,
  titleText: '',
  summaryText: '',
  headerText: '',
  footerText: '',
  fixedSummary: false,
});
