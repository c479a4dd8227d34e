import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './Database';

// PGlite runs in a worker thread (src/db/pgliteWorker.cjs), for two reasons:
// - its WebAssembly Postgres executes synchronously, so on the main thread a slow query
//   would stall every HTTP request and MQTT message;
// - it loads Node built-ins with dynamic `import()`, which Jest's module sandbox refuses
//   without --experimental-vm-modules; a worker uses Node's own loader, so the tests run
//   exactly the code the server runs.
const WORKER_FILE = path.join(__dirname, 'pgliteWorker.cjs');

interface Request {
  op: 'ready' | 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
  sql?: string;
  params?: readonly unknown[];
  tx?: number;
}

interface Reply {
  id: number;
  ok: boolean;
  rows?: unknown[];
  tx?: number;
  error?: { message: string; code?: string; detail?: string; constraint?: string };
}

/** An error raised by PostgreSQL inside the worker, keeping its SQLSTATE `code` and `constraint`. */
export class PgliteError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  constructor(fields: NonNullable<Reply['error']>) {
    super(fields.message);
    this.name = 'PgliteError';
    Object.assign(this, fields);
  }
}

/**
 * Opens (creating on first use) an embedded PGlite database persisted in `dataDir`.
 * The first open runs initdb, which takes a few seconds; later opens take well under one.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let dead: Error | undefined;

  // The worker keeps the process alive only while a call is in flight: an idle database that
  // someone forgot to close (a failed test set-up, say) must not stop Node from exiting.
  worker.unref();
  const settle = (id: number) => {
    const p = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return p;
  };

  const failAll = (err: Error) => {
    dead = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const p = settle(reply.id);
    if (reply.ok) p?.resolve(reply);
    else p?.reject(new PgliteError(reply.error ?? { message: 'unknown PGlite error' }));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (code ${code})`)));

  const call = (req: Request) =>
    new Promise<Reply>((resolve, reject) => {
      if (dead) return reject(dead);
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...req });
    });

  const on = (tx?: number): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const reply = await call({ op: 'query', sql, params, tx });
      return { rows: (reply.rows ?? []) as T[] };
    },
    async exec(sql: string) {
      await call({ op: 'exec', sql, tx });
    },
  });

  try {
    await call({ op: 'ready' });
  } catch (err) {
    await worker.terminate();
    throw err;
  }

  return {
    kind: 'pglite',
    ...on(),
    async transaction(fn) {
      const { tx } = await call({ op: 'begin' });
      try {
        const result = await fn(on(tx));
        await call({ op: 'commit', tx });
        return result;
      } catch (err) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw err;
      }
    },
    async close() {
      if (dead) return;
      try {
        await call({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
