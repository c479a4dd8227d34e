import { ContractError, validateContract } from './validateContract';

const Icon = () => null;
const good = {
  area: 'cameras',
  routes: [{ path: '/cameras', access: 'signedIn', titleKey: 'cameras:page.title', load: async () => ({ default: Icon }) }],
  nav: [{ id: 'cameras', labelKey: 'cameras:nav.cameras', icon: Icon, order: 20, path: '/cameras', visibility: 'always' }],
  slots: [{ slot: 'topBar.reportsMenu', id: 'menu', component: Icon }],
  loadMessages: async () => ({}),
};

describe('remote contract validation', () => {
  it('accepts a valid contract, directly or as a module with a contract export', () => {
    expect(validateContract('mfe_cameras', good).area).toBe('cameras');
    expect(validateContract('mfe_cameras', { contract: good }).routes).toHaveLength(1);
  });

  it('accepts memo/lazy components (objects with $$typeof) as icons', () => {
    const memoIcon = { $$typeof: Symbol.for('react.memo'), type: Icon };
    expect(() => validateContract('r', { ...good, nav: [{ ...good.nav[0], icon: memoIcon }] })).not.toThrow();
  });

  it.each([
    ['an unknown access rule', { ...good, routes: [{ ...good.routes[0], access: 'admins' }] }, 'routes.0.access'],
    ['a route path without a slash', { ...good, routes: [{ ...good.routes[0], path: 'cameras' }] }, 'routes.0.path'],
    ['a route without a page loader', { ...good, routes: [{ ...good.routes[0], load: 'CamerasPage' }] }, 'routes.0.load'],
    ['an icon that is not a component', { ...good, nav: [{ ...good.nav[0], icon: 'camera' }] }, 'nav.0.icon'],
    ['a badge that is not a hook', { ...good, nav: [{ ...good.nav[0], useBadge: { dot: true } }] }, 'nav.0.useBadge'],
    ['an unknown visibility rule', { ...good, nav: [{ ...good.nav[0], visibility: 'sometimes' }] }, 'nav.0.visibility'],
    ['an unknown slot', { ...good, slots: [{ slot: 'footer', id: 'x', component: Icon }] }, 'slots.0.slot'],
    ['no message loader', { ...good, loadMessages: undefined }, 'loadMessages'],
    ['an area id with capitals', { ...good, area: 'Cameras' }, 'area'],
  ])('rejects %s, naming the remote and the field', (_name, contract, field) => {
    try {
      validateContract('mfe_cameras', contract);
      throw new Error('expected a ContractError');
    } catch (error) {
      expect(error).toBeInstanceOf(ContractError);
      expect((error as ContractError).message).toContain('mfe_cameras');
      expect((error as ContractError).issues.join('\n')).toContain(field);
    }
  });

  it('accepts a nav entry with a badge hook', () => {
    const useBadge = () => ({ labelKey: 'cameras:nav.attention' });
    expect(validateContract('mfe_cameras', { ...good, nav: [{ ...good.nav[0], useBadge }] }).nav[0]!.useBadge).toBe(useBadge);
  });

  it('rejects a module that exposes nothing', () => {
    expect(() => validateContract('mfe_x', undefined)).toThrow(ContractError);
  });
});
