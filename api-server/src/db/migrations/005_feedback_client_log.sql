-- Free-text feedback sent from the viewer's feedback dialog.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Client error lines (GET /api/log-client/?errorStr=...); user_id when a valid bearer came along.
CREATE TABLE client_log (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  error_str text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
