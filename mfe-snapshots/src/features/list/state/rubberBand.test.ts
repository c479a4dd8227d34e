import { bandRect, idsInBand } from './rubberBand';

describe('rubber-band selection (spec 000 sections 2 and 9: 40 px threshold)', () => {
  it.each([
    [{ x: 100, y: 100 }, { x: 130, y: 120 }, null],
    [{ x: 100, y: 100 }, { x: 139, y: 100 }, null],
    [{ x: 100, y: 100 }, { x: 140, y: 100 }, { left: 100, top: 100, right: 140, bottom: 100 }],
    [{ x: 300, y: 200 }, { x: 100, y: 50 }, { left: 100, top: 50, right: 300, bottom: 200 }],
  ])('from %j to %j -> %j', (start, now, expected) => {
    expect(bandRect(start, now)).toEqual(expected);
  });

  it('selects exactly the cards the band touches', () => {
    const cards = [
      { id: 1, rect: { left: 0, top: 0, right: 100, bottom: 100 } },
      { id: 2, rect: { left: 120, top: 0, right: 220, bottom: 100 } },
      { id: 3, rect: { left: 0, top: 120, right: 100, bottom: 220 } },
      { id: 4, rect: { left: 120, top: 120, right: 220, bottom: 220 } },
    ];
    expect(idsInBand({ left: 50, top: 50, right: 150, bottom: 90 }, cards)).toEqual([1, 2]);
    expect(idsInBand({ left: 110, top: 110, right: 115, bottom: 115 }, cards)).toEqual([]);
    expect(idsInBand({ left: 90, top: 90, right: 130, bottom: 130 }, cards)).toEqual([1, 2, 3, 4]);
  });
});
