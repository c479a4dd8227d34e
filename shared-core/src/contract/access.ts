import type { AccessRule, VisibilityRule } from './types';

/** What the access rules look at. */
export interface AccessContext {
  signedIn: boolean;
  termsAccepted: boolean;
  isReseller: boolean;
  isStaff: boolean;
  hasOrganization: boolean;
  platform: 'web' | 'desktop';
  /** Edition capability: viewer download page (NL). */
  viewerDownload: boolean;
}

/**
 * Result of checking a route: render it, send the visitor to /login, send a signed-in user
 * to / (signed-out pages, or a page their role may not see), or show the terms gate first.
 */
export type AccessDecision = 'allow' | 'login' | 'home' | 'terms';

/** Decides what happens when `ctx` opens a route with `rule` (spec 000 section 2). */
export function decideAccess(rule: AccessRule, ctx: AccessContext): AccessDecision {
  switch (rule) {
    case 'public':
      return 'allow';
    case 'signedOut':
      return ctx.signedIn ? 'home' : 'allow';
    default:
      break;
  }
  if (!ctx.signedIn) return 'login';
  if (!ctx.termsAccepted) return 'terms';
  switch (rule) {
    case 'signedIn':
      return 'allow';
    case 'reseller':
      return ctx.isReseller && ctx.platform === 'web' ? 'allow' : 'home';
    case 'organization':
      return ctx.hasOrganization ? 'allow' : 'home';
    case 'staff':
      return ctx.isStaff ? 'allow' : 'home';
  }
}

/** Whether a navigation entry shows in the rail for `ctx` (spec 001 section 2, navigation shell). */
export function isNavVisible(rule: VisibilityRule, ctx: AccessContext): boolean {
  switch (rule) {
    case 'always':
      return true;
    case 'reseller':
      return ctx.isReseller && ctx.platform === 'web';
    case 'organization':
      return ctx.hasOrganization;
    case 'web':
      return ctx.platform === 'web';
    case 'viewerDownload':
      return ctx.viewerDownload;
    case 'staff':
      return ctx.isStaff;
  }
}
