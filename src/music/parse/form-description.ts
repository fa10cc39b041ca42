import { parseChordSuffix } from "../chord/quality";
import type { Key } from "../key/key";
import { accidentalValue, mod12 } from "../pitch";
import { type NumberChord, parseNumberChord } from "./chord-token";
import { readKeyValue } from "./metadata";

/** A standard form described in words: its key and its bars, one number chord per bar. */
export interface FormDescription {
  key: Key;
  bars: NumberChord[];
  name: string;
}

/** Descriptions are one short phrase; longer text is lyrics or prose. */
const MAX_DESCRIPTION_LENGTH = 60;
/** Progressions longer than this are charts, not descriptions. */
const MAX_PROGRESSION_CHORDS = 16;

const TWELVE_BAR_BLUES = ["17", "17", "17", "17", "47", "47", "17", "17", "57", "47", "17", "57"];
const QUICK_CHANGE_BLUES = ["17", "47", "17", "17", "47", "47", "17", "17", "57", "47", "17", "57"];
const MINOR_BLUES = ["1m7", "1m7", "1m7", "1m7", "4m7", "4m7", "1m7", "1m7", "b67", "57", "1m7", "57"];
const EIGHT_BAR_BLUES = ["17", "57", "47", "47", "17", "57", "17", "57"];
const FIFTIES = ["1", "6m", "4", "5"];

const ROMAN_DEGREES: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7 };

function numbers(list: readonly string[]): NumberChord[] {
  return list.map((text) => parseNumberChord(text)!);
}

/** Reads `vi`, `IV7`, `bVII`, `ii°`, `V/V` is not supported: one Roman numeral chord. */
function parseRomanChord(text: string): NumberChord | null {
  let index = 0;
  const accidental = accidentalValue(text[0]);
  if (accidental !== 0) index++;
  let end = index;
  while (end < text.length && "ivIV".includes(text[end]!)) end++;
  const numeral = text.slice(index, end);
  const degree = ROMAN_DEGREES[numeral.toLowerCase()];
  if (!degree) return null;
  const isLower = numeral === numeral.toLowerCase();
  const isUpper = numeral === numeral.toUpperCase();
  if (!isLower && !isUpper) return null;
  const rest = text.slice(end);
  const base = parseNumberChord(`${accidental < 0 ? "b" : accidental > 0 ? "#" : ""}${degree}`)!;
  const suffix = isLower && !rest.startsWith("°") && !rest.startsWith("ø") ? `m${rest}` : rest;
  const quality = parseChordSuffix(suffix);
  return quality ? { root: mod12(base.root), quality, suffix } : null;
}

function splitProgression(text: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (const char of text) {
    if (char === "-" || char === "–" || char === "—" || char === " " || char === "," || char === "|") {
      if (current) parts.push(current);
      current = "";
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function readProgression(text: string): NumberChord[] | null {
  const parts = splitProgression(text);
  if (parts.length < 2 || parts.length > MAX_PROGRESSION_CHORDS) return null;
  const chords: NumberChord[] = [];
  for (const part of parts) {
    const chord = parseNumberChord(part) ?? parseRomanChord(part);
    if (!chord) return null;
    chords.push(chord);
  }
  return chords;
}

/** Every word of a named form's description must be one of these, so a lyric about the blues stays a lyric. */
const FORM_WORDS = new Set([
  "a",
  "12",
  "8",
  "twelve",
  "eight",
  "bar",
  "-",
  "blues",
  "minor",
  "major",
  "quick",
  "change",
  "quick-change",
  "slow",
  "fast",
  "basic",
  "standard",
  "jazz",
  "50s",
  "doo-wop",
  "doo",
  "wop",
  "progression",
]);

function readNamedForm(text: string): { bars: NumberChord[]; name: string } | null {
  const words = text.toLowerCase().replace("bar", " bar").replace("-", " ").split(" ").filter(Boolean);
  if (!words.every((word) => FORM_WORDS.has(word))) return null;
  const lower = words.join(" ");
  if (lower.includes("blues")) {
    if (lower.includes("minor")) return { bars: numbers(MINOR_BLUES), name: "minor blues" };
    if (lower.includes("8") || lower.includes("eight"))
      return { bars: numbers(EIGHT_BAR_BLUES), name: "8-bar blues" };
    if (lower.includes("quick")) return { bars: numbers(QUICK_CHANGE_BLUES), name: "quick-change blues" };
    return { bars: numbers(TWELVE_BAR_BLUES), name: "12-bar blues" };
  }
  if (lower.includes("50s") || lower.includes("doo-wop") || lower.includes("doo wop")) {
    return { bars: numbers(FIFTIES), name: "50s progression" };
  }
  return null;
}

/**
 * Reads a short description of a standard form: "12-bar blues in A", "minor blues in C", "1-4-5 in G",
 * "I–V–vi–IV in D", "ii-V-I in Bb". Null when the line is not one.
 */
export function readFormDescription(line: string): FormDescription | null {
  const text = line.trim();
  if (text.length === 0 || text.length > MAX_DESCRIPTION_LENGTH) return null;
  const at = text.toLowerCase().lastIndexOf(" in ");
  if (at <= 0) return null;
  const key = readKeyValue(text.slice(at + " in ".length).replace(".", ""));
  if (!key) return null;
  const head = text.slice(0, at).trim();
  const named = readNamedForm(head);
  if (named) return { key, ...named };
  const progression = readProgression(head);
  return progression ? { key, bars: progression, name: head } : null;
}
