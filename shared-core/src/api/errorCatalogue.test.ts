import fs from 'node:fs';
import path from 'node:path';
import loadCommon from 'locales/load/common';
import { DesktopOnlyError } from '../desktop/DesktopOnlyError';
import { catalogueText, messageFor, serverLines, type CatalogueMessage, type ErrorSituation, type MessagePart } from './errorCatalogue';
import { ApiError, ContractViolationError, toApiError } from './errors';
import { PAIR_ERROR_CODES } from 'shared-domain/schemas';

const refused = (call: string, status: number, body: unknown) => toApiError(call, status, body);
const network = new ApiError('any', 0, 'Failed to fetch');
const keys = (message: CatalogueMessage) => message.parts.map((p) => ('key' in p ? p.key : `text:${p.text}`));

describe('error catalogue (spec 001 section 8; durations of spec 001 section 9)', () => {
  it.each<[string, ErrorSituation, unknown, string[], number]>([
    ['login failure: couldNotLogin for 6 s', 'login', refused('token', 401, { detail: 'No active account' }), ['errors.couldNotLogin'], 6000],
    ['login, network down: still couldNotLogin', 'login', network, ['errors.couldNotLogin'], 6000],
    ['login throttled 45 s: the wait in seconds', 'login', toApiError('token', 429, { detail: 'Too many' }, 45), ['errors.loginThrottledSeconds'], 6000],
    ['login throttled 130 s: the wait in minutes, rounded up', 'login', toApiError('token', 429, { detail: 'Too many' }, 130), ['errors.loginThrottledMinutes'], 6000],
    ['list load, timed out: undefinedError (the spec text) with the page retry', 'listLoad', new ApiError('snapshots', 0, 'No answer within 30 s', {}, 'timeout'), ['errors.undefinedError'], 3000],
    ['list load, a proxy HTML page: undefinedError, never the HTML', 'listLoad', refused('snapshots', 502, '<html><body>Bad gateway</body></html>'), ['errors.undefinedError'], 3000],
    [
      'registration: server fields line by line',
      'registration',
      refused('register', 400, { email: ['Enter a valid email address.'], password: ['This password is too common.', 'Too short.'] }),
      ['text:Enter a valid email address.', 'text:This password is too common.', 'text:Too short.'],
      3000,
    ],
    ['registration without server text: regFailedCreate', 'registration', network, ['errors.regFailedCreate'], 3000],
    ['registration, 500 with only HTTP status: regFailedCreate', 'registration', refused('register', 500, null), ['errors.regFailedCreate'], 3000],
    ['activation, Stale token: activationUsed', 'activation', refused('activate', 403, { detail: 'Stale token for given user.' }), ['errors.activationUsed'], 3000],
    ['activation, other failure: activationFailed', 'activation', refused('activate', 400, { uid: ['Invalid user id or user does not exist.'] }), ['errors.activationFailed'], 3000],
    ['password reset: server messages', 'passwordReset', refused('reset', 400, { email: ['Enter a valid email address.'] }), ['text:Enter a valid email address.'], 3000],
    ['password reset confirm, invalid link: pwInvalidLink', 'passwordResetConfirm', refused('confirm', 400, { token: ['Invalid token for given user.'] }), ['errors.pwInvalidLink'], 3000],
    ['password reset confirm, weak password: server text', 'passwordResetConfirm', refused('confirm', 400, { new_password: ['Too short.'] }), ['text:Too short.'], 3000],
    [
      'change password: old_password then the password list, 9 s',
      'changePassword',
      refused('changePassword', 400, { password: ['Too common.', 'Too short.'], old_password: 'Wrong password.' }),
      ['text:Wrong password.', 'text:Too common.', 'text:Too short.'],
      9000,
    ],
    ['change password without field messages: undefinedError, 9 s', 'changePassword', refused('changePassword', 400, { detail: 'x' }), ['errors.undefinedError'], 9000],
    ['pairing, known msg: pairErr{msg}', 'pairing', refused('pair', 400, { msg: 'tokenExpired', detail: 'x' }), ['errors.pairErr.tokenExpired'], 3000],
    ['pairing, unknown msg: raw JSON', 'pairing', refused('pair', 400, { msg: 'Weird', extra: 'x' }), ['text:{"msg":"Weird","extra":"x"}'], 3000],
    ['pairing, other status: status and body', 'pairing', refused('pair', 502, { detail: 'Bad gateway' }), ['errors.requestFailedStatus'], 3000],
    ['pairing, msg on a 409: pairErr{msg}', 'pairing', refused('pair', 409, { msg: 'alreadyPaired', detail: 'x' }), ['errors.pairErr.alreadyPaired'], 3000],
    ['pairing, msg on a 404: pairErr{msg}', 'pairing', refused('pair', 404, { msg: 'unknownDevice', detail: 'x' }), ['errors.pairErr.unknownDevice'], 3000],
    ['pairing, msg on a 429: pairErr{msg}', 'pairing', refused('pair', 429, { msg: 'tooManyAttempts', detail: 'x' }), ['errors.pairErr.tooManyAttempts'], 3000],
    ['pairing, demo account (409): pairErr.demoUser', 'pairing', refused('pair', 409, { msg: 'demoUser', detail: 'x' }), ['errors.pairErr.demoUser'], 3000],
    ['camera rename by a demo account (409 demoUser): demoNotAllowed', 'commentSave', refused('nickname', 409, { detail: 'x', code: 'demoUser', nickname: ['x'] }), ['errors.demoNotAllowed'], 3000],
    ['camera update by a demo account (409 demoUser): demoNotAllowed', 'fleetUpdate', refused('update', 409, { detail: 'x', code: 'demoUser' }), ['errors.demoNotAllowed'], 3000],
    ['feedback: feedbackFail', 'feedback', refused('feedback', 500, null), ['errors.feedbackFail'], 3000],
    ['settings: undefinedError', 'settings', refused('settings', 400, { energy_cost_kwh: ['x'] }), ['errors.undefinedError'], 3000],
    ['comment save: failed, 3 s', 'commentSave', refused('comments', 500, null), ['errors.saveFailed'], 3000],
    ['snapshot delete: snapshotDeleteFailed', 'snapshotDelete', refused('deactivate', 404, null), ['errors.snapshotDeleteFailed'], 3000],
    ['bulk delete: deleteError', 'bulkDelete', refused('deactivate', 500, null), ['errors.deleteError'], 3000],
    ['bulk download, not admin: failed only', 'bulkDownload', refused('download', 403, null), ['errors.bulkDownloadFailed'], 3000],
    ['invite, bad address: invalidEmailAddress', 'invite', refused('invite', 400, { email: ['Enter a valid email address.'] }), ['errors.invalidEmailAddress'], 3000],
    ['invite, already a member: userAlreadyInOrganization', 'invite', refused('invite', 409, { detail: 'exists' }), ['errors.userAlreadyInOrganization'], 3000],
    ['invite, already a member (400 with code): userAlreadyInOrganization', 'invite', refused('invite', 400, { email: ['x'], code: 'userAlreadyInOrganization' }), ['errors.userAlreadyInOrganization'], 3000],
    ['invite, pending invitation: invitationPending, not an invalid address', 'invite', refused('invite', 400, { email: ['An invitation to this address is pending.'], code: 'invitationPending' }), ['errors.invitationPending'], 3000],
    [
      'licence key create: the first node_key message',
      'licenseKeyCreate',
      refused('licenseKey', 400, { node_key: ['Node key is in use.', 'Second.'], description: ['x'] }),
      ['text:Node key is in use.'],
      3000,
    ],
    ['licence key create, no node_key message: undefinedError', 'licenseKeyCreate', refused('licenseKey', 400, { description: ['x'] }), ['errors.undefinedError'], 3000],
    ['licence invalid: licenseNotValid', 'license', new Error('invalid'), ['errors.licenseNotValid'], 3000],
    ['copy key: failed', 'copyKey', new Error('clipboard denied'), ['errors.copyFailed'], 3000],
    ['shared report expired: shareExp', 'sharedReport', refused('sharedReport', 404, null), ['errors.shareExp'], 3000],
    ['camera removal: could not remove camera', 'cameraRemoval', refused('remove', 500, null), ['errors.cameraRemoveFailed'], 3000],
    ['realtime failure: iotError', 'realtime', new Error('ws closed'), ['errors.iotError'], 3000],
    ['signal missing: signalUnavailable', 'signal', refused('signal', 404, null), ['errors.signalUnavailable'], 3000],
    ['direct transfer: directTransferError', 'directTransfer', new Error('usb'), ['errors.directTransferError'], 3000],
    ['offline upload 401: server text', 'offlineUpload', refused('upload', 401, { detail: 'Signature expired' }), ['text:Signature expired'], 3000],
    ['offline upload 400: server message key', 'offlineUpload', refused('upload', 400, { detail: 'impTooLarge' }), ['text:impTooLarge'], 3000],
    ['offline upload, other failure: impFailed', 'offlineUpload', refused('upload', 500, null), ['errors.impFailed'], 3000],
    ['list load: the message', 'listLoad', refused('snapshots', 400, { detail: 'Bad page' }), ['text:Bad page'], 3000],
    ['list load, contract violation: undefinedError', 'listLoad', new ContractViolationError('snapshots', 'results: Required'), ['errors.undefinedError'], 3000],
  ])('%s', (_name, situation, error, expected, durationMs) => {
    const message = messageFor(error, situation);
    expect(keys(message)).toEqual(expected);
    expect(message.durationMs).toBe(durationMs);
  });

  it('adds the admin ownership hint to a failed bulk download for admins (spec 001 section 6)', () => {
    expect(keys(messageFor(network, 'bulkDownload', { isAdmin: true }))).toEqual(['errors.bulkDownloadFailed', 'errors.adminOwnershipHint']);
  });

  it('names the alert code of a failed fleet update (fleetUpdateFailed, fleetAlerted)', () => {
    const message = messageFor(new Error('FAILED'), 'fleetUpdate', { alertCode: 'E42' });
    expect(message.parts).toEqual([{ key: 'errors.fleetUpdateFailed' }, { key: 'errors.fleetAlerted', values: { code: 'E42' } }]);
  });

  it('gives the status and body of a pairing refusal with another status', () => {
    const [part] = messageFor(refused('pair', 502, { detail: 'Bad gateway' }), 'pairing').parts as [MessagePart];
    expect(part).toEqual({ key: 'errors.requestFailedStatus', values: { status: 502, body: '{"detail":"Bad gateway"}' } });
  });

  it('says a desktop-only operation is desktop-only, whatever the situation (spec 000 section 1)', () => {
    expect(keys(messageFor(new DesktopOnlyError('licenseData'), 'license'))).toEqual(['errors.desktopOnly']);
  });
});

