import { SNACKBAR_MS } from 'shared-domain/analysis';
import { DesktopOnlyError } from '../desktop/DesktopOnlyError';
import { ApiError } from './errors';
import { PAIR_ERROR_CODES } from 'shared-domain/schemas';

/**
 * Where an error happened: each situation of the error catalogue (spec 001 section 8; spec 000
 * sections 4 and 8) decides which message a screen shows for it.
 */
export type ErrorSituation =
  | 'login'
  | 'registration'
  | 'activation'
  | 'passwordReset'
  | 'passwordResetConfirm'
  | 'changePassword'
  | 'pairing'
  | 'feedback'
  | 'settings'
  | 'commentSave'
  | 'snapshotDelete'
  | 'bulkDelete'
  | 'bulkDownload'
  | 'fleetUpdate'
  | 'invite'
  | 'licenseKeyCreate'
  | 'license'
  | 'copyKey'
  | 'sharedReport'
  | 'cameraRemoval'
  | 'realtime'
  | 'signal'
  | 'directTransfer'
  | 'offlineUpload'
  | 'listLoad';

/** Snackbar length names of shared-ui's useSnackbar: 3 s, 9 s, 6 s (spec 001 section 9). */
export type MessageLength = keyof typeof SNACKBAR_MS;

/** One piece of a message: a key of the `common` namespace with its values, or server text shown as is. */
export type MessagePart = { key: string; values?: Record<string, string | number> } | { text: string };

/** What a screen shows for a failed call: the parts one per line, for `durationMs` in a snackbar. */
export interface CatalogueMessage {
  parts: MessagePart[];
  length: MessageLength;
  durationMs: number;
}

/** Extra facts some situations need. */
export interface SituationContext {
  /** Bulk download: the person is an organization admin (adds the ownership hint, spec 001 section 6). */
  isAdmin?: boolean;
  /** Fleet update: the alert code of the failed execution (fleetAlerted). */
  alertCode?: string;
}

const key = (name: string, values?: Record<string, string | number>): MessagePart => (values ? { key: `errors.${name}`, values } : { key: `errors.${name}` });

/**
 * The server's own messages of a refused call, one per line: field messages in field order,
 * then `detail` unless it is only the generic "HTTP <status>". Empty for network failures,
 * anything that is not an {@link ApiError} (a contract violation is not the server's text), and
 * texts the server could not give in the user's language (the situation's own message is shown
 * instead, so no English sentence reaches someone who reads another language).
 */
export function serverLines(error: unknown, fields?: readonly string[]): string[] {
  if (!(error instanceof ApiError) || error.status === 0 || error.foreignText) return [];
  const names = fields ?? Object.keys(error.fields);
  const lines = names.flatMap((name) => error.fields[name] ?? []);
  if (!fields && error.detail && !/^HTTP \d+$/.test(error.detail)) lines.push(error.detail);
  return lines;
}

/** The error's body as the server sent it, near enough: `{detail, code, ...fields}` (single messages unwrapped). */
function rawJson(error: ApiError): string {
  const body: Record<string, unknown> = {};
  if (error.detail && !/^HTTP \d+$/.test(error.detail)) body.detail = error.detail;
  if (error.code) body.code = error.code;
  for (const [name, messages] of Object.entries(error.fields)) body[name] = messages.length === 1 ? messages[0] : messages;
  return JSON.stringify(body);
}

/** Server lines when there are any, else the catalogue key. */
function linesOr(error: unknown, fallback: string, fields?: readonly string[]): MessagePart[] {
  const lines = serverLines(error, fields);
  return lines.length ? lines.map((text) => ({ text })) : [key(fallback)];
}

/** An activation link already used: the server's code, or (from a server that sends none) its English words. */
function isStaleToken(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'stale_token') return true;
  return [error.detail, ...Object.values(error.fields).flat()].some((text) => /stale token/i.test(text));
}

/**
 * Pairing (spec 001 section 8): a server msg code gives pairErr{msg} whatever the status (400
 * wrong or expired token, 404 unknown camera, 409 already paired or demo account, 429 too many
 * attempts); an unknown code shows the raw JSON; any other failure its status and body.
 */
function pairingParts(error: unknown): MessagePart[] {
  if (!(error instanceof ApiError) || error.status === 0) return [key('undefinedError')];
  const msg = error.fields.msg?.[0] ?? error.code;
  if (msg !== undefined) {
    return (PAIR_ERROR_CODES as readonly string[]).includes(msg) ? [key(`pairErr.${msg}`)] : [{ text: rawJson(error) }];
  }
  const body = rawJson(error);
  return [key('requestFailedStatus', { status: error.status, body: body === '{}' ? error.detail : body })];
}

/** Invitation failures by the server's code: a pending invitation is not an invalid address. */
function inviteParts(error: unknown): MessagePart[] {
  if (error instanceof ApiError) {
    if (error.code === 'invitationPending') return [key('invitationPending')];
    if (error.code === 'userAlreadyInOrganization' || error.status === 409) return [key('userAlreadyInOrganization')];
    if (error.code === 'invalidEmailAddress' || error.fields.email) return [key('invalidEmailAddress')];
  }
  return [key('undefinedError')];
}

