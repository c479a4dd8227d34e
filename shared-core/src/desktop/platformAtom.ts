import { atom } from 'jotai';
import { PLATFORM } from '../platform/platform';

/** Web or desktop (spec 000 section 6: desktop-only and web-only entries). */
export type Platform = 'web' | 'desktop';

/**
 * The platform the screens render for. It starts from the build's {@link PLATFORM}; it is an
 * atom so that a test (or a desktop host) can set it, and entries that depend on it re-render.
 */
export const platformAtom = atom<Platform>(PLATFORM);
