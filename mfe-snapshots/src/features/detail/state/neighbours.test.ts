import { neighboursOf, pagesAround } from './neighbours';

describe('previous and next in the filtered list (spec 000 section 2)', () => {
  const pages = [
    { page: 3, ids: [31, 32, 33] },
    { page: 2, ids: [21, 22, 23] },
    { page: 4, ids: [41] },
  ];

  it('finds neighbours inside a page', () => {
    expect(neighboursOf(22, pages)).toEqual({ found: true, previous: { id: 21, page: 2 }, next: { id: 23, page: 2 } });
  });

  it('crosses page boundaries in list order', () => {
    expect(neighboursOf(31, pages)).toEqual({ found: true, previous: { id: 23, page: 2 }, next: { id: 32, page: 3 } });
    expect(neighboursOf(33, pages)).toEqual({ found: true, previous: { id: 32, page: 3 }, next: { id: 41, page: 4 } });
  });

  it('the ends of the list have no previous or next; unknown ids have neither', () => {
    expect(neighboursOf(21, [{ page: 0, ids: [21, 22] }]).previous).toBeNull();
    expect(neighboursOf(41, pages).next).toBeNull();
    expect(neighboursOf(99, pages)).toEqual({ found: false, previous: null, next: null });
  });

  it('reads the page before, the page itself and the page after, within the list', () => {
    expect(pagesAround(0, 5)).toEqual([0, 1]);
    expect(pagesAround(3, 5)).toEqual([2, 3, 4]);
    expect(pagesAround(5, 5)).toEqual([4, 5]);
    expect(pagesAround(0, 0)).toEqual([0]);
  });
});
