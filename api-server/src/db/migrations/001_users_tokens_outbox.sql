-- Accounts, refresh-token rotation state and the e-mail outbox.

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  -- scrypt$N$r$p$salt$hash (see src/auth/password.ts); never the password itself.
  password_hash text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  is_reseller boolean NOT NULL DEFAULT false,
  is_resellermanager boolean NOT NULL DEFAULT false,
  is_staff boolean NOT NULL DEFAULT false,
  is_demo boolean NOT NULL DEFAULT false,
  has_accepted_terms boolean NOT NULL DEFAULT false,
  features text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per refresh token issued; a token is good once (rotation), so used_at is set
-- when it is exchanged and a second exchange is refused.
CREATE TABLE refresh_tokens (
  jti text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user_id ON refresh_tokens (user_id);

-- Mail the server would send (activation, password reset); read back through /dev/outbox.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
