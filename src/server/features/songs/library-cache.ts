import type { Kysely } from "kysely";
import type { SongListItem } from "../../../shared/songs";
import type { Database } from "../../db/schema";
import { libraryFingerprint } from "./repository";

/** Bands whose lists are kept in memory; a band's list of 2,000 songs is ~300 KB of JSON. */
const MAX_CACHED_BANDS = 200;

interface Entry {
  fingerprint: string;
  items: SongListItem[];
  json: string;
}

/**
 * The song list of a band is read far more often than written. The cache keeps it per band and checks a
 * fingerprint (count, newest change, highest id) on every read, so any write, from this process or another
 * one on the same database, is seen at once.
 */
export class LibraryCache {
  readonly #entries = new Map<number, Entry>();

  async #entry(db: Kysely<Database>, bandId: number, load: () => Promise<SongListItem[]>): Promise<Entry> {
    const row = await libraryFingerprint(db, bandId);
    const fingerprint = `${row.count}|${row.latest ?? ""}|${row.maxId ?? ""}`;
    const cached = this.#entries.get(bandId);
    if (cached?.fingerprint === fingerprint) return cached;
    const items = await load();
    const entry = { fingerprint, items, json: JSON.stringify(items) };
    this.#entries.delete(bandId);
    this.#entries.set(bandId, entry);
    if (this.#entries.size > MAX_CACHED_BANDS) this.#entries.delete(this.#entries.keys().next().value!);
    return entry;
  }

  async get(db: Kysely<Database>, bandId: number, load: () => Promise<SongListItem[]>) {
    return (await this.#entry(db, bandId, load)).items;
  }

  async getJson(db: Kysely<Database>, bandId: number, load: () => Promise<SongListItem[]>) {
    return (await this.#entry(db, bandId, load)).json;
  }
}
