import type { Queryable } from '../db/Database';
import { enqueueMail, type OutboxRow } from '../db/outbox';

export type { OutboxRow } from '../db/outbox';

/** An e-mail to queue: plain-text body. */
export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** The viewer's base URL used in mailed links when neither option nor VIEWER_URL is set. */
export const DEFAULT_VIEWER_URL = 'http://localhost:3000';

const listeners = new Set<(mail: Mail) => void>();

/**
 * Calls `listener` with every mail queued from now on (in this process). `main.ts` writes them
 * to the console, as Django's console backend does. Returns an unsubscribe function.
 */
export function onMailSent(listener: (mail: Mail) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends an e-mail, which in this reference server means writing it to the `outbox` table and
 * handing it to the {@link onMailSent} listeners (the server's console when run by `main.ts`);
 * nothing leaves the machine. Tests read it at `GET /dev/outbox` (dev mode, loopback only) or
 * with `listOutbox`. Pass a transaction as `db` to queue the mail only if the surrounding
 * change commits.
 * @returns the queued row
 * @throws Error when `to` is empty or the subject has a line break (header injection)
 */
export async function sendMail(db: Queryable, mail: Mail): Promise<OutboxRow> {
  const to = mail.to.trim();
  if (!to) throw new Error('sendMail: empty recipient');
  if (/[\r\n]/.test(to) || /[\r\n]/.test(mail.subject)) throw new Error('sendMail: line break in recipient or subject');
  const row = await enqueueMail(db, { to, subject: mail.subject, body: mail.body });
  for (const listener of listeners) {
    try {
      listener({ to, subject: mail.subject, body: mail.body });
    } catch {
      // A console that cannot be written to must not fail the request.
    }
  }
  return row;
}

/** Joins the viewer's base URL and a hash route, e.g. `#/activate/MQ/abc`. */
export function viewerLink(viewerUrl: string, hashRoute: string): string {
  return `${viewerUrl.replace(/\/+$/, '')}/${hashRoute.replace(/^\/+/, '')}`;
}

/** The activation mail of a new account (djoser's ACTIVATION_URL `#/activate/{uid}/{token}`). */
export function activationMail(opts: { to: string; username: string; viewerUrl: string; uid: string; token: string }): Mail {
  const link = viewerLink(opts.viewerUrl, `#/activate/${opts.uid}/${opts.token}`);
  return {
    to: opts.to,
    subject: 'Activate your account',
    body: [
      `Hello ${opts.username},`,
      '',
      'Please open this link to activate your account:',
      '',
      link,
      '',
      'The link is valid for 3 days and can be used once. If you did not sign up, ignore this e-mail.',
    ].join('\n'),
  };
}

/** The password reset mail (djoser's PASSWORD_RESET_CONFIRM_URL `#/password/reset/confirm/{uid}/{token}`). */
export function passwordResetMail(opts: { to: string; username: string; viewerUrl: string; uid: string; token: string }): Mail {
  const link = viewerLink(opts.viewerUrl, `#/password/reset/confirm/${opts.uid}/${opts.token}`);
  return {
    to: opts.to,
    subject: 'Reset your password',
    body: [
      `Hello ${opts.username},`,
      '',
      'You asked to reset your password. Open this link to choose a new one:',
      '',
      link,
      '',
      'The link is valid for 3 days and can be used once. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  };
}
