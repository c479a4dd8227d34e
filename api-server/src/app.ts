import path from 'node:path';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Edition } from 'shared-domain/analysis';
import { authenticate } from './auth/authenticate';
import { resolveJwtSecret } from './auth/jwtSecret';
import { createTokenService } from './auth/tokens';
import type { AppContext } from './context';
import { openDatabase } from './db/openDatabase';
import { installCompression } from './http/compression';
import { installCors } from './http/cors';
import { installErrorHandling, installJsonParser } from './http/errorHandler';
import { installInputGuard } from './http/inputGuard';
import { installSecurityHeaders } from './http/securityHeaders';
import { startLive } from './live';
import { DEFAULT_VIEWER_URL } from './mail';
import { installOpenApi } from './openapi';
import { registerAccountRoutes } from './routes/account';
import { registerAccountsRoutes } from './routes/accounts';
import { registerComponentRoutes } from './routes/components';
import { registerDataConnectRoutes } from './routes/dataConnect';
import { registerAuthRoutes } from './routes/auth';
import { registerDevRoutes } from './routes/dev';
import { registerDeviceRoutes } from './routes/devices';
import { registerDownloadRoutes } from './routes/downloads';
import { registerHealthRoutes } from './routes/health';
import { registerJobRoutes } from './routes/jobs';
import { registerLiveRoutes } from './routes/live';
import { registerLiveAnalyticsRoutes } from './routes/liveAnalytics';
import { registerOrganizationRoutes } from './routes/organizations';
import { registerPlacesRoutes } from './routes/places';
import { registerResellerRoutes } from './routes/reseller';
import { registerSnapshotRoutes } from './routes/snapshots';
import { registerSnapshotTagRoutes } from './routes/snapshotsTags';
import { registerExcelRoutes } from './routes/excel';
import { registerMediaHostRoutes } from './routes/mediaHost';
import { registerPaymentRoutes } from './routes/payment';
import { registerReportRoutes } from './routes/reports';
import { registerSharedReportRoutes } from './routes/sharedReports';
import { registerUserImageRoutes } from './routes/userImages';
import { registerSnapshotVideoExportRoutes } from './routes/snapshotsVideoExport';
import { seed } from './seed';

/** Where PGlite keeps its files when no `dataDir` is given: `api-server/.data/db`. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data', 'db');

/** Access tokens are short on purpose so the viewer's refresh path is exercised. */
export const DEFAULT_ACCESS_TTL_SECONDS = 300;
/** One day, SimpleJWT's default refresh lifetime. */
export const DEFAULT_REFRESH_TTL_SECONDS = 24 * 60 * 60;

/** Options of {@link buildServer}; every one has a default suitable for local runs. */
export interface BuildServerOptions {
  /** PGlite data directory (created if missing); default {@link DEFAULT_DATA_DIR}. */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Delete all data, then migrate and reseed. */
  fresh?: boolean;
  /** Access-token lifetime in seconds; default 300. */
  accessTtlSeconds?: number;
  /** Refresh-token lifetime in seconds; default one day. */
  refreshTtlSeconds?: number;
  /** HS256 secret; default a random one generated once and kept in the database. */
  jwtSecret?: string;
  /** Expose `/dev/...` helper routes. */
  devMode?: boolean;
  /** Clock in milliseconds since the epoch, for token times; default `Date.now`. */
  now?: () => number;
  /** Fastify logger setting; default off (tests), `main.ts` turns it on. */
  logger?: FastifyServerOptions['logger'];
  /** Base URL of the viewer in activation and password-reset mails; default `http://localhost:3000` (env VIEWER_URL). */
  viewerUrl?: string;
  /** Edition of requests without an `X-Edition` header (env EDITION); default NL. */
  edition?: Edition;
  /** Runs when the instance closes, after the database is closed (tests delete its directory). */
  afterClose?: () => void | Promise<void>;
  /** Reverse proxies whose `X-Forwarded-For` names the client (env TRUSTED_PROXIES); default none. */
  trustedProxies?: readonly string[];
  /** Waits `ms` milliseconds (the sign-in throttle's per-address delay); injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Builds the API server: opens and migrates the database, seeds the demo data and registers
 * every route. The instance is ready but not listening, so tests drive it with `inject` and
 * `main.ts` calls `listen`. Closing the instance closes the database.
 */
export async function buildServer(opts: BuildServerOptions = {}): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now;
  const db = await openDatabase({
    dataDir: opts.dataDir ?? DEFAULT_DATA_DIR,
    databaseUrl: opts.databaseUrl,
    fresh: opts.fresh,
  });

  const app = Fastify({
    logger: opts.logger ?? false,
    // The viewer calls DRF-style paths with a trailing slash; accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onClose', async () => {
    await db.close();
    await opts.afterClose?.();
  });

  try {
    await seed(db);
    await app.register(fastifyJwt, {
      secret: await resolveJwtSecret(db, opts.jwtSecret),
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('currentUser', null);
    app.decorateRequest('tokenClaims', null);
    installJsonParser(app);
    installErrorHandling(app);
    // Before any route: control characters in params, query and body answer 400 in one place.
    installInputGuard(app);
    // nosniff, no-referrer, a CSP that runs nothing and frame-ancestors 'none' on every answer.
    installSecurityHeaders(app);
    await installCors(app);
    // Brotli or gzip for JSON and text over 1 KB; media go as they are.
    await installCompression(app);
    // Before any route is registered: it collects them for GET /openapi.json.
    installOpenApi(app);

    const tokens = createTokenService({
      jwt: app.jwt,
      db,
      now,
      accessTtlSeconds: opts.accessTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS,
      refreshTtlSeconds: opts.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS,
    });
    // MQTT over WebSocket at /mqtt on app.server, and the jobs runner that publishes on it.
    const { live, jobs } = await startLive(app, db, now);
    const ctx: AppContext = { db, tokens, authenticate: authenticate(tokens, db), now, devMode: !!opts.devMode, live, jobs, edition: opts.edition ?? 'NL' };

    registerHealthRoutes(app);
    registerAuthRoutes(app, ctx, { trustedProxies: opts.trustedProxies ?? [], sleep: opts.sleep });
    registerAccountRoutes(app, ctx);
    registerAccountsRoutes(app, ctx, { viewerUrl: opts.viewerUrl });
    registerDownloadRoutes(app, ctx);
    registerLiveRoutes(app, ctx);
    registerJobRoutes(app, ctx);
    registerLiveAnalyticsRoutes(app, ctx);
    registerPlacesRoutes(app, ctx);
    registerSnapshotRoutes(app, ctx);
    registerSnapshotTagRoutes(app, ctx);
    registerDeviceRoutes(app, ctx);
    registerSnapshotVideoExportRoutes(app, ctx);
    // Organizations and invitations, Data Connect (/dataconnect), reseller portal, component tracker.
    registerOrganizationRoutes(app, ctx, { viewerUrl: opts.viewerUrl || DEFAULT_VIEWER_URL });
    registerDataConnectRoutes(app, ctx);
    registerResellerRoutes(app, ctx);
    registerComponentRoutes(app, ctx);
    // Reports, Excel, summary dashboard, shared reports, payment, user images, media host.
    registerExcelRoutes(app, ctx);
    registerReportRoutes(app, ctx);
    registerSharedReportRoutes(app, ctx);
    registerPaymentRoutes(app, ctx);
    registerUserImageRoutes(app, ctx);
    registerMediaHostRoutes(app, ctx);
    if (ctx.devMode) registerDevRoutes(app, ctx);

    await app.ready();
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
