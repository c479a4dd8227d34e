import type { ComponentType } from 'react';

/**
 * Who may open a route (spec 000 section 2, route table).
 * - `public`: anyone (download, shared report);
 * - `signedOut`: only signed-out visitors; a signed-in user is sent to `/` (account flows);
 * - `signedIn`: signed in and terms accepted;
 * - `reseller`: signed-in reseller users, web only;
 * - `organization`: signed in and a member of an organization (Data Connect);
 * - `staff`: signed-in staff users.
 */
export const ACCESS_RULES = ['public', 'signedOut', 'signedIn', 'reseller', 'organization', 'staff'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/** When a navigation entry shows in the left rail. `always` still needs a signed-in user. */
export const VISIBILITY_RULES = ['always', 'reseller', 'organization', 'web', 'viewerDownload', 'staff'] as const;
export type VisibilityRule = (typeof VISIBILITY_RULES)[number];

/**
 * Slots in the shell that a remote may fill. `topBar.offlineFiles` is the top bar's offline
 * files entry on desktop (spec 000 section 2): its filler replaces the shell's own entry.
 */
export const SLOT_NAMES = ['topBar.actions', 'topBar.reportsMenu', 'topBar.offlineFiles', 'dialogs'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** One route an area serves. `path` is a react-router path under the hash router (`/snapshot/:id`). */
export interface AreaRoute {
  path: string;
  access: AccessRule;
  /**
   * Loads the page component. The shell wraps it in `React.lazy` itself, keyed on a retry
   * counter, because a lazy component remembers a failed load and Retry must load again.
   */
  load: () => Promise<{ default: ComponentType }>;
  /** i18n key (in the area's namespace) of the page title shown in the top bar. */
  titleKey: string;
  /**
   * Starts the page's first data calls while its code loads (render as you fetch): the shell
   * calls it once as the page starts loading, with the path's params and the query string, so
   * the page finds its data on the way instead of asking for it after its chunks arrive.
   * Optional; whatever it throws is ignored.
   */
  prefetch?: (at: RoutePrefetchContext) => void;
}

/** What a route's {@link AreaRoute.prefetch} is told: the path's params and the query string. */
export interface RoutePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * What a rail entry's badge shows: a dot (spec 001 section 2: "cameras, with a red dot when
 * there are unfinished items"). `labelKey` (`<namespace>:<key>`) names the reason for screen
 * readers, e.g. "Cameras need attention".
 */
export interface NavBadge {
  labelKey: string;
}

/**
 * A React hook the area computes its entry's badge with: `null` for no badge. The shell calls
 * it inside a component of its own that it renders for every entry that has one, under the
 * platform's providers (QueryClient, jotai store, i18n), so the hook may read queries and
 * atoms; it runs on every page, so it should read cached data and not fetch much.
 */
export type NavBadgeHook = () => NavBadge | null;

/** One entry of the left rail. */
export interface NavEntry {
  id: string;
  /** i18n key, `<namespace>:<key>`. */
  labelKey: string;
  icon: ComponentType;
  /** Lower first. */
  order: number;
  /** Where the entry goes. */
  path: string;
  /** Extra path patterns that highlight the entry (e.g. `/snapshot/:id` for snapshots). */
  activeFor?: string[];
  visibility: VisibilityRule;
  /** Optional badge computed by the area (the shell knows nothing of what it means). */
  useBadge?: NavBadgeHook;
}

/** A component that fills one of the shell's slots. */
export interface SlotFill {
  slot: SlotName;
  id: string;
  component: ComponentType;
}

/**
 * What every remote exposes as `./contract` (docs/architecture.md, the remote contract).
 * The shell builds its router, rail and slots from the contracts that loaded.
 */
export interface RemoteContract {
  /** Area id, also the i18n namespace the area owns (`snapshots`, `cameras`...). */
  area: string;
  routes: AreaRoute[];
  nav: NavEntry[];
  slots: SlotFill[];
  /** Loads the area's messages for one language; the remote ships its own translations. */
  loadMessages: (language: string) => Promise<Record<string, unknown>>;
}
