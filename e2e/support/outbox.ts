import { API_PORT } from './servers';

interface Mail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
}

/** Reads the api-server's development outbox (GET /dev/outbox) and returns the newest mail to `to`. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${API_PORT}/dev/outbox`);
    const mails = (await response.json()) as Mail[];
    const mail = mails.find((m) => m.to_address === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The hash route of the first viewer link in a mail (`/#/activate/...` -> `/activate/...`). */
export function linkPath(body: string): string {
  const match = /https?:\/\/[^\s]+#(\/[^\s]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no viewer link in: ${body}`);
  return match[1];
}
