import type { Mail } from './index';

/**
 * Writes an e-mail to a stream the way Django's console e-mail backend does, so a person
 * running the server locally can follow an activation or password-reset link without dev routes.
 */
export function formatConsoleMail(mail: Mail, date: Date): string {
  return [
    'Content-Type: text/plain; charset="utf-8"',
    `Subject: ${mail.subject}`,
    'From: webmaster@localhost',
    `To: ${mail.to}`,
    `Date: ${date.toUTCString()}`,
    '',
    mail.body,
    '-'.repeat(79),
    '',
  ].join('\n');
}
