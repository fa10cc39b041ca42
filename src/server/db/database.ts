import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase as SqliteDialectDatabase,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema the tables live in (tests use one per file). */
  schema?: string;
  close(): Promise<void>;
}

/** How long a writer waits for SQLite's lock before giving up; long enough for any single request. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** Distinct SQL texts whose prepared statements are kept; the app issues a few hundred at most. */
const SQLITE_STATEMENT_CACHE_SIZE = 500;
/** Connections per process; PostgreSQL defaults allow 100 in all. */
const POSTGRES_POOL_SIZE = 10;

export type DatabaseTarget =
  | { dialect: "sqlite"; path: string }
  | { dialect: "postgres"; url: string; schema?: string };

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  const db = target.dialect === "sqlite" ? openSqlite(target.path) : openPostgres(target.url, target.schema);
  const schema = target.dialect === "postgres" ? target.schema : undefined;
  return { db, dialect: target.dialect, ...(schema ? { schema } : {}), close: () => db.destroy() };
}

function openSqlite(path: string): Kysely<Database> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // WAL with NORMAL sync is durable across application crashes, and much faster than FULL.
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin(), new SqliteBooleanPlugin()],
  });
}

/**
 * Kysely prepares every query afresh; on SQLite preparing costs about as much as running a small query, so
 * prepared statements are reused by their SQL text (they are synchronous, so one is never in use twice).
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= SQLITE_STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

function openPostgres(url: string, schema?: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    // Tests give each file its own schema; the app itself uses the default search path.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
