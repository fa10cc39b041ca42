import { describe, expect, it } from "vitest";
import { parseChart } from "../parse/parse-chart";
import { detectKey } from "./detect-key";
import { keyName } from "./key";
import { THEORY_FEATURE_COUNT, THEORY_FEATURES, theoryFeatureRows, theorySummary } from "./theory-key";
import { THEORY_MODEL } from "./theory-model";

const detected = (text: string) => keyName(parseChart(text).key);

describe("key detection on the simple cases", () => {
  it.each([
    ["G C D G", "G"],
    ["F C G7 C", "C"],
    ["F C G7 C\nF C G7 C", "C"],
    ["C F G7 C", "C"],
    ["Am Dm E7 Am", "Am"],
    ["Am G F E7 Am", "Am"],
    ["| Dm7 G7 | Cmaj7 |", "C"],
    ["| Dm7b5 G7 | Cm7 |", "Cm"],
    ["D G A7 D\nBm G A7 D", "D"],
    ["G C G D G", "G"],
    ["A D E7 A", "A"],
  ])("reads %j in %s", (text, key) => {
    expect(parseChart(text).keySource).toBe("detected");
    expect(detected(text)).toBe(key);
  });

  it("reads the form description 12-bar blues in A as A", () => {
    expect(detected("12-bar blues in A")).toBe("A");
  });

  it("reads a twelve-bar blues written out in A as A", () => {
    const bars = "| A7 | D7 | A7 | A7 |\n| D7 | D7 | A7 | A7 |\n| E7 | D7 | A7 | E7 |";
    expect(detected(bars)).toBe("A");
  });

  // "Em C G D" could be G (vi IV I V) or Em; in the corpus, charts that open on the minor chord of such a
  // loop are stated minor when they also end on it, major otherwise (3 and 4 charts). The model puts Em
  // first, D second and G only third: the bVII penalty is too weak for a single line. Open (docs/0004).
  it.fails("reads a bare Em C G D loop as G or Em, in either order, ahead of D", () => {
    const top = parseChart("Em C G D")
      .keyCandidates.slice(0, 2)
      .map((candidate) => keyName(candidate.key));
    expect(top.sort()).toEqual(["Em", "G"]);
  });

  // I vs IV in three-chord songs: lines opening on IV and closing on I. The corpus weights the opening chord
  // more than the closing one, so C still edges out G here. Open (docs/0004).
  it.fails("reads C G / C G / D G as G", () => {
    expect(detected("C G\nC G\nD G")).toBe("G");
  });

  it("moves the detected key with the chart under all 12 transpositions", () => {
    const song = [
      { root: 5, triad: "major", seventh: "" },
      { root: 0, triad: "major", seventh: "" },
      { root: 7, triad: "major", seventh: "7" },
      { root: 0, triad: "major", seventh: "" },
      { root: 9, triad: "minor", seventh: "" },
      { root: 4, triad: "major", seventh: "7" },
      { root: 9, triad: "minor", seventh: "" },
    ] as const;
    const base = detectKey(
      song.map((c, index) => ({
        root: c.root,
        quality: { triad: c.triad, seventh: c.seventh, extensions: [] },
        weight: 1,
        line: Math.floor(index / 4),
        section: 0,
      })),
    );
    for (let shift = 0; shift < 12; shift++) {
      const moved = detectKey(
        song.map((c, index) => ({
          root: (c.root + shift) % 12,
          quality: { triad: c.triad, seventh: c.seventh, extensions: [] },
          weight: 1,
          line: Math.floor(index / 4),
          section: 0,
        })),
      );
      expect(moved.map((candidate) => candidate.confidence)).toEqual(
        base.map((candidate) => candidate.confidence),
      );
      moved.forEach((candidate, index) => {
        expect(candidate.key.mode).toBe(base[index]!.key.mode);
        expect(candidate.key.tonic).toBe((base[index]!.key.tonic + shift) % 12);
      });
    }
  });

  it("never throws and stays finite on odd evidence", () => {
    const odd = [
      { root: 0, quality: { triad: "major" as const, seventh: "" as const, extensions: [] }, weight: 0 },
      {
        root: 7,
        quality: { triad: "power" as const, seventh: "" as const, extensions: [] },
        weight: Number.NaN,
      },
      { root: 14, quality: { triad: "sus4" as const, seventh: "7" as const, extensions: [] }, weight: -1 },
    ];
    const candidates = detectKey(odd);
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) expect(Number.isFinite(candidate.confidence)).toBe(true);
    const rows = theoryFeatureRows(theorySummary([]));
    const minorMode = THEORY_FEATURES.indexOf("minorMode");
    rows.forEach((value, index) => {
      expect(value).toBe(
        index % THEORY_FEATURE_COUNT === minorMode ? Math.floor(index / THEORY_FEATURE_COUNT) % 2 : 0,
      );
    });
  });

  it("scores a section's closing V→I once, across repeated chords, onto the tonic only", () => {
    const major = (seventh: "" | "7" = "") => ({
      triad: "major" as const,
      seventh,
      extensions: [],
    });
    const chords = [
      { root: 7, quality: major("7"), section: 0 },
      { root: 0, quality: major(), section: 0 },
      { root: 2, quality: major("7"), section: 1 },
      { root: 2, quality: major("7"), section: 1 },
      { root: 7, quality: major(), section: 1 },
      { root: 7, quality: major(), section: 1 },
    ].map((chord, index) => ({ ...chord, weight: 1, line: index }));
    const rows = theoryFeatureRows(theorySummary(chords));
    const at = (tonic: number, minor: boolean) =>
      rows[
        (tonic * 2 + (minor ? 1 : 0)) * THEORY_FEATURE_COUNT +
          THEORY_FEATURES.indexOf("sectionEndsWithCadence")
      ];
    expect(at(0, false)).toBe(0.5); // G7 → C closes the first of two sections
    expect(at(7, false)).toBe(0.5); // D7 D7 → G G closes the second
    expect(at(7, true)).toBe(0); // G major is not the tonic of G minor
    expect(at(2, false)).toBe(0);
  });

  it("has one weight per theory score, per style", () => {
    expect(THEORY_FEATURES.length).toBe(THEORY_FEATURE_COUNT);
    expect(THEORY_MODEL.song.length).toBe(THEORY_FEATURE_COUNT);
    expect(THEORY_MODEL.jazz.length).toBe(THEORY_FEATURE_COUNT);
  });
});
