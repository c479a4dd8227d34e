import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const { rewritePerModuleImports, resolvesFrom, PER_MODULE_PATHS } = require('../perModuleImports.cjs') as {
  rewritePerModuleImports(source: string, exists: (request: string) => boolean): string;
  resolvesFrom(dir: string): (request: string) => boolean;
  PER_MODULE_PATHS: Record<string, (name: string, dir: 'es' | 'lib') => string>;
};
const fromShell = resolvesFrom(path.join(ROOT, 'shell', 'src'));

/** jest loads antd and its icons one module per import, as the builds do (tooling/jest-transform.cjs). */
describe('per-module imports for jest (tooling/perModuleImports.cjs)', () => {
  it('gives each named import its own module, keeps aliases, and leaves the line count alone', () => {
    const source = "import { Button, ConfigProvider as Cp, theme } from 'antd';\nimport {\n  SearchOutlined,\n} from \"@ant-design/icons\";\nconst x = 1;";
    const out = rewritePerModuleImports(source, fromShell);
    expect(out).toBe(
      "import Button from 'antd/lib/button'; import Cp from 'antd/lib/config-provider'; import theme from 'antd/lib/theme';\n" +
        'import SearchOutlined from "@ant-design/icons/lib/icons/SearchOutlined";\n\n\nconst x = 1;',
    );
    // Only statements: the same text inside a string or after code on its line stays.
    const quoted = "const s = \"import { Tag } from 'antd';\";";
    expect(rewritePerModuleImports(quoted, fromShell)).toBe(quoted);
  });

  it('keeps type-only members, and names without a module, on an import from the package', () => {
    const exists = (request: string) => request !== 'antd/lib/not-a-component';
    const out = rewritePerModuleImports("import { type ButtonProps, Tag, NotAComponent } from 'antd';", exists);
    expect(out).toBe("import { type ButtonProps, NotAComponent } from 'antd'; import Tag from 'antd/lib/tag';");
    // Other packages, type-only imports and imports of antd's own modules are not touched.
    for (const other of ["import { Link } from 'react-router-dom';", "import type { ButtonProps } from 'antd';", "import Button from 'antd/lib/button';"])
      expect(rewritePerModuleImports(other, exists)).toBe(other);
  });

  it('maps each name to the same module as the builds, where it exists', () => {
    expect(PER_MODULE_PATHS.antd!('ConfigProvider', 'es')).toBe('antd/es/config-provider');
    expect(PER_MODULE_PATHS['@ant-design/icons']!('DownOutlined', 'es')).toBe('@ant-design/icons/es/icons/DownOutlined');
    expect(fromShell('antd/lib/config-provider')).toBe(true);
    expect(fromShell('antd/lib/not-a-component')).toBe(false);
    // The rewritten module is what antd's own index exports under that name.
    const modular = require(require.resolve('antd/lib/tag', { paths: [path.join(ROOT, 'shell')] })) as { default: unknown };
    const whole = require(require.resolve('antd', { paths: [path.join(ROOT, 'shell')] })) as { Tag: unknown };
    expect(modular.default).toBe(whole.Tag);
  });
});
