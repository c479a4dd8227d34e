import type { Component, CustomerSettings } from 'shared-core';

/** A component as the api-server answers it (a PD component with three measured snapshots). */
export function component(id: number, patch: Partial<Component> = {}): Component {
  const point = (snapshotId: number, created_date: string, min: number, max: number, band: 'low' | 'medium' | 'high', confidence: number) => ({
    snapshotId,
    created_date,
    fixed: false,
    min,
    max,
    band,
    topClass: { name: 'floating' as const, confidence },
  });
  return {
    id,
    name: `Pump ${id}`,
    description: 'Cooling water',
    tags: ['pump', 'bearing'],
    kind: 'pd',
    snapshots: [13, 12, 11],
    trend: 'rising',
    trendLine: { from: { created_date: '2026-01-01T09:00:00.000Z', value: 20 }, to: { created_date: '2026-03-01T09:00:00.000Z', value: 50 } },
    classification: { name: 'floating', confidence: 0.8 },
    classifications: [
      { name: 'floating', confidence: 0.8 },
      { name: 'surfaceInternal', confidence: 0.15 },
    ],
    history: {
      kind: 'pd',
      points: [
        point(11, '2026-01-01T09:00:00.000Z', 10, 30, 'low', 0.6),
        point(12, '2026-02-01T09:00:00.000Z', 25, 45, 'medium', 0.7),
        point(13, '2026-03-01T09:00:00.000Z', 40, 60, 'high', 0.8),
      ],
    },
    latestSnapshot: { id: 13, created_date: '2026-03-01T09:00:00.000Z', thumbnail_url: 'http://api/t.png', heatmap_still_url: 'http://api/h.png' },
    created_at: '2026-01-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...patch,
  };
}

/**
 * A leak component: 30 l/min, then 28 l/min marked fixed (a repair), then 0.8 and 12.4 l/min,
 * with yearly costs in EUR; the trend is read after the repair.
 */
export function leakComponent(id: number, patch: Partial<Component> = {}): Component {
  const point = (snapshotId: number, day: number, leakLpm: number, costPerYear: number, fixed = false) => ({
    snapshotId,
    created_date: `2026-0${day}-01T09:00:00.000Z`,
    fixed,
    leakLpm,
    reported: true,
    costPerYear,
    currency: 'EUR',
  });
  return component(id, {
    name: `Header ${id}`,
    kind: 'leak',
    snapshots: [24, 23, 22, 21],
    trend: 'rising',
    trendLine: { from: { created_date: '2026-03-01T09:00:00.000Z', value: 0.8 }, to: { created_date: '2026-04-01T09:00:00.000Z', value: 12.4 } },
    classification: null,
    classifications: [],
    history: { kind: 'leak', points: [point(21, 1, 30, 2930), point(22, 2, 28, 2740, true), point(23, 3, 0.8, 78), point(24, 4, 12.4, 1210)] },
    ...patch,
  });
}

/** The user's settings as GET /api/customer-settings/ answers them: what the figures read (l/min, thresholds 5 and 15 l/min), then the rest. */
export const settings = (patch: Partial<CustomerSettings> = {}): CustomerSettings => ({
  leak_size_unit: 'LPM', leak_size_severity_low_lpmin: 5, leak_size_severity_high_lpmin: 15, currency_iso_code: 'EUR',
  color_scheme: 'STRENGTH', temperature_unit: 'CELSIUS', source_distance_unit: 'METERS', energy_cost_kwh: 0.15, co2_cost_kg_kwh: 0.4, leak_size_corr_factor: 1, init: true,
  ...patch,
});
