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

describe('boundary lint rule (ARCHITECTURE.md: dependencies point one way)', () => {
  it.each([
    ['a remote importing another remote', 'mfe-cameras/src/x.ts', "import { contract } from 'mfe-snapshots';\nexport { contract };\n", /must not import the app mfe-snapshots/],
    ['a remote importing the shell', 'mfe-reports/src/x.ts', "export * from 'shell';\n", /must not import the app shell/],
    ['a deep import past exports', 'shell/src/x.ts', "export * from 'shared-core/src/platform/platform';\n", /not in shared-core's package.json#exports/],
    ['a relative import into another package', 'mfe-cameras/src/x.ts', "export * from '../../mfe-snapshots/src/app/contract';\n", /relative import leaves mfe-cameras/],
    ['a lazy import of another remote', 'mfe-cameras/src/x.ts', "export const load = () => import('mfe-reseller');\n", /must not import the app mfe-reseller/],
  ])('fails the build for %s', (_name, file, code, message) => {
    const { status, output } = lint(file, code);
    expect(status).toBe(1);
    expect(output).toMatch(message);
  });

  it.each([
    ['a package through its exports', 'mfe-cameras/src/x.ts', "export { defineContract } from 'shared-core';\n"],
    ['a wildcard export', 'mfe-cameras/src/x.ts', "export { default } from 'locales/load/cameras';\n"],
    ['a relative import inside the package', 'mfe-cameras/src/app/x.ts', "export * from '../features/cameras';\n"],
  ])('allows %s', (_name, file, code) => {
    const { status, output } = lint(file, code);
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
