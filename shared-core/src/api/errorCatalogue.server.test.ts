import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createTokenStore } from '../session/tokenStore';
import { removeDataDir, startApiServer, type ApiServerProcess } from '../testing/apiServerProcess';
import { ApiClient, type LogoutReason } from './ApiClient';
import { messageFor, type ErrorSituation } from './errorCatalogue';
import { rejectionOf } from '../testing/rejectionOf';

// The api-server runs as a child process, on a copy of the seeded demo data.
jest.setTimeout(240_000);

const PASSWORD = 'viewer-demo-1';

/**
 * Every row of the error catalogue (spec 001 section 8) that the server can produce is
 * produced here from the real api-server, through the real client, and mapped to its message.
 * (errorCatalogue.test.ts maps every row from crafted errors; this proves the server's answers
 * fit those mappings.)
 */
describe('error catalogue rows produced by the api-server', () => {
  let server: ApiServerProcess;
  const produced: string[] = [];

  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(async () => {
    console.info(`error catalogue: ${produced.length} rows produced from the api-server: ${produced.join(', ')}`);
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  async function client(username?: string) {
    const logouts: LogoutReason[] = [];
    const api = new ApiClient({ baseUrl: server.baseUrl, tokenStore: createTokenStore(null), language: () => 'en' });
    api.onLogout((reason) => logouts.push(reason));
    if (username) await api.login(username, PASSWORD);
    return { api, logouts };
  }

  const keysOf = (error: unknown, situation: ErrorSituation, ctx = {}) =>
    messageFor(error, situation, ctx).parts.map((p) => ('key' in p ? p.key : `text:${p.text}`));
  const call = (api: ApiClient, path: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET', body?: unknown) =>
    api.request('catalogue', { path, method, body, schema: z.unknown(), auth: api.hasSession() });

  it('login failure: couldNotLogin for 6 s', async () => {
    const { api, logouts } = await client();
    const error = await rejectionOf(api.login('engineer', 'wrong-password'));
    expect(keysOf(error, 'login')).toEqual(['errors.couldNotLogin']);
    expect(messageFor(error, 'login').durationMs).toBe(6000);
    expect(logouts).toEqual([]);
    produced.push('login failure');
  });

  it('login throttled: the wait from Retry-After', async () => {
    const { api } = await client();
    const username = `catalogue.probe.${Date.now()}`;
    let error: unknown;
    for (let i = 0; i < 8 && !error; i++) {
      const e = await rejectionOf(api.login(username, 'wrong'));
      if ((e as { status?: number }).status === 429) error = e;
    }
    expect(keysOf(error, 'login')).toEqual(['errors.loginThrottledSeconds']);
    produced.push('login throttled');
  });

  it('403 on any API call: go to logout', async () => {
    const { api, logouts } = await client('demo');
    await rejectionOf(call(api, '/api/customer-settings/', 'PATCH', { energy_cost_kwh: 0.2 }));
    expect(logouts).toEqual(['forbidden']);
    expect(api.hasSession()).toBe(false);
    produced.push('403 logout');
  });

  it('registration failure: the server fields line by line', async () => {
    const { api } = await client();
    const error = await rejectionOf(call(api, '/auth/users/', 'POST', { email: 'not-an-address', username: 'x', password: 'short' }));
    const keys = keysOf(error, 'registration');
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.every((k) => k.startsWith('text:'))).toBe(true);
    expect(keys).toContain('text:Enter a valid email address.');
    produced.push('registration failure');
  });

  it('activation failure: activationFailed', async () => {
    const { api } = await client();
    const error = await rejectionOf(call(api, '/auth/users/activation/', 'POST', { uid: 'OTk5OTk', token: 'nope' }));
    expect(keysOf(error, 'activation')).toEqual(['errors.activationFailed']);
    produced.push('activation failure');
  });

  it('password reset, invalid link: pwInvalidLink', async () => {
    const { api } = await client();
    const error = await rejectionOf(call(api, '/auth/users/reset_password_confirm/', 'POST', { uid: 'MQ', token: 'not-a-token', new_password: 'long-enough-1' }));
    expect(keysOf(error, 'passwordResetConfirm')).toEqual(['errors.pwInvalidLink']);
    produced.push('password reset failure');
  });

  it('password change failure: the old-password message, 9 s', async () => {
    const { api } = await client('engineer');
    const error = await rejectionOf(call(api, '/api/change_password/', 'POST', { old_password: 'wrong', password: 'new-password-1', password2: 'new-password-1' }));
    expect(keysOf(error, 'changePassword')).toEqual(['text:Wrong password.']);
    expect(messageFor(error, 'changePassword').durationMs).toBe(9000);
    produced.push('password change failure');
  });

  it('pairing failure with a server msg code: pairErr{msg}', async () => {
    const { api } = await client('engineer');
    const error = await rejectionOf(call(api, '/api/pair/', 'POST', { device_serial: 'NLC21050', device_totp_token: 'AAAAAAA000000' }));
    expect(keysOf(error, 'pairing')).toEqual(['errors.pairErr.invalidToken']);
    produced.push('pairing failure');
  });

  it('pairing and camera changes refused to a demo account: the reason, and no logout (409 demoUser, not 403)', async () => {
    const { api, logouts } = await client('demo');
    const pair = await rejectionOf(call(api, '/api/pair/', 'POST', { device_serial: 'NLC21050', device_totp_token: 'AAAAAAA000000' }));
    expect(keysOf(pair, 'pairing')).toEqual(['errors.pairErr.demoUser']);
    const rename = await rejectionOf(call(api, '/api/device/DEMO0001/nickname/', 'POST', { nickname: 'Mine' }));
    expect(keysOf(rename, 'commentSave')).toEqual(['errors.demoNotAllowed']);
    expect(logouts).toEqual([]);
    expect(api.hasSession()).toBe(true);
    produced.push('demo pairing and rename refused');
  });

  it('feedback failure: feedbackFail', async () => {
    const { api } = await client('engineer');
    const error = await rejectionOf(call(api, '/api/feedback/', 'POST', { content: '   ' }));
    expect(keysOf(error, 'feedback')).toEqual(['errors.feedbackFail']);
    produced.push('feedback failure');
  });

  it('settings failure: undefinedError', async () => {
    const { api } = await client('engineer');
    const error = await rejectionOf(call(api, '/api/customer-settings/', 'PATCH', { energy_cost_kwh: -1 }));
    expect(keysOf(error, 'settings')).toEqual(['errors.undefinedError']);
    produced.push('settings failure');
  });

  it('invalid invite e-mail: invalidEmailAddress', async () => {
    const { api } = await client('orgadmin');
    const tree = JSON.stringify(await call(api, '/api/organizations/'));
    const groupId = /"id":(\d+)/.exec(tree)?.[1];
    expect(groupId).toBeDefined();
    const error = await rejectionOf(call(api, `/api/organizations/groups/${groupId}/invitations/`, 'POST', { email: 'not-an-address' }));
    expect(keysOf(error, 'invite')).toEqual(['errors.invalidEmailAddress']);
    produced.push('invalid invite e-mail');
  });

  it('licence key create error: the first node_key message', async () => {
    const { api } = await client('reseller');
    const reseller = JSON.stringify(await call(api, '/api/reseller/'));
    const resellerId = /"id":(\d+)/.exec(reseller)?.[1];
    expect(resellerId).toBeDefined();
    const error = await rejectionOf(call(api, `/api/reseller/${resellerId}/license-key/`, 'POST', { node_key: 'bad' }));
    const keys = keysOf(error, 'licenseKeyCreate');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^text:Enter a node key/);
    produced.push('licence key create error');
  });

  it('shared report expired or unknown: shareExp', async () => {
    const { api } = await client('engineer');
    const error = await rejectionOf(call(api, '/api/shared/reports/0b9c6f5e-3f7e-4c51-9b0e-2d7f1c0a9e11/'));
    expect(keysOf(error, 'sharedReport')).toEqual(['errors.shareExp']);
    produced.push('shared report expired');
  });

  it('snapshot delete and bulk delete failures: snapshotDeleteFailed, deleteError', async () => {
    const { api, logouts } = await client('engineer');
    const error = await rejectionOf(call(api, '/api/snapshots/999999/deactivate/', 'DELETE'));
    expect(keysOf(error, 'snapshotDelete')).toEqual(['errors.snapshotDeleteFailed']);
    expect(keysOf(error, 'bulkDelete')).toEqual(['errors.deleteError']);
    expect(logouts).toEqual([]);
    produced.push('snapshot delete failure', 'bulk delete failure');
  });

  it('camera removal failure: could not remove camera', async () => {
    const { api } = await client('engineer');
    const error = await rejectionOf(call(api, '/api/device/NOSUCH1/remove/', 'POST', {}));
    expect(keysOf(error, 'cameraRemoval')).toEqual(['errors.cameraRemoveFailed']);
    produced.push('camera removal failure');
  });

  it('snapshot list load error: the server message', async () => {
    const { api } = await client('engineer');
    const error = await rejectionOf(call(api, '/api/snapshots/?ordering=not-a-column'));
    const keys = keysOf(error, 'listLoad');
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys.every((k) => k.startsWith('text:'))).toBe(true);
    produced.push('snapshot load error');
  });

  it('a hung server: the call times out and the page shows undefinedError with its retry', async () => {
    const hung = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    try {
      const api = new ApiClient({ baseUrl: `http://127.0.0.1:${(hung.address() as AddressInfo).port}`, tokenStore: createTokenStore(null), language: () => 'en', timeoutMs: 300 });
      const error = await rejectionOf(api.request('snapshots', { path: '/api/snapshots/', schema: z.unknown(), auth: false }));
      expect(error).toMatchObject({ status: 0, code: 'timeout' });
      expect(keysOf(error, 'listLoad')).toEqual(['errors.undefinedError']);
      produced.push('timeout');
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
  });
});
