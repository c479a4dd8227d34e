-- Cameras, their pairings to users (ownerships) and organizations with a tree of groups.
-- Routes for cameras and organizations come later; snapshot visibility already uses these
-- tables (spec 000 section 6: a user sees snapshots of cameras actively paired to them, or
-- paired through a group the user belongs to, that group's descendants included).

CREATE TABLE devices (
  id serial PRIMARY KEY,
  serial text NOT NULL UNIQUE CHECK (char_length(serial) BETWEEN 3 AND 10),
  product_code text NOT NULL,
  product_description text NOT NULL DEFAULT '',
  -- Shown as the snapshot's device_label; at most 100 characters (spec 001 section 5).
  nickname text NOT NULL DEFAULT '' CHECK (char_length(nickname) <= 100),
  software_version text NOT NULL,
  configuration_id text NOT NULL DEFAULT '',
  hardware_sd text NOT NULL DEFAULT '',
  mac_address text NOT NULL,
  wifi text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'OFFLINE',
  last_seen_online timestamptz,
  warranty_end_date date,
  -- Microphone revision; only SI2 microphones measure gases other than air (spec 000 section 3).
  mic_revision text NOT NULL DEFAULT '1.0.1',
  is_si2 boolean NOT NULL DEFAULT false,
  allowed_to_update boolean NOT NULL DEFAULT true,
  -- Base32 TOTP secret for pairing (device_totp_token, spec 000 section 5); never sent to clients.
  totp_secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A pairing of a camera to a user. Re-pairing creates a new row; the old one goes inactive.
CREATE TABLE ownerships (
  id serial PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  active boolean NOT NULL DEFAULT true,
  paired_at timestamptz NOT NULL DEFAULT now(),
  unpaired_at timestamptz
);
CREATE INDEX ownerships_user_id ON ownerships (user_id) WHERE active;
CREATE INDEX ownerships_device_id ON ownerships (device_id);
-- At most one active pairing per camera.
CREATE UNIQUE INDEX ownerships_one_active_per_device ON ownerships (device_id) WHERE active;

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (char_length(btrim(name)) > 0),
  features text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Groups form a tree per organization; the root has parent_id NULL.
CREATE TABLE groups (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  parent_id integer REFERENCES groups (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) > 0),
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX groups_organization_id ON groups (organization_id);
CREATE INDEX groups_parent_id ON groups (parent_id);
CREATE UNIQUE INDEX groups_one_root_per_organization ON groups (organization_id) WHERE parent_id IS NULL;

CREATE TABLE group_users (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_users_user_id ON group_users (user_id);

-- A camera (through its pairing) listed in a group; "a camera belongs to an organization if
-- any group lists its serial" (spec 000 section 6).
CREATE TABLE group_ownerships (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  ownership_id integer NOT NULL REFERENCES ownerships (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, ownership_id)
);
CREATE INDEX group_ownerships_ownership_id ON group_ownerships (ownership_id);
