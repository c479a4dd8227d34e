-- Whole recordings. A seeded snapshot keeps the recipe of its synthetic recording
-- (engine `recordingSignal`: generator, parameters, seed, duration and rate) instead of samples;
-- the samples are drawn from it, always the same, when read. Uploaded and imported snapshots
-- keep their samples in `signal_blob_id` as before. Snapshots seeded before keep their stored
-- first second.
ALTER TABLE snapshots ADD COLUMN signal_recipe jsonb;
