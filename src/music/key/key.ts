import {
  type Interval,
  mod12,
  type PitchClass,
  parseNoteName,
  pitchOfSpelling,
  spellingName,
  spellPitchOnStep,
} from "../pitch";

export type Mode = "major" | "minor";

/** A key: its tonic pitch, its mode and how its tonic is spelled (`Gb` and `F#` are different charts). */
export interface Key {
  tonic: PitchClass;
  mode: Mode;
  tonicName: string;
}

/** Tonic spelling musicians use for each pitch: the signature with fewer accidentals (F# over Gb by habit). */
const MAJOR_TONIC_NAMES = ["C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B"];
const MINOR_TONIC_NAMES = ["C", "C#", "D", "Eb", "E", "F", "F#", "G", "G#", "A", "Bb", "B"];
/** The other spelling of keys whose two signatures are both in use. */
const ENHARMONIC_MAJOR: Record<string, string> = { Db: "C#", "F#": "Gb", B: "Cb" };
const ENHARMONIC_MINOR: Record<string, string> = { "C#": "Db", Eb: "D#", "G#": "Ab", Bb: "A#" };

/** Semitones from a minor tonic up to its relative major's tonic. */
export const RELATIVE_MAJOR_OFFSET = 3;

/** The key with the usual spelling of its tonic. */
export function keyOf(tonic: PitchClass, mode: Mode): Key {
  const pitch = mod12(tonic);
  const tonicName = (mode === "major" ? MAJOR_TONIC_NAMES : MINOR_TONIC_NAMES)[pitch]!;
  return { tonic: pitch, mode, tonicName };
}

/** `G`, `Bb`, `F#m`: the form used in JSON output and key selectors. */
export function keyName(key: Key): string {
  return key.mode === "minor" ? `${key.tonicName}m` : key.tonicName;
}

/** One entry of a key selector. */
export interface KeyOption {
  key: Key;
  name: string;
  /** Both spellings where both are common, e.g. `F#/Gb`. */
  label: string;
}

function keyOption(key: Key): KeyOption {
  const name = keyName(key);
  const other = (key.mode === "major" ? ENHARMONIC_MAJOR : ENHARMONIC_MINOR)[key.tonicName];
  const suffix = key.mode === "minor" ? "m" : "";
  return { key, name, label: other ? `${name}/${other}${suffix}` : name };
}

/** The 12 major keys then the 12 minor keys, from C, spelled as musicians spell them. */
export const KEY_OPTIONS: readonly KeyOption[] = Object.freeze([
  ...MAJOR_TONIC_NAMES.map((_, pitch) => keyOption(keyOf(pitch, "major"))),
  ...MINOR_TONIC_NAMES.map((_, pitch) => keyOption(keyOf(pitch, "minor"))),
]);

const MINOR_WORDS = ["minor", "min", "moll", "m", "-"];
const MAJOR_WORDS = ["major", "maj", "dur", "M", ""];

/**
 * Reads a key name: `G`, `Bb`, `F#m`, `F# minor`, `Am`, `a-`, `Eb major`, `Gmaj`. Returns null if it is not
 * a key.
 */
export function parseKey(text: string): Key | null {
  const trimmed = text.trim();
  const hasAccidental = "#b♯♭".includes(trimmed[1] ?? "x") && trimmed.length > 1;
  const noteLength = hasAccidental ? 2 : 1;
  const note = parseNoteName(trimmed.slice(0, noteLength).replace("♯", "#").replace("♭", "b"));
  if (!note) return null;
  const rest = trimmed.slice(noteLength).trim();
  let mode: Mode | null = null;
  if (MINOR_WORDS.some((word) => rest === word || rest.toLowerCase() === word)) mode = "minor";
  else if (MAJOR_WORDS.some((word) => rest === word || rest.toLowerCase() === word.toLowerCase()))
    mode = "major";
  if (!mode) return null;
  if (trimmed[0] === "H") note.letter = 6;
  return { tonic: pitchOfSpelling(note), mode, tonicName: spellingName(note) };
}

/** Moves a key by semitones, respelling its tonic the usual way. */
export function transposeKey(key: Key, semitones: number): Key {
  if (mod12(semitones) === 0) return key;
  return keyOf(key.tonic + semitones, key.mode);
}

/** The tonic from which numbers are counted: a minor key's relative major unless `minorAsTonic`. */
export function numberingTonic(key: Key, minorAsTonic: boolean): PitchClass {
  return key.mode === "minor" && !minorAsTonic ? mod12(key.tonic + RELATIVE_MAJOR_OFFSET) : key.tonic;
}

/** Scale step (0–6) and the chromatic spelling choice for each interval: flats for b2 b3 b6 b7, then #4. */
const STEP_OF_INTERVAL = [0, 1, 1, 2, 2, 3, 3, 4, 5, 5, 6, 6];

function tonicLetter(key: Key): number {
  return parseNoteName(key.tonicName)?.letter ?? 0;
}

/** The letter name of the note `interval` semitones above the key's tonic, in the key's spelling. */
export function spellInterval(key: Key, interval: Interval): string {
  const pitch = mod12(key.tonic + interval);
  return spellPitchOnStep(pitch, tonicLetter(key), STEP_OF_INTERVAL[mod12(interval)]!);
}

/** The sounding key of a chart played in `shapeKey` shapes with a capo on `capo`. */
export function soundingKey(shapeKey: Key, capo: number): Key {
  return transposeKey(shapeKey, capo);
}

/** The key whose shapes a player with a capo on `capo` uses to sound in `sounding`. */
export function shapeKey(sounding: Key, capo: number): Key {
  return transposeKey(sounding, -capo);
}

export function sameKey(a: Key, b: Key): boolean {
  return a.tonic === b.tonic && a.mode === b.mode;
}
