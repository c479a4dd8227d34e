import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Every TanStack Query key comes from a `queryOptions` factory, and invalidations go through the
 * factories' keys: a key written out at a call site drifts from the one its query uses, and a
 * prefix invalidation by a hand-written key ('cameras', 'snapshots') breaks silently on a rename.
 * A key may be written out only inside a `queryOptions(...)` call (the factories: a feature's
 * `api/*Queries.ts`, shared-core's `src/api/`); root keys (`all: ['cameras'] as const`) are
 * named once beside them.
 */
const KEY_PATTERNS: { what: string; pattern: RegExp; inFactory: boolean }[] = [
  { what: 'a literal query key', pattern: /\bqueryKey:\s*\[/g, inFactory: true },
  { what: 'a query key constant', pattern: /\bqueryKey:\s*[A-Z][A-Z0-9_]*\b/g, inFactory: true },
  { what: 'a literal key passed to the query client', pattern: /\b(?:get|set|ensure)Quer(?:y|ies)Data\s*(?:<[^>]*>)?\(\s*\[/g, inFactory: false },
];

/** Whether `index` of `code` lies inside the parentheses of a `queryOptions(` call. */
function insideQueryOptions(code: string, index: number): boolean {
  for (let start = code.lastIndexOf('queryOptions(', index); start !== -1; start = code.lastIndexOf('queryOptions(', start - 1)) {
    // The call's own parenthesis opens at `open`; it encloses `index` unless it closes before it.
    const open = start + 'queryOptions'.length;
    let depth = 0;
    let closed = false;
    for (let i = open; i < index && !closed; i++) {
      if (code[i] === '(') depth += 1;
      else if (code[i] === ')') closed = (depth -= 1) === 0;
    }
    if (!closed) return true;
  }
  return false;
}

/** The keys `code` writes out outside a factory, as `line: text (what)`. */
function literalKeys(code: string): string[] {
  const lines = code.split('\n');
  return KEY_PATTERNS.flatMap(({ what, pattern, inFactory }) =>
    [...code.matchAll(pattern)]
      .filter((match) => !(inFactory && insideQueryOptions(code, match.index)))
      .map((match) => {
        const line = code.slice(0, match.index).split('\n').length;
        return `${line}: ${lines[line - 1]!.trim()} (${what})`;
      }),
  );
}

/** The front-end packages: the shell, every remote, and the shared browser packages. */
function frontEndPackages(): string[] {
  return fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name === 'shell' || entry.name.startsWith('mfe-') || entry.name === 'shared-core' || entry.name === 'shared-ui'))
    .map((entry) => entry.name);
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('query keys come from queryOptions factories', () => {
  it('finds a key written out outside a factory, and leaves the factories alone', () => {
    expect(literalKeys("const q = useQuery({ queryKey: ['reports', 'excel', id], queryFn });")).toHaveLength(1);
    expect(literalKeys("void client.invalidateQueries({ queryKey: ['cameras'] });")).toHaveLength(1);
    expect(literalKeys('void client.invalidateQueries({ queryKey: SNAPSHOTS_ROOT });')).toHaveLength(1);
    expect(literalKeys("useQueries({ queries: ids.map((id) => ({ queryKey: [...componentQueries.all, 'snapshot', id], queryFn })) });")).toHaveLength(1);
    expect(literalKeys("client.setQueryData(['shell', 'me'], me);")).toHaveLength(1);
    expect(literalKeys("client.getQueriesData<Page>(['snapshots', 'list']);")).toHaveLength(1);
    // An invalidation by a written-out key is found in a factory file too.
    const factoryFile = [
      "export const organizationQueries = { mine: () => queryOptions({ queryKey: [...all, 'mine'] as const, queryFn: () => api.mine() }) };",
      "export const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: ['snapshots'] });",
    ].join('\n');
    expect(literalKeys(factoryFile)).toEqual([expect.stringMatching(/^2: .*\(a literal query key\)$/)]);
    expect(literalKeys("export const q = { list: () =>\n  queryOptions({\n    queryKey: [...all, 'list', { page: (1) }] as const,\n    queryFn,\n  }) };")).toEqual([]);
    expect(literalKeys('void client.invalidateQueries({ queryKey: camerasQueries.all });')).toEqual([]);
    expect(literalKeys('client.setQueryData(componentQueries.detail(id).queryKey, saved);')).toEqual([]);
    expect(literalKeys('const q = useQuery({ ...excelQueries.poll(id), enabled: open });')).toEqual([]);
  });

  it('has no key written out in the product code of the shell, the remotes, shared-core and shared-ui', () => {
    const packages = frontEndPackages();
    expect(packages).toEqual(expect.arrayContaining(['shell', 'shared-core', 'mfe-reports', 'mfe-snapshots', 'mfe-cameras', 'mfe-organization', 'mfe-reseller']));
    const found = packages
      .flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .flatMap((file) => literalKeys(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});
