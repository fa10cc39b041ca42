import { describe, expect, it } from "vitest";
import type { SongListItem } from "../../../../shared/songs";
import { applyLibraryQuery, DEFAULT_LIBRARY_QUERY, isBpmFilterActive, toggleSort } from "./library-query";

const song = (
  id: number,
  name: string,
  bpm: number | null,
  key: string | null,
  extra: Partial<SongListItem> = {},
) => ({
  id,
  name,
  bpm,
  key,
  capo: 0,
  tags: [],
  isCover: false,
  audioUrl: null,
  lastUpdated: "2026-01-01T00:00:00.000Z",
  ...extra,
});

const LIBRARY: SongListItem[] = [
  song(1, "Amazing Grace", 80, "G", { tags: ["demo", "hymn"], isCover: true }),
  song(2, "Blue Moon", 120, "Bb"),
  song(3, "Crazy", 210, "C"),
  song(4, "Drift", null, "F#m"),
];

const names = (songs: SongListItem[]) => songs.map((entry) => entry.name);

describe("the library query", () => {
  it("searches names and tags, ignoring case", () => {
    expect(names(applyLibraryQuery(LIBRARY, { ...DEFAULT_LIBRARY_QUERY, search: "HYMN" }))).toEqual([
      "Amazing Grace",
    ]);
    expect(names(applyLibraryQuery(LIBRARY, { ...DEFAULT_LIBRARY_QUERY, search: "moon" }))).toEqual([
      "Blue Moon",
    ]);
  });

  it("applies the BPM range only once it is moved off 60–200", () => {
    expect(applyLibraryQuery(LIBRARY, DEFAULT_LIBRARY_QUERY)).toHaveLength(4);
    expect(isBpmFilterActive([60, 200])).toBe(false);
    expect(names(applyLibraryQuery(LIBRARY, { ...DEFAULT_LIBRARY_QUERY, bpmRange: [100, 220] }))).toEqual([
      "Blue Moon",
      "Crazy",
    ]);
  });

  it("shows only covers when asked", () => {
    expect(names(applyLibraryQuery(LIBRARY, { ...DEFAULT_LIBRARY_QUERY, coversOnly: true }))).toEqual([
      "Amazing Grace",
    ]);
  });

  it("sorts keys by pitch and flips direction on a second click", () => {
    const byKey = toggleSort(DEFAULT_LIBRARY_QUERY, "key");
    expect(names(applyLibraryQuery(LIBRARY, byKey))).toEqual([
      "Crazy",
      "Drift",
      "Amazing Grace",
      "Blue Moon",
    ]);
    const descending = toggleSort(byKey, "key");
    expect(descending.direction).toBe("desc");
    expect(names(applyLibraryQuery(LIBRARY, descending))[0]).toBe("Blue Moon");
  });

  it("keeps songs without a tempo last whichever way BPM is sorted", () => {
    const byBpm = toggleSort(DEFAULT_LIBRARY_QUERY, "bpm");
    expect(names(applyLibraryQuery(LIBRARY, byBpm))).toEqual([
      "Amazing Grace",
      "Blue Moon",
      "Crazy",
      "Drift",
    ]);
    expect(names(applyLibraryQuery(LIBRARY, toggleSort(byBpm, "bpm")))).toEqual([
      "Crazy",
      "Blue Moon",
      "Amazing Grace",
      "Drift",
    ]);
  });
});
