import { describe, expect, it } from "vitest";
import { detectKey } from "./detect-key";
import {
  KEY_OPTIONS,
  keyName,
  keyOf,
  parseKey,
  shapeKey,
  soundingKey,
  spellInterval,
  transposeKey,
} from "./key";

describe("keys", () => {
  it("lists 12 major then 12 minor keys spelled as musicians spell them", () => {
    expect(KEY_OPTIONS.map((option) => option.name)).toEqual([
      "C",
      "Db",
      "D",
      "Eb",
      "E",
      "F",
      "F#",
      "G",
      "Ab",
      "A",
      "Bb",
      "B",
      "Cm",
      "C#m",
      "Dm",
      "Ebm",
      "Em",
      "Fm",
      "F#m",
      "Gm",
      "G#m",
      "Am",
      "Bbm",
      "Bm",
    ]);
    expect(KEY_OPTIONS.find((option) => option.name === "F#")?.label).toBe("F#/Gb");
  });

  it.each([
    ["G", "G"],
    ["Bb", "Bb"],
    ["F#m", "F#m"],
    ["F# minor", "F#m"],
    ["Eb major", "Eb"],
    ["a-", "Am"],
    ["Gb", "Gb"],
  ])("reads the key %s", (text, name) => {
    expect(keyName(parseKey(text)!)).toBe(name);
  });

  it("rejects what is not a key", () => {
    expect(parseKey("the")).toBeNull();
    expect(parseKey("X")).toBeNull();
  });

  it("spells degrees the way the key does", () => {
    const f = parseKey("F")!;
    expect(spellInterval(f, 5)).toBe("Bb");
    expect(spellInterval(parseKey("D")!, 4)).toBe("F#");
    expect(spellInterval(parseKey("A")!, 4)).toBe("C#");
    expect(spellInterval(parseKey("C")!, 10)).toBe("Bb");
    expect(spellInterval(parseKey("C")!, 6)).toBe("F#");
    expect(spellInterval(parseKey("Gb")!, 0)).toBe("Gb");
    expect(spellInterval(parseKey("F#")!, 0)).toBe("F#");
    expect(spellInterval(parseKey("Am")!, 3)).toBe("C");
  });

  it("moves between shape key and sounding key with a capo", () => {
    const g = keyOf(7, "major");
    expect(keyName(soundingKey(g, 2))).toBe("A");
    expect(keyName(shapeKey(keyOf(9, "major"), 2))).toBe("G");
    expect(keyName(transposeKey(g, 12))).toBe("G");
  });
});

describe("key detection", () => {
  const chord = (root: number, triad: "major" | "minor", seventh: "" | "7" = "", section = 1) => ({
    root,
    quality: { triad, seventh, extensions: [] },
    weight: 1,
    section,
  });

  it("hears a folk song in C from its endings and V7→I, not in F", () => {
    // F C / G7 C, four times, a line each: "This Land Is Your Land"
    const lines = [0, 1, 2, 3].flatMap((verse) => [
      { ...chord(5, "major"), line: verse * 2 },
      { ...chord(0, "major"), line: verse * 2 },
      { ...chord(7, "major", "7"), line: verse * 2 + 1 },
      { ...chord(0, "major"), line: verse * 2 + 1 },
    ]);
    const best = detectKey(lines)[0]!;
    expect(keyName(best.key)).toBe("C");
  });

  it("hears A minor from Am … E7 Am, and moves with transposition", () => {
    const song = [chord(9, "minor"), chord(2, "minor"), chord(4, "major", "7"), chord(9, "minor")];
    for (let shift = 0; shift < 12; shift++) {
      const moved = song.map((c) => ({ ...c, root: (c.root + shift) % 12 }));
      const best = detectKey(moved)[0]!;
      expect(best.key.tonic).toBe((9 + shift) % 12);
      expect(best.key.mode).toBe("minor");
    }
  });

  it("returns ranked candidates with confidences that sum to at most 1", () => {
    const candidates = detectKey([
      chord(7, "major"),
      chord(0, "major"),
      chord(2, "major"),
      chord(7, "major"),
    ]);
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates[0]!.confidence).toBeGreaterThanOrEqual(candidates[1]!.confidence);
    expect(candidates.reduce((sum, c) => sum + c.confidence, 0)).toBeLessThanOrEqual(1.001);
    expect(detectKey([])).toEqual([]);
  });
});