/**
 * A sign-in refused for too many failures (429) says how long to wait, from the
 * server's Retry-After: seconds under a minute, else whole minutes rounded up. Any other failure
 * is the spec's couldNotLogin.
 */
function loginParts(error: unknown): MessagePart[] {
  if (error instanceof ApiError && error.status === 429) {
    const seconds = Math.max(1, error.retryAfterSeconds ?? 60);
    return seconds < 60 ? [key('loginThrottledSeconds', { seconds })] : [key('loginThrottledMinutes', { minutes: Math.ceil(seconds / 60) })];
  }
  return [key('couldNotLogin')];
}

function offlineUploadParts(error: unknown): MessagePart[] {
  if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
    // 401: the server's text; 400: the server's message key. Both are shown in red as sent.
    const lines = serverLines(error);
    if (lines.length) return [{ text: lines[0]! }];
  }
  return [key('impFailed')];
}

/** Each situation's parts and snackbar length. */
const SITUATIONS: Record<ErrorSituation, { length: MessageLength; parts: (error: unknown, ctx: SituationContext) => MessagePart[] }> = {
  login: { length: 'login', parts: loginParts },
  registration: { length: 'default', parts: (e) => linesOr(e, 'regFailedCreate') },
  activation: { length: 'default', parts: (e) => [key(isStaleToken(e) ? 'activationUsed' : 'activationFailed')] },
  passwordReset: { length: 'default', parts: (e) => linesOr(e, 'resetFailed') },
  passwordResetConfirm: {
    length: 'default',
    parts: (e) => (e instanceof ApiError && ('token' in e.fields || 'uid' in e.fields) ? [key('pwInvalidLink')] : linesOr(e, 'resetFailed')),
  },
  changePassword: { length: 'long', parts: (e) => linesOr(e, 'undefinedError', ['old_password', 'password', 'password2']) },
  pairing: { length: 'default', parts: pairingParts },
  feedback: { length: 'default', parts: () => [key('feedbackFail')] },
  settings: { length: 'default', parts: () => [key('undefinedError')] },
  commentSave: { length: 'default', parts: () => [key('saveFailed')] },
  snapshotDelete: { length: 'default', parts: () => [key('snapshotDeleteFailed')] },
  bulkDelete: { length: 'default', parts: () => [key('deleteError')] },
  bulkDownload: {
    length: 'default',
    parts: (_e, ctx) => [key('bulkDownloadFailed'), ...(ctx.isAdmin ? [key('adminOwnershipHint')] : [])],
  },
  fleetUpdate: {
    length: 'default',
    parts: (_e, ctx) => [key('fleetUpdateFailed'), ...(ctx.alertCode ? [key('fleetAlerted', { code: ctx.alertCode })] : [])],
  },
  invite: { length: 'default', parts: inviteParts },
  licenseKeyCreate: { length: 'default', parts: (e) => linesOr(e, 'undefinedError', ['node_key']).slice(0, 1) },
  license: { length: 'default', parts: () => [key('licenseNotValid')] },
  copyKey: { length: 'default', parts: () => [key('copyFailed')] },
  sharedReport: { length: 'default', parts: () => [key('shareExp')] },
  cameraRemoval: { length: 'default', parts: () => [key('cameraRemoveFailed')] },
  realtime: { length: 'default', parts: () => [key('iotError')] },
  signal: { length: 'default', parts: () => [key('signalUnavailable')] },
  directTransfer: { length: 'default', parts: () => [key('directTransferError')] },
  offlineUpload: { length: 'default', parts: offlineUploadParts },
  listLoad: { length: 'default', parts: (e) => linesOr(e, 'undefinedError') },
};

/**
 * The error catalogue (spec 001 section 8): what to show when a call made in `situation`
 * failed with `error`. A desktop-only operation on the web says so whatever the situation.
 * A 403 or an unrefreshable token never reaches here as a message: the API client logs out.
 */
export function messageFor(error: unknown, situation: ErrorSituation, ctx: SituationContext = {}): CatalogueMessage {
  const entry = SITUATIONS[situation];
  const parts =
    error instanceof DesktopOnlyError
      ? [key('desktopOnly')]
      : // A change a demo account may not make (409 demoUser): said as such, not as a failure.
        isDemoRefusal(error) && situation !== 'pairing'
        ? [key('demoNotAllowed')]
        : entry.parts(error, ctx);
  return { parts, length: entry.length, durationMs: SNACKBAR_MS[entry.length] };
}

/** The server's refusal of a change a demo account may not make (409, code demoUser). */
function isDemoRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && (error.code === 'demoUser' || error.fields.msg?.[0] === 'demoUser');
}

/** A translate function such as react-i18next's `t` (values always given, so its overloads match). */
export type CatalogueTranslate = (key: string, values: Record<string, string | number>) => string;

/** Translates a message's parts with `t` (keys of the `common` namespace) and joins them line by line. */
export function catalogueText(message: CatalogueMessage, t: CatalogueTranslate): string {
  return message.parts.map((part) => ('text' in part ? part.text : t(`common:${part.key}`, part.values ?? {}))).join('\n');
}
