-- Sessions: a sign-in starts a session; every refresh token of that sign-in (the
-- rotation chain, or "family") and every access token (claim `sid`) belongs to it. Revoking
-- the session ends all of them at once: logout, another password change or reset, or the
-- reuse of a spent refresh token (a stolen copy) revoke it.
CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  -- 'logout', 'password_change', 'password_reset' or 'refresh_reuse'
  revoked_reason text
);
CREATE INDEX auth_sessions_user_id ON auth_sessions (user_id);

ALTER TABLE refresh_tokens ADD COLUMN session_id text REFERENCES auth_sessions (id) ON DELETE CASCADE;
CREATE INDEX refresh_tokens_session_id ON refresh_tokens (session_id);
-- Refresh tokens issued before sessions existed belong to none: they are ended (sign in again).
UPDATE refresh_tokens SET revoked = true WHERE session_id IS NULL AND NOT revoked;

-- Failed sign-ins per account and per client address, for exponential back-off. A key is
-- 'user:<username>' or 'ip:<address>'; rows are forgotten once their window has passed.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz
);
