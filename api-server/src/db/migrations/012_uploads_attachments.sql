-- Files posted to POST /api/uploads/ after POST /api/get-upload-url/ (an S3-style signed
-- form), and snapshot image attachments that use the same upload path.

CREATE TABLE uploads (
  id serial PRIMARY KEY,
  -- The object key of the signed form: uploads/<user id>/<random>/<file name>.
  key text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  filename text NOT NULL,
  -- Set once the file arrives; NULL while the signed form is unused.
  content_type text,
  byte_length integer,
  data bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  uploaded_at timestamptz
);
ALTER TABLE uploads ALTER COLUMN data SET STORAGE EXTERNAL;

CREATE TABLE snapshot_attachments (
  id serial PRIMARY KEY,
  -- Public id (uuid) used by the viewer as attachmentId.
  attachment_id text NOT NULL UNIQUE,
  snapshot_id integer NOT NULL REFERENCES snapshots (id) ON DELETE CASCADE,
  upload_id integer NOT NULL UNIQUE REFERENCES uploads (id) ON DELETE CASCADE,
  category text NOT NULL DEFAULT 'image',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX snapshot_attachments_snapshot_id ON snapshot_attachments (snapshot_id) WHERE active;
