import type { SongListItem } from "../../../../shared/songs";

/** BPM filter bounds and default (spec §9): the filter is active only when moved off the default. */
export const BPM_FILTER_MIN = 40;
export const BPM_FILTER_MAX = 220;
export const BPM_FILTER_STEP = 5;
export const BPM_FILTER_DEFAULT: readonly [number, number] = [60, 200];

/** Search waits this long after the last keystroke (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;

export type SortColumn = "name" | "bpm" | "key";
export type SortDirection = "asc" | "desc";

export interface LibraryQuery {
  search: string;
  coversOnly: boolean;
  bpmRange: readonly [number, number];
  sort: SortColumn;
  direction: SortDirection;
}

export const DEFAULT_LIBRARY_QUERY: LibraryQuery = {
  search: "",
  coversOnly: false,
  bpmRange: BPM_FILTER_DEFAULT,
  sort: "name",
  direction: "asc",
};

export function isBpmFilterActive(range: readonly [number, number]): boolean {
  return range[0] !== BPM_FILTER_DEFAULT[0] || range[1] !== BPM_FILTER_DEFAULT[1];
}

export function activeFilterCount(query: LibraryQuery): number {
  return Number(query.coversOnly) + Number(isBpmFilterActive(query.bpmRange));
}

const NATURAL_PITCH: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Keys sort by pitch from C (C, Db, D, …), majors before their parallel minors; songs with no key last. */
function keyRank(key: string | null): number {
  if (!key) return Number.POSITIVE_INFINITY;
  const natural = NATURAL_PITCH[key[0] ?? ""];
  if (natural === undefined) return Number.POSITIVE_INFINITY;
  const accidental = key[1] === "#" ? 1 : key[1] === "b" ? -1 : 0;
  return ((natural + accidental + 12) % 12) * 2 + (key.endsWith("m") ? 1 : 0);
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

function compare(a: SongListItem, b: SongListItem, column: SortColumn): number {
  if (column === "name") return collator.compare(a.name, b.name);
  if (column === "bpm") return (a.bpm ?? Number.POSITIVE_INFINITY) - (b.bpm ?? Number.POSITIVE_INFINITY);
  return keyRank(a.key) - keyRank(b.key);
}

/** Songs with no tempo (or no key) stay at the end in both directions: there is nothing to compare. */
function missingLast(a: SongListItem, b: SongListItem, column: SortColumn): number {
  if (column === "name") return 0;
  const missing = (song: SongListItem) =>
    Number(column === "bpm" ? song.bpm === null : keyRank(song.key) === Number.POSITIVE_INFINITY);
  return missing(a) - missing(b);
}

/** True when the song's name or one of its tags contains the search text (any case). */
export function matchesSearch(song: SongListItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    song.name.toLowerCase().includes(needle) || song.tags.some((tag) => tag.toLowerCase().includes(needle))
  );
}

/**
 * The library as shown: searched, filtered, sorted (songs missing the sorted value last). Songs without a BPM pass an active BPM filter only when
 * it is at its default (they have no tempo to compare). Ties keep name order so rows never jump.
 */
export function applyLibraryQuery(songs: readonly SongListItem[], query: LibraryQuery): SongListItem[] {
  const bpmActive = isBpmFilterActive(query.bpmRange);
  const [low, high] = query.bpmRange;
  const shown = songs.filter(
    (song) =>
      matchesSearch(song, query.search) &&
      (!query.coversOnly || song.isCover) &&
      (!bpmActive || (song.bpm !== null && song.bpm >= low && song.bpm <= high)),
  );
  const sign = query.direction === "asc" ? 1 : -1;
  return shown.sort(
    (a, b) =>
      missingLast(a, b, query.sort) || sign * compare(a, b, query.sort) || collator.compare(a.name, b.name),
  );
}

/** A second click on the sorted column flips the direction; a new column starts ascending (spec §2). */
export function toggleSort(query: LibraryQuery, column: SortColumn): LibraryQuery {
  if (query.sort === column) return { ...query, direction: query.direction === "asc" ? "desc" : "asc" };
  return { ...query, sort: column, direction: "asc" };
}
