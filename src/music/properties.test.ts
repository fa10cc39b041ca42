import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chartChords } from "./chart-ops";
import { parseChordSymbol } from "./chord/chord-symbol";
import { KEY_OPTIONS, type Key, keyName, sameKey, soundingKey, transposeKey } from "./key/key";
import type { ChordDegree } from "./model";
import { parseChart } from "./parse/parse-chart";
import { mod12 } from "./pitch";
import { renderChordPro } from "./write/chordpro";
import { lettersOf, numberOf } from "./write/render-chord";
import { renderChartText } from "./write/text";

const SUFFIXES = [
  "",
  "m",
  "7",
  "m7",
  "maj7",
  "dim",
  "dim7",
  "m7b5",
  "sus4",
  "sus2",
  "6",
  "9",
  "13",
  "7b9",
  "add9",
  "aug",
  "5",
  "m6",
];
const keyArbitrary = fc.constantFrom(...KEY_OPTIONS.map((option) => option.key));
const degreeArbitrary = fc.record({
  root: fc.integer({ min: 0, max: 11 }),
  suffix: fc.constantFrom(...SUFFIXES),
  bass: fc.option(fc.integer({ min: 0, max: 11 }), { nil: undefined }),
});

function degreeOf(root: number, suffix: string, bass?: number): ChordDegree {
  const quality = parseChordSymbol(`C${suffix}`)!.quality;
  return bass === undefined ? { root, quality, suffix } : { root, quality, suffix, bass };
}

/** A diatonic I–IV–V–vi song in `key`, as chords-over-lyrics text. */
function songIn(key: Key): string {
  const progression = [0, 5, 7, 0, 9, 5, 7, 0].map((root) => degreeOf(root, root === 9 ? "m" : ""));
  const letters = progression.map((degree) => lettersOf(degree, key));
  return `[Verse]\n${letters.slice(0, 4).join("    ")}\nwords go here and there\n${letters.slice(4).join("    ")}\nmore words to sing\n`;
}

describe("properties", () => {
  it("never throws on any text and always returns a chart", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite", maxLength: 400 }), (text) => {
        const chart = parseChart(text);
        renderChartText(chart);
        renderChordPro(chart);
        expect(chart.version).toBe(1);
      }),
      { numRuns: 400 },
    );
  });

  it("never throws on chart-like noise", () => {
    const pieces = fc.constantFrom(
      "[",
      "]",
      "{",
      "}",
      "|",
      ":",
      "G",
      "Am",
      "x2",
      "(",
      ")",
      "/",
      ".",
      "%",
      "\n",
      " ",
      "Key:",
      "Capo",
      "1",
      "b7",
      "in",
      "blues",
      "[Verse]",
      "{soc}",
      "N.C.",
      "^",
      "<",
      ">",
      "-",
      "#",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 300 }), (parts) => {
        const chart = parseChart(parts.join(""));
        renderChartText(chart, { display: "both" });
      }),
      { numRuns: 400 },
    );
  });

  it("reads letters → numbers → letters back to the same letters in the same key", () => {
    fc.assert(
      fc.property(keyArbitrary, degreeArbitrary, (key, { root, suffix, bass }) => {
        const letters = lettersOf(degreeOf(root, suffix, bass), key);
        const chart = parseChart(`[${letters}]la`, { key });
        const [chord] = chartChords(chart);
        expect(chord!.item.chord.root).toBe(root);
        expect(lettersOf(chord!.item.chord, key)).toBe(letters);
      }),
    );
  });

  it("keeps the numbers and moves the detected key when a chart is transposed to any of the 12 keys", () => {
    const home = parseChart(songIn(KEY_OPTIONS[7]!.key));
    const homeNumbers = chartChords(home).map(({ item, key }) => numberOf(item.chord, key));
    for (let shift = 0; shift < 12; shift++) {
      const target = transposeKey(home.key, shift);
      const chart = parseChart(songIn(target));
      expect(keyName(chart.key)).toBe(keyName(target));
      expect(chartChords(chart).map(({ item, key }) => numberOf(item.chord, key))).toEqual(homeNumbers);
    }
  });

  it("capo shapes plus the capo sound as the original", () => {
    fc.assert(
      fc.property(
        keyArbitrary.filter((key) => key.mode === "major"),
        fc.integer({ min: 0, max: 7 }),
        (key, capo) => {
          const original = parseChart(songIn(key));
          const shapesText = renderChartText(original, { display: "letters", capo });
          const shapes = parseChart(shapesText.replace(/^Key:.*$/m, ""));
          expect(sameKey(soundingKey(shapes.key, capo), key)).toBe(true);
          const originalPitches = chartChords(original).map(({ item, key: inKey }) =>
            mod12(item.chord.root + inKey.tonic),
          );
          const shapePitches = chartChords(shapes).map(({ item, key: inKey }) =>
            mod12(item.chord.root + inKey.tonic + capo),
          );
          expect(shapePitches).toEqual(originalPitches);
        },
      ),
      { numRuns: 60 },
    );
  });

  // Linear reading means 8x the text costs ~8x the time; quadratic would be ~64x. Each pattern is grown until
  // one read takes several ms (so fixed overheads and timer noise do not dominate), then read at 8x that size.
  // The bound, 24x plus 30 ms, sits between the two and leaves room for garbage collection, which grows
  // somewhat faster than the text. On a loaded machine a run can only be slowed, never sped up, so the small
  // size is timed as a best-of-7 and the large one is retried up to 7 times, stopping at the first run in
  // bounds; quadratic growth fails every try.
  it("reads in time linear in the input (8x the text costs far less than 64x the time)", () => {
    const patterns = [
      "[[[[[[[[[[ ",
      "{{{{{ ",
      "| G . C . | D | % ",
      "G C D Em Am F ",
      "((((((((( ",
      "a".repeat(50),
      "Verse 1: G C D\n",
      "[G]la [C]la [D]la ",
      "1 4 5 6m b7 ",
      "x".repeat(30) + "/".repeat(30),
    ];
    const time = (text: string) => {
      const start = performance.now();
      parseChart(text);
      return performance.now() - start;
    };
    const SMALL_MS = 4;
    const TRIES = 7;
    for (const pattern of patterns) {
      let repeats = 500;
      const warm = (text: string) => Math.min(time(text), time(text));
      while (repeats < 64_000 && warm(pattern.repeat(repeats)) < SMALL_MS) repeats *= 2;
      const small = pattern.repeat(repeats);
      const large = pattern.repeat(repeats * 8);
      let smallBest = Number.POSITIVE_INFINITY;
      for (let run = 0; run < TRIES; run++) smallBest = Math.min(smallBest, time(small));
      const bound = smallBest * 8 * 3 + 30;
      let largeBest = Number.POSITIVE_INFINITY;
      for (let run = 0; run < TRIES && largeBest >= bound; run++)
        largeBest = Math.min(largeBest, time(large));
      expect(largeBest, `${JSON.stringify(pattern)} x${repeats}: ${smallBest.toFixed(1)} ms`).toBeLessThan(
        bound,
      );
    }
  });
});
