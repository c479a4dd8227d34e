/**
 * The routes one area may link to in another, with typed parameters. Every other area builds its
 * links by calling the ref, so a wrong parameter does not compile. The owning area's contract
 * spells the same path as a literal (the build reads contracts without running them), and
 * `tooling/test/routeRefs.test.ts` fails when the two differ. The boundary lint rule
 * (`tooling/eslint-boundaries.mjs`, AREA_PATHS) refuses a string path to another area.
 */

type Params = Record<string, string | number>;

/** A route: its react-router pattern, and a call that gives the path to navigate to. */
export interface RouteRef<P extends Params | void = void> {
  (...args: P extends Params ? [params: P, search?: string] : [search?: string]): string;
  /** The react-router pattern the owning area serves (`/snapshot/:id`). */
  readonly path: string;
}

function routeRef<P extends Params | void = void>(path: string): RouteRef<P> {
  const hasParams = path.includes(':');
  const to = (...args: unknown[]) => {
    const params = (hasParams ? args[0] : {}) as Params;
    const search = ((hasParams ? args[1] : args[0]) as string | undefined) ?? '';
    const filled = path.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`route ${path} needs "${name}"`);
      return encodeURIComponent(String(value));
    });
    return `${filled}${search}`;
  };
  return Object.assign(to, { path }) as RouteRef<P>;
}

/** The hash-router address of a path, for `href` (a link that opens in a new tab too). */
export const hashHref = (to: string) => `#${to}`;

/** The snapshots area (mfe-snapshots). */
export const snapshotRoutes = {
  list: routeRef('/'),
  detail: routeRef<{ id: number }>('/snapshot/:id'),
};

/** The cameras area (mfe-cameras). `pair` opens the pairing dialog on arrival. */
export const cameraRoutes = {
  list: routeRef('/cameras'),
  pair: () => cameraRoutes.list(`?${PAIR_PARAM}=1`),
};

/** The query parameter that asks the cameras page to open its pairing dialog. */
export const PAIR_PARAM = 'pair';

/** The organization area (mfe-organization). */
export const organizationRoutes = {
  home: routeRef('/organization'),
  dataConnect: routeRef('/dataconnect'),
};

/** The reseller area (mfe-reseller). */
export const resellerRoutes = {
  portal: routeRef('/reseller'),
};

/** The reports area (mfe-reports): component tracking and shared reports. */
export const reportRoutes = {
  components: routeRef('/components'),
  component: routeRef<{ id: number }>('/component/:id'),
  sharedReport: routeRef<{ uuid: string }>('/shared/reports/:uuid'),
};
