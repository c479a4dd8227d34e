-- Background jobs (src/jobs/): one row per task, mirroring the last message published on the
-- live channel, so a client that reconnects re-reads task state over REST (GET /api/jobs/).
-- Jobs do not survive a restart: on start the runner marks queued and running rows failed.

CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A live message kind (shared-domain LIVE_MESSAGE_KINDS), e.g. 'export-nlz', 'prpd-pattern'.
  kind text NOT NULL,
  -- Lifecycle whatever the kind: queued | running | succeeded | failed.
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'succeeded', 'failed')),
  -- The kind's own status word of the last update (e.g. 'exporting', 'PROCESSING', 'done').
  status text NOT NULL,
  -- Fraction 0..1 of the last update (step counts divided out); null before any progress.
  progress double precision,
  description text NOT NULL DEFAULT '',
  download_url text,
  -- What the job was started with (e.g. snapshot ids), to find an existing job again.
  params jsonb NOT NULL DEFAULT '{}',
  -- Small summary of the outcome (file name, size, counts); large outputs go to job_files.
  result jsonb,
  error text,
  -- The last live message published for the job, as sent.
  last_message jsonb,
  -- Sequence number of the last message (strictly increasing per job).
  seq integer NOT NULL DEFAULT -1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_user_created ON jobs (user_id, created_at DESC);
CREATE INDEX jobs_user_kind ON jobs (user_id, kind);

-- Files a job produced (ZIP archives, PRPD video frames), served by GET /api/downloads/{id}/file.
CREATE TABLE job_files (
  job_id uuid PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- ZIP and PNG content is already compressed: skip PostgreSQL's compression attempt.
ALTER TABLE job_files ALTER COLUMN data SET STORAGE EXTERNAL;
