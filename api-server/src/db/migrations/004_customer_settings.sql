-- Per-user customer settings (spec 000 section 3), created with these defaults on first read.
-- energy_cost_kwh defaults to 0.15 rather than the spec's 0 because a saved value must be
-- above zero (spec 000 section 5); leak_size_corr_factor defaults to 1 (0 is refused too).
CREATE TABLE customer_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  color_scheme text NOT NULL DEFAULT 'LOCATION',
  currency_iso_code text NOT NULL DEFAULT 'USD',
  leak_size_unit text NOT NULL DEFAULT 'LPM',
  temperature_unit text NOT NULL DEFAULT 'CELSIUS',
  energy_cost_kwh double precision NOT NULL DEFAULT 0.15,
  co2_cost_kg_kwh double precision NOT NULL DEFAULT 0.4,
  leak_size_corr_factor double precision NOT NULL DEFAULT 1,
  source_distance_unit text NOT NULL DEFAULT 'METERS',
  leak_size_severity_low_lpmin double precision NOT NULL DEFAULT 5,
  leak_size_severity_high_lpmin double precision NOT NULL DEFAULT 15,
  -- False until the user first saves (PATCH) the settings.
  init boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
