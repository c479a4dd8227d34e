import { atom } from 'jotai';
import { parseClaims, type Claims } from './claims';
import type { Tokens } from './tokenStore';

/** The tokens of the signed-in user, or null. Written only by the platform's token store. */
export const sessionAtom = atom<Tokens | null>(null);

/** Claims of the current access token, or null when signed out. */
export const claimsAtom = atom<Claims | null>((get) => parseClaims(get(sessionAtom)?.access));
