/**
 * The one database interface the server codes against. PGlite (embedded, the default) and a
 * real PostgreSQL (`DATABASE_URL`) both sit behind it, so every query is written once in
 * plain PostgreSQL with `$1` placeholders.
 */

/** Anything that can run statements: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

/** A database connection (or pool) owned by one server instance. */
export interface Database extends Queryable {
  /** Which engine is behind the interface; only `--fresh` needs to know. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Releases the connection; the instance is unusable afterwards. */
  close(): Promise<void>;
}
