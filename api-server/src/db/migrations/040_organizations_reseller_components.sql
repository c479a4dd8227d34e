-- Invitations into organization groups, Data Connect keys, resellers with their license keys,
-- and the component tracker (spec 001 sections 3, 4 and 7). Organizations and groups themselves
-- are in 010_devices_organizations.sql.

-- An invitation to join a group, addressed to an e-mail (the invitee may not have an account
-- yet). States (spec 001 section 4): pending, then accepted or declined by the invitee, or
-- cancelled by the inviter.
CREATE TABLE organization_invitations (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz
);
CREATE INDEX organization_invitations_group_id ON organization_invitations (group_id);
CREATE INDEX organization_invitations_email ON organization_invitations (lower(email)) WHERE status = 'pending';

-- Data Connect API keys of an organization; `invoked` counts the export calls made with a key.
CREATE TABLE dataconnect_keys (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  invoked integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dataconnect_keys_organization_id ON dataconnect_keys (organization_id);

CREATE TABLE resellers (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (char_length(btrim(name)) > 0),
  -- License keys the reseller may still create (spec 001 section 6: only while above 0).
  remaining_keys integer NOT NULL DEFAULT 0 CHECK (remaining_keys >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reseller_members (
  reseller_id integer NOT NULL REFERENCES resellers (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (reseller_id, user_id)
);
CREATE INDEX reseller_members_user_id ON reseller_members (user_id);

CREATE TABLE license_keys (
  id serial PRIMARY KEY,
  reseller_id integer NOT NULL REFERENCES resellers (id) ON DELETE CASCADE,
  license_key text NOT NULL UNIQUE,
  node_key text NOT NULL CHECK (node_key ~ '^[A-Z2-7]{4}-[A-Z2-7]{4}$'),
  description text NOT NULL DEFAULT '',
  customer_name text NOT NULL DEFAULT '',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX license_keys_reseller_id ON license_keys (reseller_id, created_at DESC);

-- A tracked component of a user and the snapshots that follow it over time.
CREATE TABLE components (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) > 0),
  description text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  -- Identifies seeded rows so reseeding is idempotent; NULL for components users create.
  seed_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX components_user_id ON components (user_id);

CREATE TABLE component_snapshots (
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  snapshot_id integer NOT NULL REFERENCES snapshots (id) ON DELETE CASCADE,
  PRIMARY KEY (component_id, snapshot_id)
);
CREATE INDEX component_snapshots_snapshot_id ON component_snapshots (snapshot_id);
