import { decideAccess, isNavVisible, type AccessContext } from './access';
import type { AccessRule, VisibilityRule } from './types';

const anonymous: AccessContext = {
  signedIn: false,
  termsAccepted: false,
  isReseller: false,
  isStaff: false,
  hasOrganization: false,
  platform: 'web',
  viewerDownload: true,
};
const user: AccessContext = { ...anonymous, signedIn: true, termsAccepted: true };
const newcomer: AccessContext = { ...user, termsAccepted: false };
const reseller: AccessContext = { ...user, isReseller: true };
const member: AccessContext = { ...user, hasOrganization: true };
const desktopReseller: AccessContext = { ...reseller, platform: 'desktop' };

describe('route access rules (spec 000 section 2, route table)', () => {
  it.each<[string, AccessRule, AccessContext, ReturnType<typeof decideAccess>]>([
    ['public page, anonymous', 'public', anonymous, 'allow'],
    ['public page, signed in', 'public', user, 'allow'],
    ['signed-out page, anonymous', 'signedOut', anonymous, 'allow'],
    ['signed-out page, signed in -> /', 'signedOut', user, 'home'],
    ['signed-in page, anonymous -> /login', 'signedIn', anonymous, 'login'],
    ['signed-in page, terms not accepted -> terms gate', 'signedIn', newcomer, 'terms'],
    ['signed-in page, signed in', 'signedIn', user, 'allow'],
    ['reseller page, ordinary user -> /', 'reseller', user, 'home'],
    ['reseller page, reseller on web', 'reseller', reseller, 'allow'],
    ['reseller page, reseller on desktop -> / (web only)', 'reseller', desktopReseller, 'home'],
    ['reseller page, anonymous -> /login', 'reseller', anonymous, 'login'],
    ['Data Connect without organization -> /', 'organization', user, 'home'],
    ['Data Connect with organization', 'organization', member, 'allow'],
    ['Data Connect, terms not accepted -> terms gate', 'organization', { ...member, termsAccepted: false }, 'terms'],
    ['staff page, ordinary user -> /', 'staff', user, 'home'],
    ['staff page, staff', 'staff', { ...user, isStaff: true }, 'allow'],
  ])('%s', (_name, rule, ctx, expected) => {
    expect(decideAccess(rule, ctx)).toBe(expected);
  });
});

describe('navigation visibility (spec 001 section 2, navigation shell)', () => {
  it.each<[string, VisibilityRule, AccessContext, boolean]>([
    ['always', 'always', user, true],
    ['reseller entry for a user', 'reseller', user, false],
    ['reseller entry for a reseller', 'reseller', reseller, true],
    ['reseller entry on desktop', 'reseller', desktopReseller, false],
    ['Data Connect without organization', 'organization', user, false],
    ['Data Connect with organization', 'organization', member, true],
    ['viewer download in an edition with the flag', 'viewerDownload', user, true],
    ['viewer download in an edition without it', 'viewerDownload', { ...user, viewerDownload: false }, false],
    ['web-only entry on desktop', 'web', desktopReseller, false],
  ])('%s', (_name, rule, ctx, expected) => {
    expect(isNavVisible(rule, ctx)).toBe(expected);
  });
});
