import { describe, expect, it } from "vitest";
import { parseChordSymbol } from "../chord/chord-symbol";
import { parseKey } from "../key/key";
import type { ChordDegree } from "../model";
import { lettersOf, type NumberStyle, numberOf, renderDegree } from "./render-chord";

function degree(symbol: string, keyName: string): ChordDegree {
  const chord = parseChordSymbol(symbol)!;
  const key = parseKey(keyName)!;
  const result: ChordDegree = {
    root: (chord.root - key.tonic + 12) % 12,
    quality: chord.quality,
    suffix: chord.suffix,
  };
  if (chord.bass !== undefined) result.bass = (chord.bass - key.tonic + 12) % 12;
  return result;
}

function number(symbol: string, keyName: string, style?: Partial<NumberStyle>): string {
  return numberOf(degree(symbol, keyName), parseKey(keyName)!, {
    ...{ minor: "m", majorSeventh: "Δ", minorNumbering: "relative-major", extensions: "superscript" },
    ...style,
  });
}

describe("numbers", () => {
  it.each([
    ["G", "1"],
    ["Em", "6m"],
    ["D7", "5⁷"],
    ["F", "b7"],
    ["Bb", "b3"],
    ["Eb", "b6"],
    ["Ab", "b2"],
    ["C#m7b5", "#4ø"],
    ["F#dim", "7°"],
    ["F#dim7", "7°⁷"],
    ["Cmaj7", "4Δ"],
    ["D/F#", "5/7"],
    ["C/G", "4/1"],
    ["Dsus4", "5sus"],
    ["D7sus4", "5⁷sus"],
    ["A9", "2⁹"],
    ["D7b9", "5⁷♭⁹"],
    ["G6", "1⁶"],
  ])("writes %s in G as %s", (symbol, expected) => {
    expect(number(symbol, "G")).toBe(expected);
  });

  it("never glues an extension to the digit", () => {
    expect(number("D7", "G", { extensions: "parentheses" })).toBe("5(7)");
    expect(number("D7", "G")).not.toBe("57");
  });

  it("follows the band's preferences for minor and major seventh", () => {
    expect(number("Em7", "G", { minor: "-" })).toBe("6-⁷");
    expect(number("Cmaj7", "G", { majorSeventh: "maj7" })).toBe("4maj7");
  });

  it("numbers minor keys from the relative major, or from 1m", () => {
    expect(number("Am", "Am")).toBe("6m");
    expect(number("E7", "Am")).toBe("3⁷");
    expect(number("Am", "Am", { minorNumbering: "tonic" })).toBe("1m");
    expect(number("E7", "Am", { minorNumbering: "tonic" })).toBe("5⁷");
    expect(number("G", "Am", { minorNumbering: "tonic" })).toBe("b7");
  });
});

describe("letters", () => {
  it("spells each key's chords with its own accidentals", () => {
    const fourInF = degree("Bb", "F");
    expect(lettersOf(fourInF, parseKey("F")!)).toBe("Bb");
    expect(lettersOf(degree("F#m", "D"), parseKey("D")!)).toBe("F#m");
    expect(lettersOf(degree("C#m", "A"), parseKey("A")!)).toBe("C#m");
    expect(lettersOf(degree("Gb", "Gb"), parseKey("Gb")!)).toBe("Gb");
    expect(lettersOf(degree("F#", "F#"), parseKey("F#")!)).toBe("F#");
  });

  it("shows both numbers and letters", () => {
    expect(renderDegree(degree("Em", "G"), parseKey("G")!, { display: "both" })).toBe("6m (Em)");
  });
});