describe('login throttling message values', () => {
  it('carries the wait from Retry-After into the message', () => {
    const t = (k: string, v: Record<string, string | number>) => `${k}:${JSON.stringify(v)}`;
    expect(catalogueText(messageFor(toApiError('token', 429, {}, 45), 'login'), t)).toBe('common:errors.loginThrottledSeconds:{"seconds":45}');
    expect(catalogueText(messageFor(toApiError('token', 429, {}, 61), 'login'), t)).toBe('common:errors.loginThrottledMinutes:{"minutes":2}');
    expect(catalogueText(messageFor(toApiError('token', 429, {}), 'login'), t)).toBe('common:errors.loginThrottledMinutes:{"minutes":1}');
  });
});

describe('serverLines', () => {
  it('skips network failures, the bare HTTP status and non-API errors', () => {
    expect(serverLines(network)).toEqual([]);
    expect(serverLines(refused('x', 500, null))).toEqual([]);
    expect(serverLines(new Error('boom'))).toEqual([]);
  });
});

describe('catalogueText', () => {
  it('translates keys from the common namespace and keeps server text, one per line', () => {
    const t = (k: string, v: Record<string, string | number>) => `<${k}${Object.keys(v).length ? ` ${JSON.stringify(v)}` : ''}>`;
    const message = messageFor(new Error('FAILED'), 'fleetUpdate', { alertCode: 'E42' });
    expect(catalogueText(message, t)).toBe('<common:errors.fleetUpdateFailed>\n<common:errors.fleetAlerted {"code":"E42"}>');
    const registration = messageFor(refused('register', 400, { email: ['Bad.'], password: ['Short.'] }), 'registration');
    expect(catalogueText(registration, t)).toBe('Bad.\nShort.');
  });
});

