import { accidentalValue, letterIndex, type PitchClass, pitchOfSpelling, spellingName } from "../pitch";
import { type ChordQuality, parseChordSuffix } from "./quality";

/** A chord written with letters, e.g. `Bbm7/F`: pitches are absolute, spelling is kept as written. */
export interface LetterChord {
  root: PitchClass;
  rootName: string;
  quality: ChordQuality;
  /** The suffix exactly as written (`m7`, `maj7`, `-`, `sus`), so letter charts keep the author's spelling. */
  suffix: string;
  bass?: PitchClass;
  bassName?: string;
}

export interface ChordSymbolOptions {
  /** Accept `am`, `f#m`: fine inside a chord line, risky in free text. */
  allowLowercaseRoot?: boolean;
  /**
   * Keep a chord whose suffix is partly unknown (`Am7-2`, `A(123456)`), reading the known start of it.
   * `"marks"` accepts only unknown digits and signs, never unknown letters, so `Amazing` stays a word.
   */
  lenient?: boolean | "marks";
}

/** Longer tokens are words, never chords (the longest real symbols, like `Bbmaj7#11/D`, are ~12). */
export const MAX_CHORD_SYMBOL_LENGTH = 24;

interface NoteAt {
  letter: number;
  accidental: number;
  length: number;
}

function readNote(text: string, start: number, allowLowercase: boolean): NoteAt | null {
  const char = text[start] ?? "";
  const letter = letterIndex(char);
  if (letter < 0) return null;
  const isLower = char >= "a" && char <= "z";
  if (isLower && !allowLowercase) return null;
  // German H is B; a lowercase h is the half-diminished mark, not a root.
  if (char === "h") return null;
  const accidental = accidentalValue(text[start + 1]);
  return { letter: char === "H" ? 6 : letter, accidental, length: accidental === 0 ? 1 : 2 };
}

/** Index of the slash that starts a bass note (`/F#`), ignoring `6/9`. -1 when there is none. */
function bassSlashIndex(text: string, from: number): number {
  for (let index = text.length - 1; index >= from; index--) {
    if (text[index] === "/" && letterIndex(text[index + 1] ?? "") >= 0) return index;
  }
  return -1;
}

/**
 * Reads one chord symbol such as `F#m7b5`, `Bbmaj7/D`, `C6/9`, `H7`, `G-`, `Dø`. Returns null when the
 * text is not a chord. Never throws; linear in the length of the text.
 */
export function parseChordSymbol(text: string, options: ChordSymbolOptions = {}): LetterChord | null {
  if (text.length > MAX_CHORD_SYMBOL_LENGTH) return null;
  const root = readNote(text, 0, options.allowLowercaseRoot ?? false);
  if (!root) return null;
  const slash = bassSlashIndex(text, root.length);
  const suffixEnd = slash >= 0 ? slash : text.length;
  const suffix = text.slice(root.length, suffixEnd);
  let bass: NoteAt | null = null;
  if (slash >= 0) {
    bass = readNote(text, slash + 1, true);
    if (!bass || slash + 1 + bass.length !== text.length) return null;
  }
  let quality = parseChordSuffix(suffix);
  if (!quality) {
    if (!options.lenient) return null;
    const known = leadingKnownSuffix(suffix);
    if (options.lenient === "marks" && hasLetter(suffix.slice(known.length))) return null;
    quality = parseChordSuffix(known) ?? { triad: "major", seventh: "", extensions: [] };
  }
  const rootSpelling = { letter: root.letter, accidental: root.accidental };
  const chord: LetterChord = {
    root: pitchOfSpelling(rootSpelling),
    rootName: spellingName(rootSpelling),
    quality,
    suffix,
  };
  if (bass) {
    const bassSpelling = { letter: bass.letter, accidental: bass.accidental };
    chord.bass = pitchOfSpelling(bassSpelling);
    chord.bassName = spellingName(bassSpelling);
  }
  return chord;
}

function hasLetter(text: string): boolean {
  for (const char of text) if (char.toLowerCase() !== char.toUpperCase()) return true;
  return false;
}

/** The longest start of an unreadable suffix that still reads (`m7-2` → `m7`), for lenient reading. */
function leadingKnownSuffix(suffix: string): string {
  for (let end = suffix.length - 1; end > 0; end--) {
    const start = suffix.slice(0, end);
    if (parseChordSuffix(start)) return start;
  }
  return "";
}
