-- Reports, sharing, payment and user images (spec 001 section 7 "Reports, exports and sharing",
-- "Image attachments"). Times that expire (upload addresses, shared links) are written by the
-- server from its own clock (AppContext.now), not now(), so tests can move time.

-- Signed report upload addresses (GET /api/report-endpoint/): single use, valid 1 h.
CREATE TABLE report_uploads (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  iot_id text,
  expires_at timestamptz NOT NULL,
  -- The report export job the upload started; NULL while unused.
  job_id uuid REFERENCES jobs (id) ON DELETE SET NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Public links to a report (POST /api/shared/reports/), valid 7 days.
CREATE TABLE shared_reports (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_url text NOT NULL,
  -- Set when report_url is a download link of one of the user's finished jobs: the shared
  -- page then serves that file itself (the download link's own token expires after 24 h).
  job_id uuid REFERENCES jobs (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX shared_reports_user ON shared_reports (user_id);

-- Checkouts of the local stand-in for the card payment provider.
CREATE TABLE payment_checkouts (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  price numeric(10, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  tokens integer NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'paid', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payment_checkouts_user ON payment_checkouts (user_id) WHERE state = 'paid';

-- A user's own images (report logos), uploaded through the signed form of POST /api/uploads/.
CREATE TABLE user_images (
  id serial PRIMARY KEY,
  attachment_id text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  upload_id integer NOT NULL UNIQUE REFERENCES uploads (id) ON DELETE CASCADE,
  category text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_images_user_category ON user_images (user_id, category) WHERE active;
