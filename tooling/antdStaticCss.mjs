// antd's component styles as static CSS, written at build time.
//
// antd generates each component's CSS in the browser on its first use (CSS-in-JS): on a
// signed-in page's first load that is style serialisation (a 71 ms task on the list), style
// injection in the frame's commit, then style recalculation over dozens of injected <style>
// tags. With `theme.zeroRuntime` antd skips all of it and expects the CSS from a file: we
// render every component antd exports once, in Node, collect the styles antd registers
// (`@ant-design/cssinjs`'s cache), and write one file per antd module that registers them. The
// CSS refers to the theme through CSS variables (`var(--ant-color-primary)`), which antd still
// declares at run time from the edition's tokens, so one set of files serves every edition.
//
// Each file is imported by the antd module that registers those styles at run time (its
// `style/index.js`, by tooling/antdCssLoader.cjs), so its CSS travels with the chunk that
// carries that code: a page loads the styles of the components it loads and no others. The
// reset every component shares goes with config-provider, which every antd use loads.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Elements that make a component register all of its styles: the closed overlays render only
 * their trigger, so their panels are rendered too (antd's own static extraction does the same).
 */
function samples(antd, React) {
  const h = React.createElement;
  const Panel = (C, props) => h(C._InternalPanelDoNotUseOrYouWillBeFired, props);
  return {
    App: () => h(antd.App, null, Panel(antd.message), Panel(antd.notification)),
    Badge: () => h(React.Fragment, null, h(antd.Badge, { count: 1 }), h(antd.Badge.Ribbon, { text: 'x' }, h('div'))),
    DatePicker: () => h(React.Fragment, null, h(antd.DatePicker), h(antd.DatePicker.RangePicker), Panel(antd.DatePicker)),
    Drawer: () => Panel(antd.Drawer, { title: 'x' }),
    Dropdown: () => h(antd.Dropdown, { menu: { items: [] } }, h('span')),
    FloatButton: () =>
      h(React.Fragment, null, h(antd.FloatButton.Group, null, h(antd.FloatButton)), h(antd.FloatButton.BackTop, { visibilityHeight: 0 })),
    Form: () => h(antd.Form, null, h(antd.Form.Item, { label: 'x', help: 'x' }, h('span'))),
    Input: () =>
      h(React.Fragment, null, h(antd.Input), h(antd.Input.Search), h(antd.Input.TextArea, { showCount: true }), h(antd.Input.Password), h(antd.Input.OTP)),
    Layout: () => h(antd.Layout, null, h(antd.Layout.Header), h(antd.Layout.Sider), h(antd.Layout.Content), h(antd.Layout.Footer)),
    Menu: () => h(antd.Menu, { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }] }),
    Modal: () => h(React.Fragment, null, Panel(antd.Modal), Panel(antd.Modal, { type: 'confirm' })),
    Popconfirm: () => Panel(antd.Popconfirm, { title: 'x' }),
    Popover: () => Panel(antd.Popover, { content: 'x' }),
    Select: () => h(React.Fragment, null, h(antd.Select), Panel(antd.Select)),
    Space: () => h(React.Fragment, null, h(antd.Space), h(antd.Space.Compact, null, h(antd.Button))),
    Tag: () => h(React.Fragment, null, h(antd.Tag, { color: 'blue' }, 'x'), h(antd.Tag, { color: 'success' }, 'x'), h(antd.Tag.CheckableTag, { checked: true }, 'x')),
    Tooltip: () => Panel(antd.Tooltip, { title: 'x' }),
    Tour: () => Panel(antd.Tour, { title: 'x', total: 2, current: 0 }),
    Typography: () =>
      h(React.Fragment, null, h(antd.Typography.Title), h(antd.Typography.Text), h(antd.Typography.Paragraph), h(antd.Typography.Link)),
    Upload: () => h(React.Fragment, null, h(antd.Upload), h(antd.Upload.Dragger)),
  };
}

/**
 * The module of antd's that registers each style name at run time (`genStyleHooks('Button', …)`
 * in `button/style/index.js`): a component's `style/index.js` when it has several.
 */
function styleModules(antdDir) {
  const modules = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js') && file.includes(`${path.sep}style`)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*\[?'([A-Za-z]+)'/g)) {
          const known = modules.get(match[1]);
          if (!known || (!known.endsWith(`${path.sep}style${path.sep}index.js`) && file.endsWith(`${path.sep}style${path.sep}index.js`))) {
            modules.set(match[1], file);
          }
        }
      }
    }
  };
  walk(path.join(antdDir, 'es'));
  return modules;
}

/**
 * Renders antd's components and writes their styles under `outDir`, one file per antd module
 * that registers them. `appDir` is an app whose node_modules hold antd and React.
 * @returns `{ [antd module file]: css file }`
 */
export function writeAntdStaticCss(appDir, outDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const antd = require('antd');
  const render = samples(antd, React);

  const warn = console.error;
  // antd warns about deprecated components (List) as they render; the build log needs none of it.
  console.error = () => {};
  const cache = createCache();
  try {
    // Every component antd exports, not only those the workspace imports: components use others
    // inside (a float button group lays out with Flex), and a file only travels when its
    // module is in a bundle.
    const names = Object.keys(antd).filter((name) => /^[A-Z]/.test(name) && !['ConfigProvider', 'Grid'].includes(name));
    const elements = names.map((name) => React.createElement(React.Fragment, { key: name }, render[name]?.() ?? React.createElement(antd[name])));
    // `hashed: false`: selectors without antd's per-theme class, matching PlatformProviders'
    // theme when it asks for zero runtime.
    renderToString(
      React.createElement(StyleProvider, { cache }, React.createElement(antd.ConfigProvider, { theme: { hashed: false } }, elements)),
    );
  } finally {
    console.error = warn;
  }

  // One style entry per registration, keyed `style%%Button-Button%ant-btn%anticon`: each goes to
  // the module that registers its name, the shared reset (`Shared`, the icons') to config-provider.
  const antdDir = path.dirname(require.resolve('antd/package.json'));
  const modules = styleModules(antdDir);
  const shared = path.join(antdDir, 'es', 'config-provider', 'index.js');
  const byModule = new Map();
  for (const key of cache.cache.keys()) {
    if (!key.startsWith('style%')) continue;
    const module = modules.get(key.split('%')[2]?.split('-')[0] ?? '') ?? shared;
    const one = createCache();
    one.cache.set(key, cache.cache.get(key));
    byModule.set(module, (byModule.get(module) ?? '') + extractStyle(one, { plain: true, types: 'style' }));
  }

  fs.mkdirSync(outDir, { recursive: true });
  const files = {};
  for (const [module, css] of byModule) {
    const file = path.join(outDir, `${path.relative(path.join(antdDir, 'es'), module).replace(/\.js$/, '').replace(/[\\/]/g, '_')}.css`);
    // Not in a cascade layer: antd's run-time styles are in none either, so every rule wins or
    // loses as it does at run time (an @layer would lose to any unlayered rule, the icons' own
    // among them).
    const text = `/* Generated by tooling/antdStaticCss.mjs from antd ${antd.version}. */\n${css}\n`;
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
      // Written whole or not at all: another build may be reading these files.
      const partial = `${file}.${process.pid}`;
      fs.writeFileSync(partial, text);
      fs.renameSync(partial, file);
    }
    files[module] = file;
  }
  return files;
}
