import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(30_000);

const SERVE = path.resolve(__dirname, '..', 'serve.mjs');

/**
 * The static server a deployment runs (tooling/serve.mjs, as its command line starts it): no
 * request stops it (not a malformed path, which could throw in the handler, nor a file removed
 * after start-up, which could be an unhandled stream error).
 */
describe('the static server keeps serving', () => {
  let dir: string;
  let server: ChildProcess;
  let base: string;
  let exited: number | null = null;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body>shell</body></html>');
    fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log(1);\n'.repeat(200));
    fs.writeFileSync(path.join(dir, 'gone.0123abcd.js'), 'console.log(2);\n'.repeat(200));
    // Port 0: the system picks a free port, which the server prints.
    server = spawn(process.execPath, [SERVE, dir, '0', '--spa'], { stdio: ['ignore', 'pipe', 'ignore'] });
    server.once('exit', (code) => (exited = code));
    base = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        const port = /on http:\/\/localhost:(\d+)/.exec(chunk.toString())?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      server.once('exit', () => reject(new Error('the static server did not start')));
    });
  });

  afterAll(() => {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 400 to a path that is not percent-encoded properly, then serves on', async () => {
    const res = await fetch(`${base}/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect((await fetch(`${base}/main.0123abcd.js`)).status).toBe(200);
    expect(exited).toBeNull();
  });

  it('answers 404 for a file removed since it started (a new build copied over), then serves on', async () => {
    fs.rmSync(path.join(dir, 'gone.0123abcd.js'));
    const res = await fetch(`${base}/gone.0123abcd.js`);
    expect(res.status).toBe(404);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('shell');
    expect(exited).toBeNull();
  });
});
