import { clusterLocations, haversineKm } from './clusters';

describe('haversineKm', () => {
  it('gives one degree of latitude ≈ 111.2 km and 0 for the same point', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 2);
    expect(haversineKm({ latitude: 60.17, longitude: 24.94 }, { latitude: 60.17, longitude: 24.94 })).toBe(0);
  });
});

describe('clusterLocations (spec 000 §9: distance 1 km, minPoints 1)', () => {
  // 0.005° of latitude ≈ 0.56 km.
  const points = [
    { id: 3, latitude: 60.2, longitude: 24.66, date: '2024-03-02T10:00:00Z' },
    { id: 1, latitude: 60.205, longitude: 24.66, date: '2024-03-01T09:00:00Z' },
    { id: 2, latitude: 60.21, longitude: 24.66, date: '2024-03-01T15:00:00Z' },
    { id: 7, latitude: 51.88, longitude: 4.32, date: '2024-02-01T08:00:00Z' },
    { id: 9, latitude: Number.NaN, longitude: 4.32, date: '2024-01-01T08:00:00Z' },
  ];

  it('groups chains of snapshots within 1 km and numbers clusters by earliest snapshot', () => {
    const clusters = clusterLocations(points);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]).toMatchObject({ id: 1, count: 1, snapshotIds: [7], visitDates: ['2024-02-01'] });
    expect(clusters[1]).toMatchObject({ id: 2, count: 3, snapshotIds: [1, 2, 3], visitDates: ['2024-03-01', '2024-03-02'] });
    expect(clusters[1]!.latitude).toBeCloseTo(60.205, 6);
    expect(clusters[1]!.longitude).toBeCloseTo(24.66, 6);
  });

  it('does not depend on input order', () => {
    expect(clusterLocations([...points].reverse())).toEqual(clusterLocations(points));
  });

  it('separates points more than 1 km apart and honours a larger minPoints (noise left out)', () => {
    const far = [
      { id: 1, latitude: 10, longitude: 10, date: '2024-01-01' },
      { id: 2, latitude: 10.01, longitude: 10, date: '2024-01-02' }, // 1.11 km
    ];
    expect(clusterLocations(far)).toHaveLength(2);
    expect(clusterLocations(points, { minPoints: 2 }).map((c) => c.snapshotIds)).toEqual([[1, 2, 3]]);
  });

  it('averages longitude across the antimeridian', () => {
    const [cluster] = clusterLocations([
      { id: 'a', latitude: 0, longitude: 179.999, date: '2024-01-01' },
      { id: 'b', latitude: 0, longitude: -179.999, date: '2024-01-01' },
    ]);
    expect(cluster!.count).toBe(2);
    expect(Math.abs(cluster!.longitude)).toBeCloseTo(180, 6);
  });
});
