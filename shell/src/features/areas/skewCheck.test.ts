import { store } from 'shared-core';
import { skewCheckPlugin, skewProblems, skewRefusalsAtom, type SkewRules } from './skewCheck';

const rules: SkewRules = {
  checked: ['react', 'react-dom', 'antd', 'jotai', '@tanstack/react-query', 'i18next', 'react-router-dom'],
  core: 'shared-core',
  provided: { react: '19.3.1', 'react-dom': '19.3.1', antd: '6.6.8', 'shared-core': '0.1.0', dayjs: '1.11.23' },
};

const manifest = (shared: Array<{ name: string; version: string; requiredVersion: string }>) => ({ name: 'mfe_cameras', shared });

/** The shell refuses, before loading it, a remote built against singletons it does not provide. */
describe('the run-time skew check', () => {
  it('accepts a remote inside every range, and ignores packages the rules do not check', () => {
    expect(
      skewProblems(
        manifest([
          { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
          { name: 'antd/es/button', version: '6.6.8', requiredVersion: '^6.6.0' },
          { name: 'antd/es/table', version: '6.6.8', requiredVersion: '^6.6.0' },
          { name: 'dayjs', version: '2.0.0', requiredVersion: '^2.0.0' },
          { name: 'shared-core', version: '0.1.4', requiredVersion: '^0.1.4' },
        ]),
        rules,
      ),
    ).toEqual([]);
  });

  it('names each package outside what the shell provides, once, and another core major', () => {
    expect(
      skewProblems(
        manifest([
          { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' },
          { name: 'antd/es/button', version: '7.0.0', requiredVersion: '^7.0.0' },
          { name: 'antd/es/table', version: '7.0.0', requiredVersion: '^7.0.0' },
          { name: 'jotai', version: '3.0.1', requiredVersion: '^3.0.1' },
          { name: 'shared-core', version: '1.0.0', requiredVersion: '^1.0.0' },
        ]),
        rules,
      ),
    ).toEqual([
      'react: mfe_cameras needs ^18.3.1, and this shell provides 19.3.1',
      'antd: mfe_cameras needs ^7.0.0, and this shell provides 6.6.8',
      'jotai: mfe_cameras needs ^3.0.1, and this shell provides none',
      'shared-core: mfe_cameras is built on major version 1 (1.0.0), and this shell provides 0.1.0',
    ]);
  });

  it('refuses a remote built on a newer core minor, and runs one built on an older minor', () => {
    const core = (version: string) => skewProblems(manifest([{ name: 'shared-core', version, requiredVersion: `^${version}` }]), { ...rules, provided: { ...rules.provided, 'shared-core': '0.2.3' } });
    expect(core('0.3.0')).toEqual(['shared-core: mfe_cameras is built on 0.3.0, newer than the 0.2.3 this shell provides']);
    expect(core('0.1.9')).toEqual([]);
    expect(core('0.2.9')).toEqual([]);
  });

  it('stops the load at the manifest and keeps the reason', () => {
    const plugin = skewCheckPlugin(rules);
    const hook = plugin.loadRemoteSnapshot as (args: unknown) => unknown;
    const ok = { moduleInfo: { name: 'mfe_reports' }, manifestJson: manifest([{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }]) };
    expect(hook(ok)).toBe(ok);
    expect(() => hook({ moduleInfo: { name: 'mfe_cameras' }, manifestJson: manifest([{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }]) })).toThrow(
      'mfe_cameras was not loaded: it cannot run in this shell (react: mfe_cameras needs ^18.3.1, and this shell provides 19.3.1)',
    );
    expect(store.get(skewRefusalsAtom)).toEqual({ mfe_cameras: ['react: mfe_cameras needs ^18.3.1, and this shell provides 19.3.1'] });
  });
});