describe('catalogue keys exist in the common namespace (English source)', () => {
  const SITUATIONS: ErrorSituation[] = [
    'login', 'registration', 'activation', 'passwordReset', 'passwordResetConfirm', 'changePassword', 'pairing', 'feedback',
    'settings', 'commentSave', 'snapshotDelete', 'bulkDelete', 'bulkDownload', 'fleetUpdate', 'invite', 'licenseKeyCreate',
    'license', 'copyKey', 'sharedReport', 'cameraRemoval', 'realtime', 'signal', 'directTransfer', 'offlineUpload', 'listLoad',
  ];
  const errors: unknown[] = [
    network,
    new Error('x'),
    new DesktopOnlyError('offlineList'),
    refused('x', 403, { detail: 'Stale token for given user.' }),
    refused('x', 409, null),
    refused('x', 502, null),
    refused('x', 400, { email: ['bad'] }),
    toApiError('token', 429, {}, 20),
    toApiError('token', 429, {}, 600),
    ...PAIR_ERROR_CODES.map((msg) => refused('pair', 400, { msg, detail: 'x' })),
  ];

  it('has a message for every key any situation can produce', async () => {
    const english = await loadCommon('en');
    const lookup = (k: string) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], english);
    const produced = new Set<string>();
    for (const situation of SITUATIONS)
      for (const error of errors)
        for (const part of messageFor(error, situation, { isAdmin: true, alertCode: 'E1' }).parts) if ('key' in part) produced.add(part.key);
    expect(produced.size).toBeGreaterThan(25);
    expect([...produced].filter((k) => typeof lookup(k) !== 'string')).toEqual([]);
  });
});

