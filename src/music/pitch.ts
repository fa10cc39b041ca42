/** A pitch class: 0 = C, 1 = C#/Db, … 11 = B. */
export type PitchClass = number;

/** Semitones above a tonic, 0–11: the root of a chord as a degree of its key. */
export type Interval = number;

export const SEMITONES_PER_OCTAVE = 12;
const LETTERS_PER_OCTAVE = 7;

/** Letter names in scale order, so a letter's index plus a scale step is the next letter. */
export const NOTE_LETTERS = ["C", "D", "E", "F", "G", "A", "B"] as const;
const NATURAL_PITCH: readonly PitchClass[] = [0, 2, 4, 5, 7, 9, 11];

const SHARP_NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"];
const FLAT_NAMES = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"];

/** Wraps any integer into 0–11. */
export function mod12(n: number): number {
  return ((n % SEMITONES_PER_OCTAVE) + SEMITONES_PER_OCTAVE) % SEMITONES_PER_OCTAVE;
}

/** Index 0–6 of a note letter (C = 0), or -1. German `H` is B. */
export function letterIndex(char: string): number {
  switch (char) {
    case "C":
    case "c":
      return 0;
    case "D":
    case "d":
      return 1;
    case "E":
    case "e":
      return 2;
    case "F":
    case "f":
      return 3;
    case "G":
    case "g":
      return 4;
    case "A":
    case "a":
      return 5;
    case "B":
    case "b":
    case "H":
    case "h":
      return 6;
    default:
      return -1;
  }
}

/** Semitone change of an accidental character (`#`, `♯`, `b`, `♭`), or 0 if it is none. */
export function accidentalValue(char: string | undefined): number {
  if (char === "#" || char === "♯") return 1;
  if (char === "b" || char === "♭") return -1;
  return 0;
}

/** A note written as letter + accidental, e.g. `Bb`. */
export interface SpelledNote {
  letter: number;
  accidental: number;
}

export function pitchOfSpelling(note: SpelledNote): PitchClass {
  return mod12(NATURAL_PITCH[note.letter]! + note.accidental);
}

export function spellingName(note: SpelledNote): string {
  const sign = note.accidental < 0 ? "b" : "#";
  return NOTE_LETTERS[note.letter]! + sign.repeat(Math.abs(note.accidental));
}

/** Reads a note name (`F#`, `Bb`, `eb`, `H`) into its spelling, or null. */
export function parseNoteName(text: string): SpelledNote | null {
  const letter = letterIndex(text[0] ?? "");
  if (letter < 0) return null;
  const accidental = text.length > 1 ? accidentalValue(text[1]) : 0;
  if (text.length > (accidental === 0 ? 1 : 2)) return null;
  return { letter, accidental };
}

/** The name of a pitch with sharps or with flats, for notes outside any key's spelling. */
export function pitchName(pitch: PitchClass, preferFlats: boolean): string {
  return (preferFlats ? FLAT_NAMES : SHARP_NAMES)[mod12(pitch)]!;
}

/** Notes musicians read as typos on a chart (double accidentals, Cb, Fb, E#, B#). */
function isAwkwardSpelling(note: SpelledNote): boolean {
  if (Math.abs(note.accidental) > 1) return true;
  const name = spellingName(note);
  return name === "Cb" || name === "Fb" || name === "E#" || name === "B#";
}

/**
 * Spells `pitch` as the given scale step above a tonic letter (so Bb not A# in F), falling back to a plain
 * sharp or flat name when that spelling would be awkward.
 */
export function spellPitchOnStep(pitch: PitchClass, tonicLetter: number, step: number): string {
  const letter = (tonicLetter + step) % LETTERS_PER_OCTAVE;
  let accidental = mod12(pitch - NATURAL_PITCH[letter]!);
  if (accidental > SEMITONES_PER_OCTAVE / 2) accidental -= SEMITONES_PER_OCTAVE;
  const note = { letter, accidental };
  if (isAwkwardSpelling(note)) return pitchName(pitch, accidental < 0);
  return spellingName(note);
}
