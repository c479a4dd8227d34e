import loadCommon from 'locales/load/common';
import { z } from 'zod';
import { i18n, initI18n, registerNamespace } from '../i18n/i18n';
import { createTokenStore } from '../session/tokenStore';
import { removeDataDir, startApiServer, type ApiServerProcess } from '../testing/apiServerProcess';
import { ApiClient, type LogoutReason } from './ApiClient';
import { catalogueText, messageFor, type ErrorSituation, type SituationContext } from './errorCatalogue';
import { toApiError } from './errors';
import { snapshotPageSchema, uploadFormSchema } from 'shared-domain/schemas';
import { rejectionOf } from '../testing/rejectionOf';

// The api-server runs as a child process, on a copy of the seeded demo data.
jest.setTimeout(240_000);

const PASSWORD = 'viewer-demo-1';

/**
 * More rows of the error catalogue (spec 001 section 8) produced by the real api-server
 * and read by the viewer's own client, over HTTP: the server's bodies, statuses and headers reach
 * the real ApiClient, and the catalogue's message is translated in the user's language (German
 * here) by the platform's i18n with the shipped `common` messages. errorCatalogue.server.test.ts
 * produces the first rows the same way. docs/security-audit.md lists, for every row, the tests
 * that produce it; errorCatalogue.audit.test.ts enforces that list.
 */
