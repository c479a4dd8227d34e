import type { SnapshotListItem } from 'shared-domain/schemas';

/** A list row as GET /api/snapshots/ answers it (an instant leak snapshot without location). */
export function listItem(id: number, patch: Partial<SnapshotListItem> = {}): SnapshotListItem {
  return {
    id,
    label: `Snapshot ${id}`,
    active: true,
    device_label: 'Survey cam',
    device_serial: 'NLC21004',
    device: 1,
    created_date: `2026-03-${String(10 + (id % 10)).padStart(2, '0')}T09:00:00.000Z`,
    synced_date: '2026-03-20T10:00:00.000Z',
    source_distance: 2,
    comments: '',
    tags: [],
    dynamicrange_lin: null,
    fixed: false,
    fixed_date: null,
    starred: false,
    ownership: 1,
    device_analysis_type: 'A1',
    analysis_time: 0,
    leak: null,
    pd: null,
    mech: null,
    locations: [],
    meta: { latitude: null, longitude: null, video_type: 'instant', leak_type: 'AIR', max_value: 60 },
    thumbnail_url: `/media/${id}.png`,
    heatmap_still_url: `/media/${id}-h.png`,
    ...patch,
  };
}
