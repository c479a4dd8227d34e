// PGlite in a worker thread; src/db/pglite.ts explains why and is the only client.
// Protocol: every request { id, op, sql?, params?, tx? } gets exactly one reply,
// { id, ok: true, rows?, tx? } or { id, ok: false, error: { message, code, ... } }.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

const opening = PGlite.create(workerData.dataDir);
/** Open transactions by id: the PGlite handle, how to end it, and its outcome. */
const transactions = new Map();
let nextTx = 1;

/** Keeps the PostgreSQL fields callers branch on (SQLSTATE code, constraint). */
function serializeError(err) {
  const e = err && typeof err === 'object' ? err : { message: String(err) };
  return {
    message: String(e.message),
    code: e.code,
    detail: e.detail,
    constraint: e.constraint,
    table: e.table,
    column: e.column,
  };
}

function target(db, txId) {
  if (!txId) return db;
  const entry = transactions.get(txId);
  if (!entry) throw new Error(`transaction ${txId} is not open`);
  return entry.tx;
}

async function begin(db) {
  const txId = nextTx++;
  const entry = {};
  await new Promise((begun, failed) => {
    // PGlite runs BEGIN, then our callback, then COMMIT (or ROLLBACK if it rejects); the
    // callback stays pending until the main thread sends commit or rollback.
    entry.done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          transactions.set(txId, entry);
          begun();
        }),
    );
    entry.done.catch(failed);
  });
  return { tx: txId };
}

async function end(txId, commit) {
  const entry = transactions.get(txId);
  if (!entry) throw new Error(`transaction ${txId} is not open`);
  transactions.delete(txId);
  if (commit) {
    entry.commit();
    await entry.done;
  } else {
    entry.rollback(new Error('rollback'));
    await entry.done.catch(() => undefined);
  }
  return {};
}

async function handle(msg) {
  const db = await opening;
  switch (msg.op) {
    case 'ready':
      return {};
    case 'query': {
      const res = await target(db, msg.tx).query(msg.sql, msg.params);
      return { rows: res.rows };
    }
    case 'exec':
      await target(db, msg.tx).exec(msg.sql);
      return {};
    case 'begin':
      return begin(db);
    case 'commit':
      return end(msg.tx, true);
    case 'rollback':
      return end(msg.tx, false);
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, ok: true, ...result }),
    (err) => parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(err) }),
  );
});
