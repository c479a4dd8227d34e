import { device } from '../../../testing/device';
import { CAMERA_PAGE_SIZE, cameraName, cameraPage, collapseCameras, matchesSearch } from './cameraList';

describe('camera list order and duplicates (spec 001 section 4, camera list)', () => {
  it('collapses a duplicate serial to its active entry, wherever the active one comes', () => {
    const list = collapseCameras([
      device('A1', { nickname: 'old pairing' }, { id: 1, isActive: false }),
      device('B2'),
      device('A1', { nickname: 'current pairing' }, { id: 2, isActive: true }),
    ]);
    // The kept entry takes the place of the serial's first entry in the server's order.
    expect(list.map((d) => [d.serial, d.ownership.id])).toEqual([
      ['A1', 2],
      ['B2', 1],
    ]);
    expect(list.find((d) => d.serial === 'A1')!.nickname).toBe('current pairing');
  });

  it('keeps the first of two inactive duplicates', () => {
    const list = collapseCameras([device('A1', {}, { id: 7, isActive: false }), device('A1', {}, { id: 8, isActive: false })]);
    expect(list.map((d) => d.ownership.id)).toEqual([7]);
  });

  it('sorts active entries first and keeps the server order within each group', () => {
    const list = collapseCameras([
      device('C3', {}, { isActive: false }),
      device('B2'),
      device('A1', {}, { isActive: false }),
      device('D4'),
    ]);
    expect(list.map((d) => d.serial)).toEqual(['B2', 'D4', 'C3', 'A1']);
  });
});

describe('camera search and pages (spec 001 sections 2 and 9)', () => {
  const cameras = Array.from({ length: 45 }, (_, i) => device(`NLC${String(i).padStart(5, '0')}`, { nickname: i === 3 ? 'Boiler room east' : '' }));

  it.each([
    ['serial, any case', 'nlc00003', true],
    ['every word must match', 'boiler east', true],
    ['a word that does not match', 'boiler west', false],
    ['the product code', 'acx-l200', true],
    ['the product description', 'compressed-air', true],
    ['blank matches everything', '   ', true],
  ])('%s', (_name, search, expected) => {
    expect(matchesSearch(cameras[3]!, search)).toBe(expected);
  });

  it('pages 20 cameras at a time and clamps a page past the end', () => {
    expect(CAMERA_PAGE_SIZE).toBe(20);
    expect(cameraPage(cameras, '', 0).items).toHaveLength(20);
    const last = cameraPage(cameras, '', 2);
    expect(last.items.map((d) => d.serial)).toEqual(['NLC00040', 'NLC00041', 'NLC00042', 'NLC00043', 'NLC00044']);
    expect(cameraPage(cameras, '', 9).page).toBe(2);
    expect(cameraPage(cameras, 'boiler', 2)).toEqual({ total: 1, page: 0, items: [cameras[3]] });
  });

  it('names a camera by its nickname, else its serial', () => {
    expect(cameraName(device('X1', { nickname: '  ' }))).toBe('X1');
    expect(cameraName(device('X1', { nickname: 'Press 4' }))).toBe('Press 4');
  });
});