describe('server texts not in the user language', () => {
  const foreign = (call: string, status: number, body: unknown) => toApiError(call, status, body, undefined, true);

  it.each<[ErrorSituation, unknown, string[]]>([
    ['registration', foreign('register', 400, { email: ['user with this email address already exists.'] }), ['errors.regFailedCreate']],
    ['changePassword', foreign('changePassword', 400, { old_password: ['Wrong password.'] }), ['errors.undefinedError']],
    ['passwordReset', foreign('reset', 400, { email: ['Enter a valid email address.'] }), ['errors.resetFailed']],
    ['passwordResetConfirm', foreign('reset', 400, { new_password: ['This password is too short.'] }), ['errors.resetFailed']],
    ['licenseKeyCreate', foreign('licenseKey', 400, { node_key: ['Enter a node key.'] }), ['errors.undefinedError']],
    ['offlineUpload', foreign('upload', 400, { file: ['Not a valid .nlz file.'] }), ['errors.impFailed']],
    ['listLoad', foreign('snapshots', 400, { ordering: ['Not a column.'] }), ['errors.undefinedError']],
  ])('%s: the catalogue text instead of the server sentence', (situation, error, expected) => {
    expect(keys(messageFor(error, situation))).toEqual(expected);
    expect(serverLines(error)).toEqual([]);
  });

  it('keeps what the codes say: the reset link, the used activation link, the pairing code', () => {
    expect(keys(messageFor(foreign('reset', 400, { token: ['Invalid token for given user.'] }), 'passwordResetConfirm'))).toEqual(['errors.pwInvalidLink']);
    expect(keys(messageFor(foreign('activate', 403, { detail: 'Stale token for given user.', code: 'stale_token' }), 'activation'))).toEqual(['errors.activationUsed']);
    expect(keys(messageFor(foreign('pair', 400, { msg: 'invalidToken' }), 'pairing'))).toEqual(['errors.pairErr.invalidToken']);
  });

  it('knows a used activation link by its code, in any language', () => {
    expect(keys(messageFor(refused('activate', 403, { detail: 'Dieses Token wurde für diesen Benutzer bereits verwendet.', code: 'stale_token' }), 'activation'))).toEqual(['errors.activationUsed']);
  });
});

describe('catalogue keys exist in all 24 languages, translated', () => {
  it('has every key any situation can produce in every language, and not as the English text', async () => {
    const locales = path.resolve(__dirname, '../../../locales');
    const { languages } = JSON.parse(fs.readFileSync(path.join(locales, 'languages.json'), 'utf8')) as { languages: { code: string }[] };
    const same = new Set<string>(JSON.parse(fs.readFileSync(path.join(locales, 'same-everywhere.json'), 'utf8')) as string[]);
    const lookup = (tree: unknown, k: string) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], tree);
    const situations: ErrorSituation[] = [
      'login', 'registration', 'activation', 'passwordReset', 'passwordResetConfirm', 'changePassword', 'pairing', 'feedback',
      'settings', 'commentSave', 'snapshotDelete', 'bulkDelete', 'bulkDownload', 'fleetUpdate', 'invite', 'licenseKeyCreate',
      'license', 'copyKey', 'sharedReport', 'cameraRemoval', 'realtime', 'signal', 'directTransfer', 'offlineUpload', 'listLoad',
    ];
    const errors: unknown[] = [
      network,
      new DesktopOnlyError('offlineList'),
      refused('x', 403, { detail: 'x', code: 'stale_token' }),
      refused('x', 409, { code: 'invitationPending' }),
      refused('x', 409, { code: 'demoUser' }),
      refused('x', 502, null),
      toApiError('token', 429, {}, 20),
      toApiError('token', 429, {}, 600),
      ...PAIR_ERROR_CODES.map((msg) => refused('pair', 400, { msg })),
    ];
    const produced = new Set<string>();
    for (const situation of situations)
      for (const error of errors)
        for (const part of messageFor(error, situation, { isAdmin: true, alertCode: 'E1' }).parts) if ('key' in part) produced.add(part.key);
    const english = await loadCommon('en');
    expect(languages).toHaveLength(24);
    const problems: string[] = [];
    for (const { code } of languages) {
      if (code === 'en') continue;
      const messages = await loadCommon(code);
      for (const key of produced) {
        const text = lookup(messages, key);
        if (typeof text !== 'string' || !text.trim()) problems.push(`${code}: ${key} missing`);
        else if (text === lookup(english, key) && !same.has(text)) problems.push(`${code}: ${key} is the English text`);
      }
    }
    expect(problems).toEqual([]);
  });
});
