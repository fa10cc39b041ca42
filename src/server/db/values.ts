/** Reading values whose storage differs between SQLite and PostgreSQL, in one place. */

/** JSON columns are text on SQLite and jsonb (already parsed) on PostgreSQL. */
export function readJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== "string") return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** JSON is always written as text; PostgreSQL casts it into jsonb. */
export function writeJson(value: unknown): string {
  return JSON.stringify(value);
}

/** Booleans come back as 0/1 on SQLite. */
export function readBool(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "t";
}

export function nowIso(): string {
  return new Date().toISOString();
}
