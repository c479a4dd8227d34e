-- Server-wide values that must survive restarts, such as the generated JWT secret.
CREATE TABLE server_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
