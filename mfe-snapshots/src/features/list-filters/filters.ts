import { filterTypeFor, SNAPSHOT_SORTS, type SnapshotListQuery, type TagsMatch } from 'shared-core';

/** Filter state of the snapshot list (spec 000 section 3, filter state). */
export interface SnapshotFilters {
  type?: 'leak' | 'pd' | 'mechanical';
  pdClassification: string[];
  pdSeverity: string[];
  severe: boolean;
  gas: string[];
  fixed?: boolean;
  fault?: boolean;
  starred: boolean;
  tags: string[];
  /** Whether several tags show the snapshots with any of them or only those with all. */
  tagsMatch: TagsMatch;
  onlyUntagged: boolean;
  label: string;
  startDate?: string;
  endDate?: string;
  groups: string[];
  cluster?: string;
  serials: string[];
  sort: string;
}

export const DEFAULT_SORT = '-created_date';

export const EMPTY_FILTERS: SnapshotFilters = {
  pdClassification: [],
  pdSeverity: [],
  severe: false,
  gas: [],
  starred: false,
  tags: [],
  tagsMatch: 'any',
  onlyUntagged: false,
  label: '',
  groups: [],
  serials: [],
  sort: DEFAULT_SORT,
};

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const flag = (value: string | null) => (value === '1' ? true : value === '0' ? false : undefined);
const SORT_VALUES = new Set(SNAPSHOT_SORTS.flatMap((s) => [s, `-${s}`]));

/** Reads filters and page from the URL's query (the list is shareable and survives a reload). */
export function filtersFromSearch(params: URLSearchParams): { filters: SnapshotFilters; page: number } {
  const type = params.get('type');
  const sort = params.get('ordering') ?? DEFAULT_SORT;
  const page = Number.parseInt(params.get('page') ?? '0', 10);
  return {
    page: Number.isFinite(page) && page >= 0 ? page : 0,
    filters: {
      type: type === 'leak' || type === 'pd' || type === 'mechanical' ? type : undefined,
      pdClassification: list(params.get('pd_classification')),
      pdSeverity: list(params.get('pd_severity')),
      severe: params.get('severe') === '1',
      gas: list(params.get('gas')),
      fixed: flag(params.get('fixed')),
      fault: flag(params.get('fault')),
      starred: params.get('starred') === '1',
      tags: list(params.get('tags')),
      tagsMatch: params.get('tags_match') === 'all' ? 'all' : 'any',
      onlyUntagged: params.get('untagged') === '1',
      label: params.get('label') ?? '',
      startDate: params.get('start') ?? undefined,
      endDate: params.get('end') ?? undefined,
      groups: list(params.get('groups')),
      cluster: params.get('cluster') ?? undefined,
      serials: list(params.get('serials')),
      sort: SORT_VALUES.has(sort) ? sort : DEFAULT_SORT,
    },
  };
}

/** The server's query for these filters (same names as the URL's). */
export function toListQuery(filters: SnapshotFilters, page: number, pageSize: number): SnapshotListQuery {
  const join = (values: string[]) => (values.length ? values.join(',') : undefined);
  const bit = (value: boolean | undefined) => (value === undefined ? undefined : value ? '1' : '0');
  return {
    type: filters.type,
    pd_classification: join(filters.pdClassification),
    pd_severity: join(filters.pdSeverity),
    severe: filters.severe ? '1' : undefined,
    gas: join(filters.gas),
    fixed: bit(filters.fixed) as '0' | '1' | undefined,
    fault: bit(filters.fault) as '0' | '1' | undefined,
    starred: filters.starred ? '1' : undefined,
    tags: join(filters.tags),
    tags_match: filters.tagsMatch === 'all' ? 'all' : undefined,
    untagged: filters.onlyUntagged ? '1' : undefined,
    label: filters.label.trim() || undefined,
    start: filters.startDate,
    end: filters.endDate,
    groups: join(filters.groups),
    cluster: filters.cluster,
    serials: join(filters.serials),
    ordering: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
    page: page || undefined,
    page_size: pageSize,
  };
}

/** Writes filters and page to URL query parameters (defaults left out). */
export function filtersToSearch(filters: SnapshotFilters, page: number): URLSearchParams {
  const { page_size: _size, ...query } = toListQuery(filters, page, 0);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
}

type Group = 'pd' | 'leak' | 'mechanical';

/**
 * Applies a change with type exclusivity (spec 000 section 4): a PD classification, severity or
 * the severe flag makes the type PD and clears leak and mechanical filters; gas or fixed make it
 * leak; the MSI fault makes it mechanical. Choosing a type directly clears the other types'
 * filters. Clearing the last typed filter clears the type.
 */
