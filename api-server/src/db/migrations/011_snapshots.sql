-- Snapshots, their media and the location clusters used by the list's places filter.

-- Binary media (PNG pictures and thumbnails, heatmap frames, float32 signals). Identical
-- content is stored once (sha256), so seeded snapshots of the same scene share a picture.
CREATE TABLE blobs (
  id serial PRIMARY KEY,
  -- picture | thumbnail | heatmap | heatmap_still | signal
  kind text NOT NULL,
  content_type text NOT NULL,
  sha256 text NOT NULL UNIQUE,
  byte_length integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The data is mostly incompressible (noise, PNG): skip PostgreSQL's compression attempt.
ALTER TABLE blobs ALTER COLUMN data SET STORAGE EXTERNAL;

-- A cluster of snapshot locations: the first point within LOCATION_CLUSTER distance (1 km)
-- of a cluster's centre joins it; a point farther from every centre starts a new cluster.
CREATE TABLE location_clusters (
  id serial PRIMARY KEY,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE snapshots (
  id serial PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  -- The pairing under which the snapshot was uploaded; visibility follows it.
  ownership_id integer NOT NULL REFERENCES ownerships (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  label text NOT NULL DEFAULT '' CHECK (char_length(label) <= 2048),
  comments text NOT NULL DEFAULT '' CHECK (char_length(comments) <= 10000),
  tags text[] NOT NULL DEFAULT '{}',
  starred boolean NOT NULL DEFAULT false,
  fixed boolean NOT NULL DEFAULT false,
  fixed_date timestamptz,
  -- Soft delete (DELETE .../deactivate/): inactive snapshots are invisible everywhere.
  active boolean NOT NULL DEFAULT true,
  created_date timestamptz NOT NULL,
  synced_date timestamptz NOT NULL,
  device_analysis_type text NOT NULL CHECK (device_analysis_type IN ('A1', 'A2', 'E1', 'E2', 'E3', 'M1', 'L1')),
  -- leak (A1, A2) | pd (E1-E3) | mechanical (M1) | other (L1)
  kind text NOT NULL CHECK (kind IN ('leak', 'pd', 'mechanical', 'other')),
  analysis_time double precision NOT NULL DEFAULT 0,
  dynamicrange_lin double precision,
  source_distance double precision NOT NULL,
  meta jsonb NOT NULL,

  -- Summaries computed by the engine from the stored signal and heatmap (and the meta inputs);
  -- recomputed when an edit changes an input. Filters and sorts read these columns.
  gas text,
  leak_size_lpm double precision,
  leak_cost double precision,
  leak_detected boolean,
  leak_inf boolean,
  severity_min double precision,
  severity_max double precision,
  pd_top_class text,
  pd_classification jsonb,
  mech jsonb,
  mech_possible_fault boolean,
  level_min_db double precision,
  level_max_db double precision,
  latitude double precision,
  longitude double precision,
  cluster_id integer REFERENCES location_clusters (id) ON DELETE SET NULL,

  -- Media (rows of blobs, possibly shared between snapshots).
  picture_blob_id integer REFERENCES blobs (id),
  thumbnail_blob_id integer REFERENCES blobs (id),
  heatmap_blob_id integer REFERENCES blobs (id),
  heatmap_still_blob_id integer REFERENCES blobs (id),
  signal_blob_id integer REFERENCES blobs (id),
  signal_rate_hz integer NOT NULL DEFAULT 62500,
  movie_exists boolean NOT NULL DEFAULT false,

  -- Caches of the engine's weather and address look-ups (cleared when the location changes).
  weather jsonb,
  address jsonb,

  -- Identifies seeded rows so reseeding is idempotent; NULL for uploaded snapshots.
  seed_key text UNIQUE
);
CREATE INDEX snapshots_ownership_created ON snapshots (ownership_id, created_date DESC, id DESC) WHERE active;
CREATE INDEX snapshots_device_id ON snapshots (device_id);
CREATE INDEX snapshots_cluster_id ON snapshots (cluster_id);
CREATE INDEX snapshots_tags ON snapshots USING gin (tags);
