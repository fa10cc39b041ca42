import { describe, expect, it } from "vitest";
import { parseChordSymbol } from "./chord-symbol";
import { qualityText } from "./quality";

function read(text: string) {
  const chord = parseChordSymbol(text);
  return chord && { root: chord.root, quality: qualityText(chord.quality), bass: chord.bass };
}

describe("parseChordSymbol", () => {
  it.each([
    ["C", 0, ""],
    ["Bb", 10, ""],
    ["F#m", 6, "m"],
    ["Cmin7", 0, "m7"],
    ["C-7", 0, "m7"],
    ["CM7", 0, "maj7"],
    ["Cmaj7", 0, "maj7"],
    ["CΔ", 0, "maj7"],
    ["C°", 0, "dim"],
    ["C°7", 0, "dim7"],
    ["B07", 11, "dim7"],
    ["Cø", 0, "m7b5"],
    ["Bm7b5", 11, "m7b5"],
    ["C7b5", 0, "7b5"],
    ["Cadd9", 0, "add9"],
    ["Csus", 0, "sus4"],
    ["C7sus", 0, "7sus4"],
    ["C5", 0, "5"],
    ["C6/9", 0, "69"],
    ["C13#11", 0, "13#11"],
    ["H7", 11, "7"],
    ["Caug", 0, "aug"],
    ["C+", 0, "aug"],
    ["D2", 2, "sus2"],
    ["Am(maj7)", 9, "mmaj7"],
  ])("reads %s", (text, root, quality) => {
    expect(read(text)).toEqual({ root, quality, bass: undefined });
  });

  it("reads a slash bass", () => {
    expect(read("D/F#")).toEqual({ root: 2, quality: "", bass: 6 });
    expect(read("Bbmaj7/D")).toEqual({ root: 10, quality: "maj7", bass: 2 });
  });

  it.each(["man", "walks", "Go", "Do", "Ah", "Be", "I", "Amazing", "Em-bers", "Cat", ""])(
    "does not take the word %s for a chord",
    (word) => {
      expect(parseChordSymbol(word)).toBeNull();
    },
  );

  it("reads lower-case roots only when asked", () => {
    expect(parseChordSymbol("am")).toBeNull();
    expect(parseChordSymbol("am", { allowLowercaseRoot: true })?.root).toBe(9);
  });

  it("keeps an unreadable suffix in lenient mode", () => {
    const chord = parseChordSymbol("Am7-2", { lenient: true });
    expect(chord?.root).toBe(9);
    expect(chord?.suffix).toBe("m7-2");
    expect(qualityText(chord!.quality)).toBe("m7");
  });
});