describe('error catalogue rows produced by the api-server, read by the viewer client', () => {
  let server: ApiServerProcess;
  let english: Record<string, unknown>;
  const lookup = (tree: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], tree);

  beforeAll(async () => {
    registerNamespace('common', loadCommon);
    english = await loadCommon('en');
    await initI18n('de');
    server = await startApiServer();
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  function client(now?: () => number) {
    const logouts: LogoutReason[] = [];
    const tokenStore = createTokenStore(null);
    const api = new ApiClient({ baseUrl: server.baseUrl, tokenStore, language: () => 'de', ...(now ? { now } : {}) });
    api.onLogout((reason) => logouts.push(reason));
    return { api, logouts, tokenStore };
  }
  async function signedIn(username: string) {
    const c = client();
    await c.api.login(username, PASSWORD);
    return c;
  }
  /** Ends a session on the server, as a logout in another tab or a password change elsewhere does. */
  const revokeOnServer = (refresh: string) =>
    fetch(`${server.baseUrl}/api/token/blacklist/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh }) });
  const call = (api: ApiClient, route: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET', body?: unknown) =>
    api.request('catalogue', { path: route, method, body, schema: z.unknown(), auth: true });
  /** The message the viewer shows, in German, and its catalogue keys. */
  const shown = (error: unknown, situation: ErrorSituation, ctx: SituationContext = {}) => {
    const message = messageFor(error, situation, ctx);
    return {
      keys: message.parts.map((p) => ('key' in p ? p.key : `text:${p.text}`)),
      text: catalogueText(message, (key, values) => i18n.t(key, values)),
    };
  };
  /** The German text of a catalogue key; checks it is a translation, not the English source. */
  const german = (key: string, values: Record<string, string | number> = {}) => {
    const text = i18n.t(`common:${key}`, values);
    expect(text).not.toBe(lookup(english, key));
    return text;
  };

  it('catalogue row 2, a token that cannot be refreshed, or none: the client goes to logout once and keeps nothing', async () => {
    // The client's clock runs 10 minutes ahead, so its 5-minute access token must be refreshed first.
    const { api, logouts, tokenStore } = client(() => Date.now() + 10 * 60_000);
    await api.login('engineer', PASSWORD);
    // The session ends on the server (as after a logout in another tab, or a password change elsewhere).
    const revoke = await revokeOnServer(tokenStore.read()!.refresh);
    expect(revoke.status).toBe(200);
    const error = await rejectionOf(call(api, '/api/snapshots/?page_size=1'));
    expect(error).toMatchObject({ status: 401 });
    expect(logouts).toEqual(['refreshFailed']);
    expect(api.hasSession()).toBe(false);
    expect(tokenStore.read()).toBeNull();
    // Once: the next call finds no token and ends nothing more.
    expect(await rejectionOf(call(api, '/api/snapshots/?page_size=1'))).toMatchObject({ code: 'not_authenticated' });
    expect(logouts).toEqual(['refreshFailed']);
    // A client that never had a token goes to logout without asking the server.
    const fresh = client();
    expect(await rejectionOf(call(fresh.api, '/api/snapshots/?page_size=1'))).toMatchObject({ status: 401, code: 'not_authenticated' });
    expect(fresh.logouts).toEqual(['noToken']);
  });

  it('catalogue row 2, an access token of an ended session: refused with 401, and the client goes to logout', async () => {
    const { api, logouts, tokenStore } = await signedIn('engineer');
    expect((await revokeOnServer(tokenStore.read()!.refresh)).status).toBe(200);
    const error = await rejectionOf(call(api, '/api/snapshots/?page_size=1'));
    expect(error).toMatchObject({ status: 401 });
    expect(logouts).toEqual(['forbidden']);
    expect(tokenStore.read()).toBeNull();
  });

  it('catalogue row 3, pairing refused with another status and no msg code: the status and the body', async () => {
    const { api, logouts } = await signedIn('engineer');
    const error = await rejectionOf(call(api, '/api/pair/', 'POST', { device_serial: '', device_totp_token: '' }));
    expect(error).toMatchObject({ status: 400 });
    const { keys, text } = shown(error, 'pairing');
    expect(keys).toEqual(['errors.requestFailedStatus']);
    expect(text).toMatch(/^Die Anfrage ist fehlgeschlagen \(400\): \{.*"device_serial"/);
    // A known msg code from the same route: pairErr{msg} in German.
    const coded = await rejectionOf(call(api, '/api/pair/', 'POST', { device_serial: 'NOSUCH99', device_totp_token: 'AAAAAAA000000' }));
    expect(shown(coded, 'pairing')).toEqual({ keys: ['errors.pairErr.unknownDevice'], text: german('errors.pairErr.unknownDevice') });
    expect(logouts).toEqual([]);
  });

  it('catalogue row 5, feedback: a sent text is accepted (feedbackThanks), a blank one refused (feedbackFail)', async () => {
    const { api } = await signedIn('engineer');
    await expect(call(api, '/api/feedback/', 'POST', { content: 'The list is quick.' })).resolves.toBeDefined();
    const error = await rejectionOf(call(api, '/api/feedback/', 'POST', { content: '  ' }));
    expect(shown(error, 'feedback')).toEqual({ keys: ['errors.feedbackFail'], text: german('errors.feedbackFail') });
  });

  it('catalogue row 13, bulk download of snapshots not owned: failed, plus the ownership hint for an administrator', async () => {
    const { api } = await signedIn('engineer');
    // NWU30103 is orgadmin's; engineer sees it through the Field Services group, without owning it.
    const page = snapshotPageSchema.parse(await call(api, '/api/snapshots/?serials=NWU30103&page_size=1'));
    const id = page.results[0]!.id;
    const error = await rejectionOf(call(api, '/api/download-snapshots/', 'POST', { snapshotIds: [id], formats: ['nlz'] }));
    expect(error).toMatchObject({ status: 400, fields: { snapshotIds: [expect.stringContaining(String(id))] } });
    expect(shown(error, 'bulkDownload', { isAdmin: true })).toEqual({
      keys: ['errors.bulkDownloadFailed', 'errors.adminOwnershipHint'],
      text: `${german('errors.bulkDownloadFailed')}\n${german('errors.adminOwnershipHint')}`,
    });
    expect(shown(error, 'bulkDownload').keys).toEqual(['errors.bulkDownloadFailed']);
  });

  it('catalogue row 16, the time signal read refused: signalUnavailable (a snapshot without a signal: api-server catalogueRows.test.ts)', async () => {
    const { api } = await signedIn('engineer');
    const error = await rejectionOf(call(api, '/api/snapshots/999999999/signal/'));
    expect(error).toMatchObject({ status: 404 });
    expect(shown(error, 'signal')).toEqual({ keys: ['errors.signalUnavailable'], text: german('errors.signalUnavailable') });
  });

  it('catalogue rows 18 and 19, an offline upload refused: 400 shows the server message, another refusal impFailed', async () => {
    const { api } = await signedIn('engineer');
    const form = uploadFormSchema.parse(await call(api, '/api/get-upload-url/', 'POST', { filename: 'survey 7.nlz' }));
    // The upload itself goes to the signed form, not through the client (mfe-snapshots' postNlz reads it with toApiError).
    const upload = async (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      data.append('file', new Blob(['NLZ but no archive']), 'survey 7.nlz');
      const res = await fetch(api.url(form.url), { method: 'POST', body: data });
      return toApiError('upload', res.status, await res.json());
    };
    const malformed = await upload(form.fields);
    expect(malformed.status).toBe(400);
    const server = malformed.fields.file?.[0];
    expect(server).toMatch(/\.nlz/);
    expect(shown(malformed, 'offlineUpload')).toEqual({ keys: [`text:${server}`], text: server });
    const forged = await upload({ ...form.fields, signature: 'x'.repeat(43) });
    expect(forged.status).toBe(403);
    expect(shown(forged, 'offlineUpload')).toEqual({ keys: ['errors.impFailed'], text: german('errors.impFailed') });
  });

  it('catalogue row 20, upload credentials not obtained: the signed form is refused', async () => {
    const { api } = await signedIn('engineer');
    const error = await rejectionOf(call(api, '/api/get-upload-url/', 'POST', { filename: '   ' }));
    expect(error).toMatchObject({ status: 400, fields: { filename: [expect.any(String)] } });
    // Without credentials nothing is uploaded and each file reads impFailed (mfe-snapshots' import test).
    expect(messageFor(new Error('no upload credentials'), 'offlineUpload').parts).toEqual([{ key: 'errors.impFailed' }]);
  });

  it('catalogue row 26, a comment save refused: saveFailed; a saved one is kept', async () => {
    const { api } = await signedIn('engineer');
    const id = snapshotPageSchema.parse(await call(api, '/api/snapshots/?page_size=1')).results[0]!.id;
    const error = await rejectionOf(call(api, `/api/snapshots/${id}/comments/`, 'POST', { comments: 'x'.repeat(100_000) }));
    expect(error).toMatchObject({ status: 400 });
    expect(shown(error, 'commentSave')).toEqual({ keys: ['errors.saveFailed'], text: german('errors.saveFailed') });
    await call(api, `/api/snapshots/${id}/comments/`, 'POST', { comments: 'Checked on site.' });
    expect(await call(api, `/api/snapshots/${id}/`)).toMatchObject({ comments: 'Checked on site.' });
  });

  it('catalogue row 27, snapshot delete: done once, refused the second time (snapshotDeleteFailed)', async () => {
    const { api, logouts } = await signedIn('engineer');
    const ids = snapshotPageSchema.parse(await call(api, '/api/snapshots/?page_size=1&ordering=created_date')).results.map((s) => s.id);
    await call(api, `/api/snapshots/${ids[0]}/deactivate/`, 'DELETE');
    const error = await rejectionOf(call(api, `/api/snapshots/${ids[0]}/deactivate/`, 'DELETE'));
    expect(shown(error, 'snapshotDelete')).toEqual({ keys: ['errors.snapshotDeleteFailed'], text: german('errors.snapshotDeleteFailed') });
    expect(logouts).toEqual([]);
  });

  it('catalogue row 32, an invitee already in the tree: userAlreadyInOrganization', async () => {
    const { api } = await signedIn('orgadmin');
    const tree = JSON.stringify(await call(api, '/api/organizations/'));
    const groupId = /"id":(\d+)/.exec(tree)?.[1];
    expect(groupId).toBeDefined();
    const error = await rejectionOf(call(api, `/api/organizations/groups/${groupId}/invitations/`, 'POST', { email: 'ENGINEER@example.com' }));
    expect(error).toMatchObject({ code: 'userAlreadyInOrganization' });
    expect(shown(error, 'invite')).toEqual({ keys: ['errors.userAlreadyInOrganization'], text: german('errors.userAlreadyInOrganization') });
  });

  it('catalogue row 1, a 403: the client goes to logout, with no message', async () => {
    const { api, logouts } = await signedIn('demo');
    const error = await rejectionOf(call(api, '/api/customer-settings/', 'PATCH', { energy_cost_kwh: 0.2 }));
    expect(error).toMatchObject({ status: 403 });
    expect(logouts).toEqual(['forbidden']);
    expect(api.hasSession()).toBe(false);
  });
});
