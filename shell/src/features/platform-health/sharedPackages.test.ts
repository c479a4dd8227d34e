import { sharedPackages } from './sharedPackages';

/** The health page lists every shared singleton once, with who provided and who uses it. */
describe('sharedPackages', () => {
  it("groups a package's modules, with its versions, providers and users", () => {
    expect(
      sharedPackages({
        default: {
          'antd/es/button': { '6.6.8': { from: 'shell', useIn: ['mfe_cameras'], loaded: true } },
          'antd/es/table': { '6.6.8': { from: 'shell', useIn: ['mfe_reports', 'mfe_cameras'] } },
          react: { '19.3.1': { from: 'shell', useIn: ['shell', 'mfe_cameras'], loaded: true } },
          'react/': { '19.3.1': { from: 'shell', loaded: false } },
          'shared-core': { '0.1.0': { from: 'shell', useIn: [] }, '0.2.0': { from: 'mfe_cameras', useIn: [] } },
        },
      }),
    ).toEqual([
      { name: 'antd', versions: ['6.6.8'], providers: ['shell'], users: ['mfe_cameras', 'mfe_reports'], loaded: 1, modules: 2 },
      { name: 'react', versions: ['19.3.1'], providers: ['shell'], users: ['mfe_cameras', 'shell'], loaded: 1, modules: 2 },
      { name: 'shared-core', versions: ['0.1.0', '0.2.0'], providers: ['mfe_cameras', 'shell'], users: [], loaded: 0, modules: 2 },
    ]);
  });
});
