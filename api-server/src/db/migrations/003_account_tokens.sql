-- Single-use links mailed to users: account activation and password reset (djoser flows).
-- Only a SHA-256 hash of the token is stored, so a database leak does not leak usable links.
CREATE TABLE account_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user_purpose ON account_tokens (user_id, purpose);

-- E-mail addresses are compared case-insensitively (registration, reset and resend look-ups,
-- like Django's email__iexact). Made unique when existing rows allow it, so an old data
-- directory with addresses differing only in case still migrates.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM users GROUP BY lower(email) HAVING count(*) > 1) THEN
    CREATE INDEX users_email_lower ON users (lower(email));
  ELSE
    CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
  END IF;
END
$$;
