import { MAX_CHORD_SYMBOL_LENGTH, parseChordSymbol } from "../chord/chord-symbol";
import { readToken, type TokenReading } from "./chord-token";

/** A `{name: value}` line. Names are lower-cased and short forms expanded (`soc` → `start_of_chorus`). */
export interface Directive {
  name: string;
  value: string;
}

const DIRECTIVE_ALIASES: Record<string, string> = {
  t: "title",
  st: "subtitle",
  c: "comment",
  ci: "comment",
  cb: "comment",
  comment_italic: "comment",
  comment_box: "comment",
  highlight: "comment",
  soc: "start_of_chorus",
  eoc: "end_of_chorus",
  sov: "start_of_verse",
  eov: "end_of_verse",
  sob: "start_of_bridge",
  eob: "end_of_bridge",
  sot: "start_of_tab",
  eot: "end_of_tab",
  sog: "start_of_grid",
  eog: "end_of_grid",
};

/** Reads `{title: Amazing Grace}`, `{soc}`, `{start_of_verse: Verse 2}`, `{key G}`; null if not a directive. */
export function readDirective(line: string): Directive | null {
  const text = line.trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return null;
  const inner = text.slice(1, -1).trim();
  let split = inner.length;
  for (let index = 0; index < inner.length; index++) {
    if (inner[index] === ":" || inner[index] === " ") {
      split = index;
      break;
    }
  }
  const rawName = inner.slice(0, split).toLowerCase();
  const name = DIRECTIVE_ALIASES[rawName] ?? rawName;
  let value = inner.slice(split).trim();
  if (value.startsWith(":")) value = value.slice(1).trim();
  if (name === "meta") {
    const space = value.indexOf(" ");
    return space > 0
      ? { name: value.slice(0, space).toLowerCase(), value: value.slice(space + 1).trim() }
      : null;
  }
  return { name, value };
}

/** A chord found in brackets on a ChordPro line, at a column of the lyrics left once brackets are removed. */
export interface InlineChord {
  at: number;
  written: string;
  reading: TokenReading;
}

export interface InlineLine {
  lyrics: string;
  chords: InlineChord[];
  unreadable: string[];
}

/** Index of the `]` closing a bracket opened at `open`, searching no further than a chord can be long. */
function closingBracket(line: string, open: number): number {
  const limit = Math.min(line.length, open + MAX_CHORD_SYMBOL_LENGTH + 2);
  for (let index = open + 1; index < limit; index++) {
    if (line[index] === "]") return index;
    if (line[index] === "[") return -1;
  }
  return -1;
}

function readBracketContent(content: string): TokenReading | null {
  const reading = readToken(content, { allowLowercaseRoot: true });
  if (reading.kind === "chord" || reading.kind === "no-chord" || reading.kind === "number") return reading;
  const lenient = parseChordSymbol(content, { allowLowercaseRoot: true, lenient: true });
  return lenient
    ? { kind: "chord", chord: lenient, marks: { optional: false, opensGroup: false, closesGroup: false } }
    : null;
}

/**
 * Reads a ChordPro lyric line, `[G]Amazing [C]grace`, into lyrics and placed chords. `[*text]` annotations are
 * dropped. Null when the line holds no bracketed chord. Linear in the line length.
 */
export function readInlineChordLine(line: string): InlineLine | null {
  let lyrics = "";
  const chords: InlineChord[] = [];
  const unreadable: string[] = [];
  let index = 0;
  while (index < line.length) {
    const char = line[index]!;
    const close = char === "[" ? closingBracket(line, index) : -1;
    if (close < 0) {
      lyrics += char;
      index++;
      continue;
    }
    const content = line.slice(index + 1, close).trim();
    index = close + 1;
    if (content.startsWith("*") || content.length === 0) continue;
    const reading = readBracketContent(content);
    if (reading) chords.push({ at: lyrics.length, written: content, reading });
    else unreadable.push(content);
  }
  return chords.length > 0 ? { lyrics, chords, unreadable } : null;
}
