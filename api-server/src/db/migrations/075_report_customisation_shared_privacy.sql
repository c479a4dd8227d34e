-- Report customisation kept by the server, and shared report links that leave out locations and
-- camera serial numbers.

-- A user's report customisation (GET/PUT /api/report-customisation/): one row per user, so it
-- follows the user to any browser. `logo` names one of the user's images; a removed image is
-- read as no logo rather than blocking the row.
CREATE TABLE report_customisations (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  logo text,
  logo_size smallint NOT NULL DEFAULT 2 CHECK (logo_size BETWEEN 1 AND 3),
  title_text text NOT NULL DEFAULT '',
  summary_text text NOT NULL DEFAULT '',
  header_text text NOT NULL DEFAULT '',
  footer_text text NOT NULL DEFAULT '',
  fixed_summary boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The report data a PDF export was built from, so a shared link can be served from a copy built
-- again without locations or serial numbers. Kept as long as the export's job (and its file).
CREATE TABLE report_export_data (
  job_id uuid PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  preferred_currency text
);

-- What a shared link keeps. Links made before this migration served the report whole.
ALTER TABLE shared_reports
  ADD COLUMN include_location boolean NOT NULL DEFAULT true,
  ADD COLUMN include_serials boolean NOT NULL DEFAULT true,
  -- The export the link was made from, when `job_id` is a copy built without some data.
  ADD COLUMN source_job_id uuid REFERENCES jobs (id) ON DELETE SET NULL;
