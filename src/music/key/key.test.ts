import { describe, expect, it } from "vitest";
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
