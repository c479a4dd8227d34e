import { disabledFilterGroups, filterTypeFor, isFilterSet, type FilterGroup, type FilterValue, type TypedFilters } from './filterTypeFor';

describe('isFilterSet (spec 000 §4 Filter type exclusivity)', () => {
  it.each<[FilterValue, boolean]>([
    [undefined, false],
    [null, false],
    ['', false],
    [[], false],
    [Number.NaN, false],
    [false, true],
    [true, true],
    [0, true],
    ['AIR', true],
    [['AIR'], true],
  ])('%p → %p', (value, expected) => {
    expect(isFilterSet(value)).toBe(expected);
  });
});

describe('filterTypeFor (spec 000 §4 Filter type exclusivity)', () => {
  it.each<[string, TypedFilters, FilterGroup | undefined]>([
    ['nothing', {}, undefined],
    ['all empty', { pdClassification: [], pdSeverity: null, gas: '', fixed: undefined, fault: null }, undefined],
    ['PD classification', { pdClassification: ['floating'] }, 'pd'],
    ['PD severity', { pdSeverity: 'severe' }, 'pd'],
    ['gas', { gas: ['AIR'] }, 'leak'],
    ['fixed true', { fixed: true }, 'leak'],
    ['fixed false (not fixed)', { fixed: false }, 'leak'],
    ['fault', { fault: 'possibleFault' }, 'mechanical'],
    ['fault false (no fault)', { fault: false }, 'mechanical'],
    ['pd wins over leak', { pdSeverity: 'severe', gas: ['AIR'] }, 'pd'],
    ['leak wins over mechanical', { fixed: true, fault: true }, 'leak'],
  ])('%s → %p', (_name, filters, expected) => {
    expect(filterTypeFor(filters)).toBe(expected);
  });
});

describe('disabledFilterGroups (spec 000 §4 "Filters of other types are disabled")', () => {
  it.each<[FilterGroup | undefined, FilterGroup[]]>([
    [undefined, []],
    ['pd', ['leak', 'mechanical']],
    ['leak', ['pd', 'mechanical']],
    ['mechanical', ['pd', 'leak']],
  ])('%p → %j', (type, expected) => {
    expect(disabledFilterGroups(type)).toEqual(expected);
  });
});
