import fs from 'node:fs';
import path from 'node:path';

/**
 * Every row of the error catalogue (spec 001 section 8) is produced by a test. The
 * catalogue's 38 situations are listed here as the spec names them; docs/security-audit.md maps
 * each to the tests that produce the server's answer and the viewer's message. This test fails
 * when the table misses a row or changes its order, when a row names no test for the message,
 * when a row names no server test without saying why the server cannot produce it, or when a
 * named test does not exist (its file, and its title in that file).
 */

const ROOT = path.resolve(__dirname, '../../..');
const AUDIT = path.join(ROOT, 'docs/security-audit.md');

/** Spec 001 section 8, the Situation column, in the spec's order. */
const CATALOGUE = [
  '403 on any API call',
  'Token missing or cannot be refreshed',
  'Pairing failure with a server msg code',
  'Password change failure',
  'Feedback',
  'Realtime failure',
  'License invalid',
  'Report, empty result',
  'Report, failed snapshot read',
  'Report, leak failure',
  'Report, infinite distance',
  'Bulk delete',
  'Bulk download',
  'Fleet update failure',
  'Direct transfer error',
  'Signal missing',
  'Offline upload, 401',
  'Offline upload, 400',
  'Offline upload, other failure',
  'Upload credentials not obtained',
  'Login failure',
  'Registration failure',
  'Activation',
  'Password reset failure',
  'License key create error',
  'Comment save',
  'Snapshot delete',
  'Camera removal failure',
  'Copy key',
  'Shared report expired',
  'Invalid invite e-mail',
  'Invitee already in tree',
  'Settings',
  'Report export status ERROR',
  'Unknown export status',
  'Snapshot load error',
  'Rendering failure',
  'Cloud video export errors',
] as const;

interface Reference {
  file: string;
  title: string;
}

interface AuditRow {
  number: number;
  situation: string;
  server: Reference[];
  serverNote: string;
  message: Reference[];
}

const REFERENCE = /`([^`]+\.(?:test|spec)\.tsx?)` "([^"]+)"/g;
const references = (cell: string): Reference[] => [...cell.matchAll(REFERENCE)].map(([, file, title]) => ({ file: file!, title: title! }));

function auditRows(): AuditRow[] {
  const text = fs.readFileSync(AUDIT, 'utf8');
  const section = text.slice(text.indexOf('## The error catalogue'), text.indexOf('## XSS'));
  return section
    .split('\n')
    .filter((line) => /^\| \d+ \|/.test(line))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\| ?| ?\|$/g, '').trim());
      const [number, situation, , server = '', message = ''] = cells;
      return { number: Number(number), situation: situation!, server: references(server), serverNote: server, message: references(message) };
    });
}

/** Whether `file` holds a test titled `title` (as written, or with the quotes a string literal escapes). */
function holdsTest({ file, title }: Reference): boolean {
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full)) return false;
  const source = fs.readFileSync(full, 'utf8');
  return [title, title.replace(/'/g, "\\'"), title.replace(/"/g, '\\"')].some((form) => source.includes(form));
}

/** A test that talks to the real api-server: its route tests, shared-core's process tests, end to end. */
const reachesServer = (file: string) => file.startsWith('api-server/src/') || file.endsWith('.server.test.ts') || file.startsWith('e2e/tests/');

describe('error catalogue audit (docs/security-audit.md)', () => {
  const rows = auditRows();

  it('has one row per situation of spec 001 section 8, in order', () => {
    expect(rows.map((row) => row.number)).toEqual(CATALOGUE.map((_, index) => index + 1));
    expect(rows.map((row) => row.situation)).toEqual([...CATALOGUE]);
  });

  it('names, for every row, a test of the message and a test of the server condition (or why there is none)', () => {
    const missing = rows.flatMap((row) => [
      ...(row.message.length ? [] : [`${row.number} ${row.situation}: no test of the message`]),
      ...(row.server.length || /^Not producible: \S/.test(row.serverNote) ? [] : [`${row.number} ${row.situation}: no server test and no reason`]),
      ...row.server.filter((ref) => !reachesServer(ref.file)).map((ref) => `${row.number}: ${ref.file} does not reach the api-server`),
    ]);
    expect(missing).toEqual([]);
  });

  it('names only tests that exist', () => {
    const absent = rows.flatMap((row) => [...row.server, ...row.message].filter((ref) => !holdsTest(ref)).map((ref) => `${row.number}: ${ref.file} "${ref.title}"`));
    expect(absent).toEqual([]);
  });

  it('states the totals the table holds', () => {
    const produced = rows.filter((row) => !row.serverNote.startsWith('Not producible'));
    const kinds = (test: (file: string) => boolean) => produced.filter((row) => row.server.some((ref) => test(ref.file))).length;
    const expected =
      `Totals: ${rows.length} rows; ${produced.length} produced from the real api-server ` +
      `(${kinds((file) => file.startsWith('api-server/src/'))} by route tests of the api-server, ` +
      `${kinds((file) => file.endsWith('.server.test.ts'))} through the viewer's client from the api-server process, ` +
      `${kinds((file) => file.startsWith('e2e/tests/'))} end to end; a row may have several), ` +
      `${rows.length - produced.length} not producible by a server`;
    console.info(`error catalogue audit: ${expected}`);
    const text = fs.readFileSync(AUDIT, 'utf8').replace(/\s+/g, ' ');
    const stated = /Totals: [^(]*\([^)]*\), \d+ not producible by a server/.exec(text)?.[0];
    expect(stated).toBe(expected);
  });
});
