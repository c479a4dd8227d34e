import { DEFAULT_REPORT_CUSTOMISATION, type ReportCustomisation } from 'shared-domain/schemas';
import type { Queryable } from './Database';

/** Queries of `report_customisations` (migration 075): one report customisation per user. */

interface Row {
  logo: string | null;
  logo_size: number;
  title_text: string;
  summary_text: string;
  header_text: string;
  footer_text: string;
  fixed_summary: boolean;
  /** Whether `logo` still names an active image of the user. */
  logo_active: boolean;
}

/**
 * The user's customisation, the defaults when none was saved. A logo whose image was removed
 * since reads as none, so a report never asks for an image that is gone.
 */
export async function getReportCustomisation(db: Queryable, userId: number): Promise<ReportCustomisation> {
  const { rows } = await db.query<Row>(
    `SELECT c.logo, c.logo_size, c.title_text, c.summary_text, c.header_text, c.footer_text, c.fixed_summary,
            EXISTS (SELECT 1 FROM user_images i WHERE i.attachment_id = c.logo AND i.user_id = c.user_id AND i.active) AS logo_active
     FROM report_customisations c WHERE c.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return { ...DEFAULT_REPORT_CUSTOMISATION };
  return {
    logo: row.logo && row.logo_active ? row.logo : null,
    logoSize: row.logo_size,
    titleText: row.title_text,
    summaryText: row.summary_text,
    headerText: row.header_text,
    footerText: row.footer_text,
    fixedSummary: row.fixed_summary,
  };
}

/** Replaces the user's customisation with a validated one. */
export async function saveReportCustomisation(db: Queryable, userId: number, value: ReportCustomisation): Promise<void> {
  await db.query(
    `INSERT INTO report_customisations (user_id, logo, logo_size, title_text, summary_text, header_text, footer_text, fixed_summary, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (user_id) DO UPDATE SET logo = EXCLUDED.logo, logo_size = EXCLUDED.logo_size, title_text = EXCLUDED.title_text,
       summary_text = EXCLUDED.summary_text, header_text = EXCLUDED.header_text, footer_text = EXCLUDED.footer_text,
       fixed_summary = EXCLUDED.fixed_summary, updated_at = now()`,
    [userId, value.logo, value.logoSize, value.titleText, value.summaryText, value.headerText, value.footerText, value.fixedSummary],
  );
}