export function applyFilterChange(filters: SnapshotFilters, patch: Partial<SnapshotFilters>): SnapshotFilters {
  const next = { ...filters, ...patch };
  const changed = groupOf(patch);
  let type: Group | undefined;
  if (changed && isSetGroup(next, changed)) type = changed;
  else if ('type' in patch) type = patch.type;
  else
    type = filterTypeFor({
      pdClassification: isSetGroup(next, 'pd') ? ['set'] : undefined,
      gas: isSetGroup(next, 'leak') ? ['set'] : undefined,
      fault: next.fault,
    });
  if (type !== 'pd') Object.assign(next, { pdClassification: [], pdSeverity: [], severe: false });
  if (type !== 'leak') Object.assign(next, { gas: [], fixed: undefined });
  if (type !== 'mechanical') next.fault = undefined;
  next.type = type ?? (changed ? undefined : next.type);
  return next;
}

function groupOf(patch: Partial<SnapshotFilters>): Group | undefined {
  if ('pdClassification' in patch || 'pdSeverity' in patch || 'severe' in patch) return 'pd';
  if ('gas' in patch || 'fixed' in patch) return 'leak';
  if ('fault' in patch) return 'mechanical';
  return undefined;
}

function isSetGroup(f: SnapshotFilters, group: Group): boolean {
  if (group === 'pd') return f.pdClassification.length > 0 || f.pdSeverity.length > 0 || f.severe;
  if (group === 'leak') return f.gas.length > 0 || f.fixed !== undefined;
  return f.fault !== undefined;
}

/** Filter groups that are disabled while another type is active. */
export function disabledGroups(f: SnapshotFilters): Group[] {
  return f.type ? (['pd', 'leak', 'mechanical'] as const).filter((g) => g !== f.type) : [];
}

/** One removable chip per active filter (spec 000 section 2). `clear` is the patch that removes it. */
export interface FilterChip {
  key: string;
  kind: string;
  value?: string;
  clear: Partial<SnapshotFilters>;
}

export function activeChips(f: SnapshotFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (f.type) chips.push({ key: 'type', kind: 'type', value: f.type, clear: { type: undefined } });
  for (const value of f.pdClassification)
    chips.push({ key: `pdc:${value}`, kind: 'pdClassification', value, clear: { pdClassification: f.pdClassification.filter((v) => v !== value) } });
  for (const value of f.pdSeverity)
    chips.push({ key: `pds:${value}`, kind: 'pdSeverity', value, clear: { pdSeverity: f.pdSeverity.filter((v) => v !== value) } });
  if (f.severe) chips.push({ key: 'severe', kind: 'severe', clear: { severe: false } });
  for (const value of f.gas) chips.push({ key: `gas:${value}`, kind: 'gas', value, clear: { gas: f.gas.filter((v) => v !== value) } });
  if (f.fixed !== undefined) chips.push({ key: 'fixed', kind: f.fixed ? 'fixed' : 'notFixed', clear: { fixed: undefined } });
  if (f.fault !== undefined) chips.push({ key: 'fault', kind: f.fault ? 'fault' : 'noFault', clear: { fault: undefined } });
  if (f.starred) chips.push({ key: 'starred', kind: 'starred', clear: { starred: false } });
  for (const value of f.tags) chips.push({ key: `tag:${value}`, kind: 'tag', value, clear: { tags: f.tags.filter((v) => v !== value) } });
  if (f.onlyUntagged) chips.push({ key: 'untagged', kind: 'untagged', clear: { onlyUntagged: false } });
  if (f.label.trim()) chips.push({ key: 'label', kind: 'label', value: f.label.trim(), clear: { label: '' } });
  if (f.startDate || f.endDate)
    chips.push({ key: 'dates', kind: 'dates', value: `${f.startDate ?? '…'} – ${f.endDate ?? '…'}`, clear: { startDate: undefined, endDate: undefined } });
  for (const value of f.groups) chips.push({ key: `group:${value}`, kind: 'group', value, clear: { groups: f.groups.filter((v) => v !== value) } });
  if (f.cluster) chips.push({ key: 'cluster', kind: 'cluster', value: f.cluster, clear: { cluster: undefined } });
  for (const value of f.serials)
    chips.push({ key: `serial:${value}`, kind: 'serial', value, clear: { serials: f.serials.filter((v) => v !== value) } });
  return chips;
}
