import type { Migration } from "kysely/migration";
import * as initialSchema from "./2026-11-25-0001-initial-schema";
import * as bandLibraryVersion from "./2026-11-25-0002-band-library-version";
import * as emailOutbox from "./2026-11-25-0003-email-outbox";

/** Every migration, in order. Names are frozen once released: add, never rename. */
export const migrations: Record<string, Migration> = {
  "2026-11-25-0001-initial-schema": initialSchema,
  "2026-11-25-0002-band-library-version": bandLibraryVersion,
  "2026-11-25-0003-email-outbox": emailOutbox,
};
