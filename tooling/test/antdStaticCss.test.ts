import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const antdEs = path.join(path.dirname(require.resolve('antd/package.json', { paths: [path.join(ROOT, 'shell')] })), 'es');
const antdCssLoader = require('../antdCssLoader.cjs') as (this: { getOptions(): unknown; resourcePath: string }, source: string) => string;

/** Runs tooling/antdStaticCss.mjs (an ES module) in Node, as the Rspack config does. */
function generate(outDir: string): Record<string, string> {
  const script = `import { writeAntdStaticCss } from ${JSON.stringify(path.join(ROOT, 'tooling', 'antdStaticCss.mjs'))};
process.stdout.write(JSON.stringify(writeAntdStaticCss(${JSON.stringify(path.join(ROOT, 'shell'))}, ${JSON.stringify(outDir)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, string>;
}

/** antd's styles as static CSS, one file per antd module that registers them. */
describe('antd static CSS (tooling/antdStaticCss.mjs)', () => {
  let outDir: string;
  let files: Record<string, string>;
  const css = (module: string) => fs.readFileSync(files[path.join(antdEs, module)]!, 'utf8');

  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-css-'));
    files = generate(outDir);
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it("gives each component's styles to the module that registers them, themed through CSS variables", () => {
    const button = css('button/style/index.js');
    expect(button).toContain('.ant-btn{');
    expect(button).toContain('var(--ant-color-primary)');
    // Unhashed selectors, as PlatformProviders' zero-runtime theme renders its class names.
    expect(button).not.toMatch(/\.css-[a-z0-9]/);
    // Another component's styles are not in it.
    expect(button).not.toContain('.ant-select{');
    expect(css('select/style/index.js')).toContain('.ant-select{');
  });

  it('covers components antd uses inside others (a float button group lays out with Flex)', () => {
    expect(css('flex/style/index.js')).toContain('.ant-flex{');
    expect(css('grid/style/index.js')).toContain('.ant-row{');
    expect(css('message/style/index.js')).toContain('.ant-message');
  });

  it('puts the reset every component shares with config-provider, which every antd use loads', () => {
    expect(css('config-provider/index.js')).toContain('.anticon');
    expect(Object.keys(files).every((module) => module.startsWith(antdEs) && fs.existsSync(files[module]!))).toBe(true);
  });

  it('makes a style module import its file and leaves other modules alone', () => {
    const options = { files: { '/x/antd/es/button/style/index.js': '/cache/button_style_index.css' } };
    const styled = antdCssLoader.call({ getOptions: () => options, resourcePath: '/x/antd/es/button/style/index.js' }, 'export default 1;');
    expect(styled).toBe('export default 1;\nimport "/cache/button_style_index.css";\n');
    const other = antdCssLoader.call({ getOptions: () => options, resourcePath: '/x/antd/es/button/index.js' }, 'export default 2;');
    expect(other).toBe('export default 2;');
  });
});
