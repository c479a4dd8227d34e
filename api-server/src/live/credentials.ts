import crypto from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { UserRow } from '../db/users';

/**
 * Short-lived signed tokens of the live channel, HS256 with the server's JWT secret:
 * - the MQTT password (`token_type: "mqtt"`), issued by `GET /api/get-upload-iot/` and checked by
 *   the broker's `authenticate`;
 * - download links of job results (`token_type: "task-download"`), so a plain link works.
 * Their `token_type` differs from "access" and "refresh", so neither is accepted as a bearer token
 * and a bearer token is not accepted here.
 */

/** Why the credentials are requested; the spec renews device ones every 30 min and report ones every 50. */
export type LivePurpose = 'device' | 'report';

/** Lifetime of broker credentials, seconds, per purpose. */
export const LIVE_CREDENTIAL_TTL_SECONDS: Readonly<Record<LivePurpose, number>> = Object.freeze({ device: 30 * 60, report: 50 * 60 });

/** Lifetime of a result download link, seconds (one day). */
export const DOWNLOAD_LINK_TTL_SECONDS = 24 * 60 * 60;

/** Claims of the MQTT password. */
export interface MqttPasswordClaims {
  token_type: 'mqtt';
  user_id: number;
  username: string;
  purpose: LivePurpose;
  /** The sign-in session the credentials were issued to: they stop working when it ends. */
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

/** Claims of a download link token. */
export interface DownloadClaims {
  token_type: 'task-download';
  user_id: number;
  job_id: string;
  iat: number;
  exp: number;
}

/** The MQTT client id of a user must start with this, so one user cannot take over another's session. */
export function clientIdPrefixFor(userId: number): string {
  return `u${userId}-`;
}

/** Signs and verifies live-channel tokens. */
export interface LiveTokens {
  /**
   * A broker password for `user` in session `sid` (the access token's), valid for the purpose's
   * lifetime from now or until the session ends (logout, password change or reset, refresh reuse).
   */
  signMqttPassword(user: Pick<UserRow, 'id' | 'username'>, purpose: LivePurpose, sid: string): { password: string; expiresAt: Date };
  /** The claims of a valid, unexpired MQTT password that names its session, or null. */
  verifyMqttPassword(password: string): MqttPasswordClaims | null;
  /** A token for the query string of `GET /api/downloads/{jobId}/file`. */
  signDownload(userId: number, jobId: string, ttlSeconds?: number): string;
  /** The claims of a valid, unexpired download token for `jobId`, or null. */
  verifyDownload(token: string, jobId: string): DownloadClaims | null;
}

/** Creates the token helpers over the registered @fastify/jwt instance; `now` is in ms. */
export function createLiveTokens(jwt: JWT, now: () => number): LiveTokens {
  const seconds = () => Math.floor(now() / 1000);

  function verify<T extends { token_type: string }>(token: string, type: T['token_type']): T | null {
    try {
      const claims = jwt.verify<T>(token, { clockTimestamp: now() });
      return claims.token_type === type ? claims : null;
    } catch {
      return null;
    }
  }

  return {
    signMqttPassword(user, purpose, sid) {
      const iat = seconds();
      const exp = iat + LIVE_CREDENTIAL_TTL_SECONDS[purpose];
      const claims: MqttPasswordClaims = {
        token_type: 'mqtt',
        user_id: user.id,
        username: user.username,
        purpose,
        sid,
        jti: crypto.randomUUID().replace(/-/g, ''),
        iat,
        exp,
      };
      return { password: jwt.sign(claims), expiresAt: new Date(exp * 1000) };
    },
    verifyMqttPassword(password) {
      const claims = verify<MqttPasswordClaims>(password, 'mqtt');
      return claims && Number.isInteger(claims.user_id) && typeof claims.sid === 'string' && claims.sid ? claims : null;
    },
    signDownload(userId, jobId, ttlSeconds = DOWNLOAD_LINK_TTL_SECONDS) {
      const iat = seconds();
      const claims: DownloadClaims = { token_type: 'task-download', user_id: userId, job_id: jobId, iat, exp: iat + ttlSeconds };
      return jwt.sign(claims);
    },
    verifyDownload(token, jobId) {
      const claims = verify<DownloadClaims>(token, 'task-download');
      return claims && claims.job_id === jobId ? claims : null;
    },
  };
}
