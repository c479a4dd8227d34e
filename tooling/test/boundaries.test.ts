import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

/** Lints `code` as if it were the file `file` (relative to the root) with the real config. */
function lint(file: string, code: string): { status: number | null; output: string } {
  const result = spawnSync(ESLINT, ['--stdin', '--stdin-filename', file, '--format', 'stylish'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('boundary lint rule (docs/architecture.md: dependencies point one way)', () => {
  it.each([
    ['a remote importing another remote', 'mfe-cameras/src/x.ts', "import { contract } from 'mfe-snapshots';\nexport { contract };\n", /must not import the app mfe-snapshots/],
    ['a remote importing the shell', 'mfe-reports/src/x.ts', "export * from 'shell';\n", /must not import the app shell/],
    ['a deep import past exports', 'shell/src/x.ts', "export * from 'shared-core/src/platform/platform';\n", /not in shared-core's package.json#exports/],
    ['a relative import into another package', 'mfe-cameras/src/x.ts', "export * from '../../mfe-snapshots/src/app/contract';\n", /relative import leaves mfe-cameras/],
    ['a lazy import of another remote', 'mfe-cameras/src/x.ts', "export const load = () => import('mfe-reseller');\n", /must not import the app mfe-reseller/],
    ['the api-server importing the platform', 'api-server/src/x.ts', "export { api } from 'shared-core';\n", /api-server must not import shared-core: api-server may build on shared-domain, locales/],
    ['the api-server requiring the platform', 'api-server/src/x.ts', "export const core = require('shared-core');\n", /api-server must not import shared-core/],
    ['the api-server through createRequire', 'api-server/src/x.ts', "import { createRequire } from 'node:module';\nexport const ui = createRequire(__filename)('shared-ui');\n", /api-server must not import shared-ui/],
    ['the api-server reading a frontend package\'s files', 'api-server/src/x.ts', "import path from 'node:path';\nexport const dir = path.join(__dirname, '..', '..', 'shared-core', 'src');\n", /api-server must not read "..\/..\/shared-core\/src" \(shared-core\)/],
    ['the domain importing the platform', 'shared-domain/src/x.ts', "export { i18n } from 'shared-core';\n", /shared-domain must not import shared-core: shared-domain may build on no workspace package/],
    ['the platform importing the UI', 'shared-core/src/x.ts', "export { PlatformProviders } from 'shared-ui';\n", /shared-core must not import shared-ui/],
    ['a feature reaching inside another feature', 'mfe-snapshots/src/features/detail/x.ts', "export { filtersFromSearch } from '../list/state/filters';\n", /reaches inside the feature list: import it through its index.ts/],
    ['a feature test reaching inside another feature', 'mfe-snapshots/src/features/detail/x.test.ts', "export { leakFieldValid } from '../analysis/state/useLeakForm';\n", /reaches inside the feature analysis/],
    ['a string path to another area', 'mfe-snapshots/src/x.ts', "export const pair = '/cameras?pair=1';\n", /"\/cameras\?pair=1" is a path of mfe-cameras: link to it through shared-core's route refs/],
    ['a template path to another area', 'mfe-cameras/src/x.ts', "export const to = (id: number) => `/snapshot/${id}`;\n", /"\/snapshot\/" is a path of mfe-snapshots/],
    ['a hash link to another area from a shared package', 'shared-ui/src/x.ts', "export const href = (id: number) => `#/component/${id}`;\n", /is a path of mfe-reports/],
    ['a key of another area\'s messages', 'mfe-reports/src/x.ts', "export const key = 'snapshots:analysis.pd.severity';\n", /reads mfe-snapshots's messages: an area reads its own namespace and common only/],
    ['loading another area\'s messages', 'mfe-reports/src/x.ts', "export { default } from 'locales/load/snapshots';\n", /mfe-reports loads another area's messages \(locales\/load\/snapshots\)/],
  ])('fails the build for %s', (_name, file, code, message) => {
    const { status, output } = lint(file, code);
    expect(status).toBe(1);
    expect(output).toMatch(message);
  });

  it.each([
    ['a package through its exports', 'mfe-cameras/src/x.ts', "export { defineContract } from 'shared-core';\n"],
    ['a wildcard export', 'mfe-cameras/src/x.ts', "export { default } from 'locales/load/cameras';\n"],
    ['a relative import inside the package', 'mfe-cameras/src/app/x.ts', "export * from '../features/cameras';\n"],
    ['the api-server importing the domain', 'api-server/src/x.ts', "export { leakCostPerYear } from 'shared-domain/analysis';\n"],
    ['a link through a route ref', 'mfe-snapshots/src/x.ts', "import { cameraRoutes } from 'shared-core';\nexport const pair = cameraRoutes.pair();\n"],
    ['an area spelling its own route and reading its own and common messages', 'mfe-snapshots/src/x.ts', "export const to = (id: number) => [`/snapshot/${id}`, 'snapshots:list.title', 'common:pdText.band.low'];\n"],
    ['a feature through another feature\'s index', 'mfe-snapshots/src/features/detail/x.ts', "export { AnalysisPanel } from '../analysis';\n"],
    ['a feature test using another feature\'s testing entry', 'mfe-snapshots/src/features/detail/x.test.ts', "export { setUpI18n } from '../list/testing';\n"],
  ])('allows %s', (_name, file, code) => {
    const { status, output } = lint(file, code);
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
