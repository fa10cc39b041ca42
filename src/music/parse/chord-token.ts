import { type LetterChord, parseChordSymbol } from "../chord/chord-symbol";
import { type ChordQuality, parseChordSuffix } from "../chord/quality";
import type { RhythmMark } from "../model";
import { accidentalValue, type Interval, mod12 } from "../pitch";

/** Semitones above the tonic of each scale degree 1–7 of a major scale. */
const MAJOR_SCALE: readonly Interval[] = [0, 2, 4, 5, 7, 9, 11];

/** A chord written as a number (`6m`, `b7`, `1/3`, `4-`, `2sus`, `5⁷`): intervals above the numbering tonic. */
export interface NumberChord {
  root: Interval;
  quality: ChordQuality;
  suffix: string;
  bass?: Interval;
}

/** How one token of a chord, bar or number line reads. */
export type TokenReading =
  | { kind: "chord"; chord: LetterChord; marks: TokenMarks }
  | { kind: "number"; chord: NumberChord; marks: TokenMarks }
  | { kind: "no-chord"; marks: TokenMarks }
  | { kind: "bar"; repeatStart: boolean; repeatEnd: boolean }
  | { kind: "beat"; count: number }
  | { kind: "repeat"; times: number }
  | { kind: "repeat-bar" }
  | { kind: "annotation" }
  | { kind: "word" };

export interface TokenMarks {
  optional: boolean;
  rhythm?: RhythmMark;
  /** Strum or beat marks written on the chord itself (`D//` is 2). */
  beats?: number;
  /** `(1` opens and `4)` closes a split bar in a number chart. */
  opensGroup: boolean;
  closesGroup: boolean;
}

const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
};

/** Words allowed among the chords of a chord line without making it lyrics. */
const CHORD_LINE_WORDS = new Set([
  "riff",
  "hold",
  "stop",
  "etc",
  "etc.",
  "...",
  "…",
  "->",
  "→",
  "-",
  "–",
  "—",
  "*",
  "fine",
  "tacet",
  "rit.",
  "fade",
]);

const NO_CHORD_WORDS = new Set(["n.c.", "n.c", "nc", "n/c", "no chord", "tacet"]);

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

/** Reads `x2`, `X2`, `2x`, `×3`, `(x2)`: the number of times, or 0. */
export function readRepeatCount(text: string): number {
  let core = text;
  if (core.startsWith("(") && core.endsWith(")")) core = core.slice(1, -1);
  core = core.toLowerCase();
  let digits = "";
  if (core.startsWith("x") || core.startsWith("×")) digits = core.slice(1);
  else if (core.endsWith("x") || core.endsWith("×")) digits = core.slice(0, -1);
  if (digits.length === 0 || digits.length > 2) return 0;
  for (const char of digits) if (!isDigit(char)) return 0;
  return Number(digits);
}

interface Stripped {
  core: string;
  marks: TokenMarks;
}

/** Peels the marks people put around a chord: `(Am)`, `<G>`, `◇G`, `^G`, `G!`, `Dm//`, `G...`, `G*`. */
function stripMarks(text: string): Stripped {
  const marks: TokenMarks = { optional: false, opensGroup: false, closesGroup: false };
  let start = 0;
  let end = text.length;
  if (text[start] === "(" && text[end - 1] === ")") {
    marks.optional = true;
    start++;
    end--;
  } else if (text[start] === "(") {
    marks.opensGroup = true;
    start++;
  } else if (text[end - 1] === ")") {
    marks.closesGroup = true;
    end--;
  }
  if (text[start] === "<" && text[end - 1] === ">") {
    marks.rhythm = "diamond";
    start++;
    end--;
  } else if (text[start] === "◇" || text[start] === "◆") {
    marks.rhythm = "diamond";
    start++;
  } else if (text[start] === "^" || text[start] === ">") {
    marks.rhythm = "push";
    start++;
  }
  if (text[end - 1] === "!") {
    marks.rhythm = "stop";
    end--;
  }
  while (text[end - 1] === "*") end--;
  let strokes = 0;
  while (end - 1 > start && (text[end - 1] === "/" || text[end - 1] === ".")) {
    strokes++;
    end--;
  }
  if (strokes > 0) marks.beats = strokes + 1;
  return { core: text.slice(start, end), marks };
}

function readBarSign(text: string): TokenReading | null {
  let sawBar = false;
  for (const char of text) {
    if (char === "|") sawBar = true;
    else if (char !== ":") return null;
  }
  if (!sawBar) return null;
  return { kind: "bar", repeatStart: text.endsWith(":"), repeatEnd: text.startsWith(":") };
}

function readBeats(text: string): number {
  for (const char of text) if (char !== "/" && char !== ".") return 0;
  return text.length;
}

/** Reads a Nashville number chord (`b7`, `6m`, `4/5`, `2-7`, `5⁷`, `#4ø`), or null. */
export function parseNumberChord(text: string): NumberChord | null {
  let plain = "";
  for (const char of text) plain += SUPERSCRIPTS[char] ?? char;
  let index = 0;
  const accidental = accidentalValue(plain[index]);
  if (accidental !== 0) index++;
  const digit = plain[index];
  if (!isDigit(digit) || digit === "0" || digit === "8" || digit === "9") return null;
  index++;
  const root = mod12(MAJOR_SCALE[Number(digit) - 1]! + accidental);
  const slash = plain.lastIndexOf("/");
  let suffixEnd = plain.length;
  let bass: Interval | undefined;
  if (slash >= index && plain[slash + 1] !== "9") {
    const bassChord = parseNumberChord(plain.slice(slash + 1));
    if (bassChord?.suffix !== "") return null;
    bass = bassChord.root;
    suffixEnd = slash;
  }
  const suffix = plain.slice(index, suffixEnd);
  const quality = parseChordSuffix(suffix);
  if (!quality) return null;
  return bass === undefined ? { root, quality, suffix } : { root, quality, suffix, bass };
}

export interface ReadTokenOptions {
  allowLowercaseRoot: boolean;
}

/** Reads one token of a line that may be chords, bars or numbers. Linear in the token's length. */
export function readToken(text: string, options: ReadTokenOptions): TokenReading {
  const bar = readBarSign(text);
  if (bar) return bar;
  if (text === "%" || text === "./." || text === "-/-") return { kind: "repeat-bar" };
  const beats = readBeats(text);
  if (beats > 0) return { kind: "beat", count: beats };
  const times = readRepeatCount(text);
  if (times > 0) return { kind: "repeat", times };
  const { core, marks } = stripMarks(text);
  if (NO_CHORD_WORDS.has(core.toLowerCase())) return { kind: "no-chord", marks };
  const chord = parseChordSymbol(core, { allowLowercaseRoot: options.allowLowercaseRoot });
  if (chord) return { kind: "chord", chord, marks };
  const number = parseNumberChord(core);
  if (number) return { kind: "number", chord: number, marks };
  const marked = parseChordSymbol(core, { allowLowercaseRoot: options.allowLowercaseRoot, lenient: "marks" });
  if (marked) return { kind: "chord", chord: marked, marks };
  if (CHORD_LINE_WORDS.has(text.toLowerCase())) return { kind: "annotation" };
  if (text.length > 2 && text.startsWith("(") && text.endsWith(")")) return { kind: "annotation" };
  return { kind: "word" };
}
