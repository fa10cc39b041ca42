import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Kysely } from "kysely";
import type { SongListItem } from "../../../shared/songs";
import type { Database } from "../../db/schema";
import { libraryVersion } from "./repository";

/** Bands whose lists are kept in memory; a band's list of 2,000 songs is ~300 KB of JSON. */
const MAX_CACHED_BANDS = 200;

/** A band's song list, ready to send: JSON, its gzip (made on first demand) and an ETag. */
export class LibraryPayload {
  #gzip: Buffer | undefined;

  constructor(
    readonly fingerprint: string,
    readonly json: string,
  ) {}

  get etag(): string {
    return `"songs-${createHash("sha1").update(this.fingerprint).digest("base64url")}"`;
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.json);
    return this.#gzip;
  }
}

/**
 * The song list of a band is read far more often than written. The cache keeps it per band and checks the
 * band's library version on every read, so any write, from this process or another one on the same
 * database, is seen at once.
 */
export class LibraryCache {
  readonly #entries = new Map<number, LibraryPayload>();

  async get(
    db: Kysely<Database>,
    bandId: number,
    load: () => Promise<SongListItem[]>,
  ): Promise<LibraryPayload> {
    const fingerprint = `${bandId}|${await libraryVersion(db, bandId)}`;
    const cached = this.#entries.get(bandId);
    if (cached?.fingerprint === fingerprint) return cached;
    const payload = new LibraryPayload(fingerprint, JSON.stringify(await load()));
    this.#entries.delete(bandId);
    this.#entries.set(bandId, payload);
    if (this.#entries.size > MAX_CACHED_BANDS) this.#entries.delete(this.#entries.keys().next().value!);
    return payload;
  }
}
