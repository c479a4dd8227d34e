import { ApiError } from 'shared-core';

/** The server's field and detail messages of a failed call, one per line (spec 001 section 8, registration). */
export function serverMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const lines = Object.values(error.fields).flat();
  if (error.detail && !error.detail.startsWith('HTTP ')) lines.push(error.detail);
  return lines;
}
