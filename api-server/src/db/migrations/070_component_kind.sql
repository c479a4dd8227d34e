-- One analysis type per component: a component follows leak, PD
-- or mechanical snapshots, never a mix, so its figures, trend and chart are of one kind. NULL
-- while it has no snapshots: its first snapshots set it (src/routes/components.ts).
ALTER TABLE components ADD COLUMN kind text CHECK (kind IN ('leak', 'pd', 'mechanical'));

-- Existing components take the kind most of their snapshots have (ties: leak, then pd, then
-- mechanical, so the result does not depend on row order). Sound-level ("other") snapshots have
-- no kind a component can follow and count for none.
WITH counts AS (
  SELECT cs.component_id, s.kind, count(*) AS n
  FROM component_snapshots cs JOIN snapshots s ON s.id = cs.snapshot_id
  WHERE s.kind IN ('leak', 'pd', 'mechanical')
  GROUP BY cs.component_id, s.kind
), majority AS (
  SELECT DISTINCT ON (component_id) component_id, kind FROM counts
  ORDER BY component_id, n DESC, array_position(ARRAY['leak', 'pd', 'mechanical'], kind)
)
UPDATE components c SET kind = m.kind FROM majority m WHERE m.component_id = c.id;

-- The snapshots of another kind leave the component; they stay as snapshots.
DELETE FROM component_snapshots cs
USING snapshots s, components c
WHERE s.id = cs.snapshot_id AND c.id = cs.component_id AND s.kind IS DISTINCT FROM c.kind;
