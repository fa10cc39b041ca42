import type { ChordQuality } from "./chord/quality";
import type { Key } from "./key/key";
import type { Interval } from "./pitch";

/**
 * Version of the JSON shape below. Stored with every chart so a reader of an old row knows what it holds;
 * bump it (and migrate) when a field changes meaning.
 */
export const CHART_MODEL_VERSION = 1;

/**
 * A chord as a degree of the key in force: `root` and `bass` are semitones above that key's tonic, so a key or
 * capo change is a re-render. `suffix` keeps the author's spelling (`maj7`, `-`, `sus`) for letter charts.
 */
export interface ChordDegree {
  root: Interval;
  quality: ChordQuality;
  suffix: string;
  bass?: Interval;
}

/** How a chord is played in time: a whole-bar hold (diamond), an anticipation (push), or a stop/choke. */
export type RhythmMark = "diamond" | "push" | "stop";

/** One chord on a chart, as read. `written` is the text as it appeared in the input. */
export interface ChordItem {
  kind: "chord";
  chord: ChordDegree;
  written: string;
  /** Beats when the input showed them (`G . . .`, `D///`). */
  beats?: number;
  /** Written in parentheses: may be left out. */
  optional?: boolean;
  rhythm?: RhythmMark;
}

/** `N.C.`: the band stops playing chords. */
export interface NoChordItem {
  kind: "no-chord";
  written: string;
  beats?: number;
}

export type ChartItem = ChordItem | NoChordItem;

/** A chart item placed over a lyric: `at` is the column (0-based, in UTF-16 units) it sits above. */
export interface PlacedItem {
  at: number;
  item: ChartItem;
}

/** Lyrics with chords above them (also a chord line with no lyrics under it, where `lyrics` is ""). */
export interface LyricLine {
  kind: "lyrics";
  lyrics: string;
  chords: PlacedItem[];
  repeat?: number;
}

/** One measure. Several items make a split bar; `repeatPrevious` is a `%` bar. */
export interface Bar {
  items: ChartItem[];
  repeatPrevious?: boolean;
  /** `|:` before this bar. */
  repeatStart?: boolean;
  /** `:|` after this bar. */
  repeatEnd?: boolean;
}

/** A row of bars, read from bar lines (`| G . C . | D |`) or from a number chart (`1 4 5 1`). */
export interface BarLine {
  kind: "bars";
  bars: Bar[];
  repeat?: number;
}

/** A comment or cue (`{c: Slowly}`, `(Repeat chorus)`, `Modulate up`). */
export interface CommentLine {
  kind: "comment";
  text: string;
}

/** From here on, chords are degrees of `key`. Transposition moves it with the rest of the chart. */
export interface KeyChangeLine {
  kind: "key-change";
  key: Key;
}

export type ChartLine = LyricLine | BarLine | CommentLine | KeyChangeLine;

export type SectionKind =
  | "intro"
  | "verse"
  | "pre-chorus"
  | "chorus"
  | "post-chorus"
  | "bridge"
  | "instrumental"
  | "solo"
  | "interlude"
  | "turnaround"
  | "tag"
  | "outro"
  | "other";

export interface Section {
  /** The label as written (`Verse 1`, `CHORUS`, `A`), "" for text before any label. */
  label: string;
  kind: SectionKind;
  lines: ChartLine[];
  repeat?: number;
}

/** How the text of a block was read. */
export type BlockFormat = "chordpro" | "chords-over-lyrics" | "bar-lines" | "numbers" | "form" | "text";

/** Where the chart's key came from. */
export type KeySource = "stated" | "detected" | "forced" | "default";

export interface KeyCandidate {
  key: Key;
  /** 0–1; the candidates' confidences add up to at most 1. */
  confidence: number;
}

/** Something the reader met and could not use, with its 1-based line number. */
export interface Diagnostic {
  line: number;
  message: string;
  text: string;
}

export interface Chart {
  version: typeof CHART_MODEL_VERSION;
  title?: string;
  artist?: string;
  /** The key the chords are written in (the shape key when there is a capo). */
  key: Key;
  keySource: KeySource;
  /** Ranked alternatives from detection, best first (empty when the key was stated or forced). */
  keyCandidates: KeyCandidate[];
  capo: number;
  tempo?: number;
  timeSignature?: string;
  sections: Section[];
  /** Formats met, in order of first appearance. */
  formats: BlockFormat[];
  diagnostics: Diagnostic[];
}
