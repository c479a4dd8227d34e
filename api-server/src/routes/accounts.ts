import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { DEFAULT_VIEWER_URL } from '../mail';
import { registerAccountsProfileRoutes } from './accountsProfile';
import { registerAccountsUserRoutes } from './accountsUsers';

/** Options of {@link registerAccountsRoutes}. */
export interface AccountsOptions {
  /** Base URL of the viewer in mailed links; default `http://localhost:3000`. */
  viewerUrl?: string | undefined;
}

/**
 * Account area (spec 001 section 7, "Authentication and account", beyond token, me and terms):
 * djoser-style registration, activation and password reset under `/auth/users/...`
 * (`accountsUsers.ts`), and change password, customer settings, feedback and client log
 * under `/api/...` (`accountsProfile.ts`).
 */
export function registerAccountsRoutes(app: FastifyInstance, ctx: AppContext, opts: AccountsOptions = {}): void {
  registerAccountsUserRoutes(app, ctx, { viewerUrl: opts.viewerUrl || DEFAULT_VIEWER_URL });
  registerAccountsProfileRoutes(app, ctx);
}
