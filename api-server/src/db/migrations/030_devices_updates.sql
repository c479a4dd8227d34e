-- Cameras area (spec 001 sections 3, 4 and 7): the software catalogue cameras update from,
-- fleet update requests, failed pairing attempts, and why a pairing ended.

-- Software versions published per product. A camera's available updates are the versions of its
-- product newer than the one it runs; `active` false means withdrawn (listed, not installable).
CREATE TABLE software_versions (
  id serial PRIMARY KEY,
  product_code text NOT NULL,
  software_version text NOT NULL,
  configuration_id text NOT NULL,
  published_at timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true,
  release_notes text NOT NULL DEFAULT '',
  UNIQUE (product_code, software_version, configuration_id)
);

-- One fleet update request (POST /api/device/{serial}/update/); the `fleet-update` job that runs
-- it reports its statuses on the live channel. `requested_at` drives the 20 s repeat guard.
CREATE TABLE device_update_requests (
  id serial PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  execution_id uuid NOT NULL UNIQUE,
  job_id uuid,
  target_software_version text NOT NULL,
  configuration_id text NOT NULL,
  update_mode text NOT NULL CHECK (update_mode IN ('S3', 'USB')),
  from_software_version text NOT NULL,
  status text NOT NULL DEFAULT 'VALIDATING',
  alert_code text,
  requested_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX device_update_requests_device ON device_update_requests (device_id, requested_at DESC);

-- Failed pairing attempts, to slow down guessing the 6-digit TOTP (10 per user per 10 minutes).
CREATE TABLE pairing_attempts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  serial text NOT NULL,
  msg text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX pairing_attempts_user ON pairing_attempts (user_id, attempted_at DESC);

-- Why a pairing ended: 'removed' (the user removed the camera) or 'lost' (the camera was reset or
-- re-paired elsewhere: the "pairing lost" notification). NULL while active.
ALTER TABLE ownerships ADD COLUMN unpaired_reason text CHECK (unpaired_reason IN ('removed', 'lost'));
