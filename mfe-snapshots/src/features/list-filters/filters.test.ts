import { activeChips, applyFilterChange, disabledGroups, EMPTY_FILTERS, filtersFromSearch, filtersToSearch, toListQuery, type SnapshotFilters } from './filters';

const f = (patch: Partial<SnapshotFilters> = {}): SnapshotFilters => ({ ...EMPTY_FILTERS, ...patch });

describe('filter type exclusivity (spec 000 section 4)', () => {
  it.each<[string, SnapshotFilters, Partial<SnapshotFilters>, SnapshotFilters['type']]>([
    ['a PD classification sets type PD', f(), { pdClassification: ['floating'] }, 'pd'],
    ['a PD severity sets type PD', f(), { pdSeverity: ['high'] }, 'pd'],
    ['only severe PD sets type PD', f(), { severe: true }, 'pd'],
    ['a gas sets type leak', f(), { gas: ['AIR'] }, 'leak'],
    ['fixed sets type leak', f(), { fixed: false }, 'leak'],
    ['the MSI fault sets type mechanical', f(), { fault: true }, 'mechanical'],
    ['clearing the last PD filter clears the type', f({ type: 'pd', severe: true }), { severe: false }, undefined],
  ])('%s', (_name, start, patch, type) => {
    expect(applyFilterChange(start, patch).type).toBe(type);
  });

  it('choosing a gas clears PD and mechanical filters', () => {
    const next = applyFilterChange(f({ type: 'pd', pdClassification: ['floating'], severe: true }), { gas: ['AIR'] });
    expect(next).toMatchObject({ type: 'leak', gas: ['AIR'], pdClassification: [], severe: false, fault: undefined });
  });

  it('choosing the fault clears leak filters', () => {
    const next = applyFilterChange(f({ type: 'leak', gas: ['AIR'], fixed: true }), { fault: true });
    expect(next).toMatchObject({ type: 'mechanical', gas: [], fixed: undefined, fault: true });
  });

  it('keeps filters of the other kinds (starred, tags, label)', () => {
    const next = applyFilterChange(f({ starred: true, tags: ['roof'], label: 'pump' }), { fault: false });
    expect(next).toMatchObject({ starred: true, tags: ['roof'], label: 'pump' });
  });

  it('choosing a type directly clears the other types', () => {
    const next = applyFilterChange(f({ type: 'pd', pdSeverity: ['low'] }), { type: 'leak' });
    expect(next).toMatchObject({ type: 'leak', pdSeverity: [] });
  });

  it('disables the other groups while a type is active', () => {
    expect(disabledGroups(f({ type: 'pd' }))).toEqual(['leak', 'mechanical']);
    expect(disabledGroups(f())).toEqual([]);
  });
});

describe('filter state in the URL (shareable, survives a reload)', () => {
  const full = f({
    type: 'pd',
    pdClassification: ['floating', 'negativeCorona'],
    pdSeverity: ['high'],
    severe: true,
    starred: true,
    tags: ['roof', 'line 2'],
    tagsMatch: 'all',
    onlyUntagged: false,
    label: 'compressor room',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    groups: ['4'],
    cluster: '2',
    serials: ['NL100', 'NL200'],
    sort: '-severity',
  });

  it('round-trips every filter and the page', () => {
    const params = filtersToSearch(full, 3);
    expect(filtersFromSearch(new URLSearchParams(params.toString()))).toEqual({ filters: full, page: 3 });
  });

  it('leaves defaults out of the URL', () => {
    expect(filtersToSearch(EMPTY_FILTERS, 0).toString()).toBe('');
  });

  it('asks the server for snapshots with all the tags only when the filter says all (any is the default)', () => {
    expect(toListQuery(f({ tags: ['roof', 'pump'] }), 0, 20)).toMatchObject({ tags: 'roof,pump', tags_match: undefined });
    expect(toListQuery(f({ tags: ['roof', 'pump'], tagsMatch: 'all' }), 0, 20)).toMatchObject({ tags: 'roof,pump', tags_match: 'all' });
    expect(filtersFromSearch(new URLSearchParams('tags=roof,pump&tags_match=every')).filters.tagsMatch).toBe('any');
  });

  it('round-trips fixed and fault as 1 and 0', () => {
    const leak = f({ type: 'leak', fixed: false });
    expect(filtersFromSearch(filtersToSearch(leak, 0)).filters.fixed).toBe(false);
    const mech = f({ type: 'mechanical', fault: true });
    expect(filtersToSearch(mech, 0).get('fault')).toBe('1');
  });

  it.each([
    ['a negative page', 'page=-2', 0],
    ['a page that is not a number', 'page=abc', 0],
  ])('ignores %s', (_name, query, page) => {
    expect(filtersFromSearch(new URLSearchParams(query)).page).toBe(page);
  });

  it('ignores an unknown sort and an unknown type', () => {
    const { filters } = filtersFromSearch(new URLSearchParams('ordering=password&type=secret'));
    expect(filters.sort).toBe('-created_date');
    expect(filters.type).toBeUndefined();
  });

  it('builds the server query with the page size', () => {
    expect(toListQuery(f({ gas: ['AIR', 'HELIUM'], type: 'leak' }), 2, 20)).toMatchObject({ gas: 'AIR,HELIUM', type: 'leak', page: 2, page_size: 20 });
  });
});

describe('active filter chips (spec 000 section 2)', () => {
  it('shows one chip per active filter, and removing one keeps the rest', () => {
    const filters = f({ type: 'leak', gas: ['AIR', 'HELIUM'], starred: true, label: 'valve' });
    const chips = activeChips(filters);
    expect(chips.map((c) => c.key)).toEqual(['type', 'gas:AIR', 'gas:HELIUM', 'starred', 'label']);
    const helium = chips.find((c) => c.key === 'gas:HELIUM')!;
    const next = applyFilterChange(filters, helium.clear);
    expect(next.gas).toEqual(['AIR']);
    expect(next.type).toBe('leak');
    expect(activeChips(next)).toHaveLength(4);
  });

  it('removing the type chip clears every typed filter', () => {
    const filters = f({ type: 'pd', pdSeverity: ['low'], severe: true });
    const typeChip = activeChips(filters).find((c) => c.key === 'type')!;
    expect(applyFilterChange(filters, typeChip.clear)).toMatchObject({ type: undefined, pdSeverity: [], severe: false });
  });

  it('shows no chip for an empty filter state', () => {
    expect(activeChips(EMPTY_FILTERS)).toEqual([]);
  });
});
