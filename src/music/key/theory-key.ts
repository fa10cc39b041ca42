import type { ChordQuality } from "../chord/quality";
import { mod12, type PitchClass, SEMITONES_PER_OCTAVE } from "../pitch";
import type { KeyEvidence } from "./key-features";

/**
 * The music-theory key model: for each of the 24 keys, a handful of interpretable scores (how much of the
 * chart fits the key's chords, how often the tonic opens and closes phrases, V→I cadences, where the
 * dominant sevenths sit, …), each with one weight (theory-model.ts). A key's score is Σ weight × score.
 */

/** How a chord sounds, as far as keys care. Sus and power chords have no third: they fit either mode. */
export enum ChordClass {
  Major = 0,
  Minor = 1,
  /** A major triad with a flat seventh (V7, blues I7), 7sus4, augmented (V+). */
  Dominant = 2,
  /** Diminished triad or °7: passing chords, vii°. */
  Diminished = 3,
  /** m7b5: ii of a minor key, vii of a major key. */
  HalfDiminished = 4,
  /** Sus2, sus4, power chord: no third. */
  Neutral = 5,
}
export const CLASS_COUNT = 6;
const CELL_COUNT = SEMITONES_PER_OCTAVE * CLASS_COUNT;

export function chordClass(quality: ChordQuality): ChordClass {
  switch (quality.triad) {
    case "minor":
      return ChordClass.Minor;
    case "diminished":
      return quality.seventh === "7" ? ChordClass.HalfDiminished : ChordClass.Diminished;
    case "augmented":
      return ChordClass.Dominant;
    case "sus2":
    case "sus4":
    case "power":
      return quality.seventh === "7" ? ChordClass.Dominant : ChordClass.Neutral;
    default:
      return quality.seventh === "7" ? ChordClass.Dominant : ChordClass.Major;
  }
}

/** What a chord is in a key: belongs (diatonic or a common borrowing), a secondary/passing chord, foreign. */
const FIT = 0;
const SECONDARY = 1;
const OUTSIDE = 2;
/** Fits, but borrowed from the parallel mode or a modal colour: counted in `fit` and in `borrowed`. */
const BORROWED = 3;
const F = FIT;
const B = BORROWED;
const S = SECONDARY;
const O = OUTSIDE;

// biome-ignore format: one row per interval above the tonic; columns maj, min, dom, dim, ø, sus/power
const MAJOR_ROLES = [
  F, O, S, S, O, F, // I (I7 is V/IV)
  O, O, S, S, O, O, // bII (bII7 tritone substitute)
  S, F, S, S, B, F, // ii (II, II7 = V/V; iiø borrowed)
  O, O, O, S, O, O, // bIII
  S, F, S, S, O, F, // iii (III, III7 = V/vi)
  F, B, F, S, O, F, // IV (iv borrowed, IV7 blues)
  O, O, O, S, S, O, // #iv°, #ivø
  F, O, F, S, O, F, // V, V7
  O, O, O, S, O, O, // bVI
  S, F, S, S, O, F, // vi (VI, VI7 = V/ii)
  B, O, B, O, O, B, // bVII borrowed
  S, O, S, F, F, O, // vii°, viiø (VII7 = V/iii)
];

// biome-ignore format: one row per interval above the tonic; columns maj, min, dom, dim, ø, sus/power
const MINOR_ROLES = [
  S, F, S, S, O, F, // i (I, I7 = V/iv)
  O, O, S, S, O, O, // bII
  S, B, S, F, F, F, // ii°, iiø, ii (dorian); II7 = V/V
  F, O, S, S, O, F, // bIII
  O, O, O, S, O, O, // III
  B, F, B, S, O, F, // iv, IV (dorian), IV7
  O, O, O, S, S, O, // #iv°
  F, F, F, S, O, F, // v, V, V7 (harmonic minor)
  F, O, S, S, O, F, // bVI
  O, O, O, S, S, O, // vi°
  F, O, F, S, O, F, // bVII
  O, O, O, F, S, O, // vii°
];

/** Names of the per-key scores, in the order of the weights in theory-model.ts. */
export const THEORY_FEATURES = [
  /** Duration share of chords that belong to the key (diatonic, bVII, iv/IV, V in minor). */
  "fit",
  /** Duration share of the borrowed chords among them (bVII, iv in major; IV, ii in minor). */
  "borrowed",
  /** Duration share of chords foreign to the key (not even a secondary dominant or passing °). */
  "outside",
  /** Duration share of the tonic chord (major for a major key, minor for a minor key; sus/power either). */
  "tonic",
  "firstIsTonic",
  "lastIsTonic",
  /** The last chord is V (major, sus or V7): a chart rarely ends on a half cadence, so likely not this key. */
  "lastIsFive",
  /** Share of sections that end / start on the tonic chord. */
  "sectionEndsOnTonic",
  "sectionStartsOnTonic",
  /** Share of lines (or bar-line rows) that end / start on the tonic chord. */
  "lineEndsOnTonic",
  "lineStartsOnTonic",
  /** Share of chord changes that are V→I (major, sus or dominant V onto the tonic root). */
  "fiveToOne",
  /** Share of chord changes that are V7→I (on top of fiveToOne). */
  "fiveSevenToOne",
  /** Share of lines that end with V→I or V7→I (the resolution closes the phrase). */
  "lineEndsWithCadence",
  /**
   * Share of sections whose last change of root is V→I (major, sus or dominant V onto the tonic chord): the
   * section closes on an authentic cadence. Counts once per section, however long its last line.
   */
  "sectionEndsWithCadence",
  /** Share of changes that are IV→I (plagal) or bVII→I. */
  "plagalToOne",
  /** Share of changes that are ii→V of this key (ii minor or ø onto V or V7): the jazz approach. */
  "twoToFive",
  /** Of the dominant-seventh chords, the share on V. */
  "dominantOnFive",
  /** Of the dominant-seventh chords, the share on I outside a blues (I7 is mostly V7 of the next key). */
  "dominantOnOne",
  /** 1 when I7, IV7 and V7 all occur: a blues, where I7 is home. */
  "blues",
  /** Minor keys only: duration share of V major or V7 (the raised leading tone: E, E7 in A minor). */
  "leadingTone",
  /** Minor keys only: 1 when the minor tonic chord both opens and closes the chart. */
  "minorTonicFrames",
  /** Minor keys only: 1 when the chart's last chord is the minor tonic (on top of lastIsTonic). */
  "minorTonicLast",
  /** 1 for minor keys: the prior for minor, all else equal. */
  "minorMode",
] as const;
export const THEORY_FEATURE_COUNT = THEORY_FEATURES.length;
const FEATURE_INDEX = Object.fromEntries(THEORY_FEATURES.map((name, index) => [name, index])) as Record<
  (typeof THEORY_FEATURES)[number],
  number
>;
export const KEY_COUNT = SEMITONES_PER_OCTAVE * 2;

/** A chart's chords reduced to what the per-key scores need, in absolute pitches; built in one pass. */
export interface TheorySummary {
  /** Duration share per cell root × class. */
  body: Float64Array;
  /** Share of sections / lines that start or end on each cell. */
  sectionEnds: Float64Array;
  sectionStarts: Float64Array;
  lineEnds: Float64Array;
  lineStarts: Float64Array;
  first: number;
  last: number;
  /** Per change of root (from cell, to root): share of all changes, sparse. */
  changes: Map<number, number>;
  /** Per line that ends with a change of root: (cell before, last cell) → share of all lines, sparse. */
  lineCadences: Map<number, number>;
  /** Per section that changes root: (cell before its last change of root, last cell) → share of all sections. */
  sectionCadences: Map<number, number>;
  /** Count share of dominant sevenths on each root (sums to 1 when there is any). */
  dominants: Float64Array;
  hasDominants: boolean;
}

function cellOf(chord: KeyEvidence): number {
  return mod12(chord.root) * CLASS_COUNT + chordClass(chord.quality);
}

function scale(table: Float64Array, total: number): void {
  if (total <= 0) return;
  for (let index = 0; index < table.length; index++) table[index] = table[index]! / total;
}

export function theorySummary(evidence: readonly KeyEvidence[]): TheorySummary {
  const body = new Float64Array(CELL_COUNT);
  const sectionEnds = new Float64Array(CELL_COUNT);
  const sectionStarts = new Float64Array(CELL_COUNT);
  const lineEnds = new Float64Array(CELL_COUNT);
  const lineStarts = new Float64Array(CELL_COUNT);
  const dominants = new Float64Array(SEMITONES_PER_OCTAVE);
  const changes = new Map<number, number>();
  const lineCadences = new Map<number, number>();
  const sectionCadences = new Map<number, number>();
  /** The cell before the current run of one root within the section, -1 when the section has one root so far. */
  let beforeRun = -1;
  let duration = 0;
  let sections = 0;
  let lines = 0;
  let changeCount = 0;
  let dominantCount = 0;
  let previous = -1;
  for (let index = 0; index < evidence.length; index++) {
    const chord = evidence[index]!;
    const cell = cellOf(chord);
    const weight = Number.isFinite(chord.weight) && chord.weight > 0 ? chord.weight : 0;
    body[cell] = body[cell]! + weight;
    duration += weight;
    const before = evidence[index - 1];
    const after = evidence[index + 1];
    if (!before || before.section !== chord.section) {
      sectionStarts[cell] = sectionStarts[cell]! + 1;
      sections++;
      beforeRun = -1;
    } else if (Math.floor(previous / CLASS_COUNT) !== Math.floor(cell / CLASS_COUNT)) {
      beforeRun = previous;
    }
    if (!after || after.section !== chord.section) {
      sectionEnds[cell] = sectionEnds[cell]! + 1;
      if (beforeRun >= 0) {
        const cadence = beforeRun * CELL_COUNT + cell;
        sectionCadences.set(cadence, (sectionCadences.get(cadence) ?? 0) + 1);
      }
    }
    if (!before || before.line !== chord.line) {
      lineStarts[cell] = lineStarts[cell]! + 1;
      lines++;
    }
    if (!after || after.line !== chord.line) {
      lineEnds[cell] = lineEnds[cell]! + 1;
      if (previous >= 0 && Math.floor(previous / CLASS_COUNT) !== Math.floor(cell / CLASS_COUNT)) {
        const cadence = previous * CELL_COUNT + cell;
        lineCadences.set(cadence, (lineCadences.get(cadence) ?? 0) + 1);
      }
    }
    if (cell % CLASS_COUNT === ChordClass.Dominant) {
      const root = Math.floor(cell / CLASS_COUNT);
      dominants[root] = dominants[root]! + 1;
      dominantCount++;
    }
    if (previous >= 0 && Math.floor(previous / CLASS_COUNT) !== Math.floor(cell / CLASS_COUNT)) {
      const change = previous * SEMITONES_PER_OCTAVE + Math.floor(cell / CLASS_COUNT);
      changes.set(change, (changes.get(change) ?? 0) + 1);
      changeCount++;
    }
    previous = cell;
  }
  scale(body, duration);
  scale(sectionEnds, sections);
  scale(sectionStarts, sections);
  scale(lineEnds, lines);
  scale(lineStarts, lines);
  scale(dominants, dominantCount);
  if (changeCount > 0) for (const [change, count] of changes) changes.set(change, count / changeCount);
  if (lines > 0) for (const [cadence, count] of lineCadences) lineCadences.set(cadence, count / lines);
  if (sections > 0) {
    for (const [cadence, count] of sectionCadences) sectionCadences.set(cadence, count / sections);
  }
  return {
    body,
    sectionEnds,
    sectionStarts,
    lineEnds,
    lineStarts,
    first: evidence.length > 0 ? cellOf(evidence[0]!) : -1,
    last: evidence.length > 0 ? cellOf(evidence[evidence.length - 1]!) : -1,
    changes,
    lineCadences,
    sectionCadences,
    dominants,
    hasDominants: dominantCount > 0,
  };
}

/** Share, in a table of cells, of the tonic chord of a key. */
function tonicShare(table: Float64Array, tonic: PitchClass, minor: boolean, bluesHome: boolean): number {
  const base = tonic * CLASS_COUNT;
  let share =
    table[base + (minor ? ChordClass.Minor : ChordClass.Major)]! + table[base + ChordClass.Neutral]!;
  if (bluesHome) share += table[base + ChordClass.Dominant]!;
  return share;
}

function isTonicCell(cell: number, tonic: PitchClass, minor: boolean, bluesHome: boolean): number {
  if (cell < 0 || Math.floor(cell / CLASS_COUNT) !== tonic) return 0;
  const kind = cell % CLASS_COUNT;
  if (kind === ChordClass.Neutral || kind === (minor ? ChordClass.Minor : ChordClass.Major)) return 1;
  return bluesHome && kind === ChordClass.Dominant ? 1 : 0;
}

/**
 * The per-key scores of a chart: KEY_COUNT rows of THEORY_FEATURE_COUNT, row tonic * 2 + (0 major, 1 minor).
 * Every score is read relative to the candidate tonic, so transposing a chart moves its rows with it.
 */
export function theoryFeatureRows(summary: TheorySummary): Float64Array {
  const rows = new Float64Array(KEY_COUNT * THEORY_FEATURE_COUNT);
  for (let tonic = 0; tonic < SEMITONES_PER_OCTAVE; tonic++) {
    const five = (tonic + 7) % SEMITONES_PER_OCTAVE;
    const four = (tonic + 5) % SEMITONES_PER_OCTAVE;
    const flatSeven = (tonic + 10) % SEMITONES_PER_OCTAVE;
    const two = (tonic + 2) % SEMITONES_PER_OCTAVE;
    const d = summary.dominants;
    const blues = d[tonic]! > 0 && d[four]! > 0 && d[five]! > 0 ? 1 : 0;
    for (let mode = 0; mode < 2; mode++) {
      const minor = mode === 1;
      const roles = minor ? MINOR_ROLES : MAJOR_ROLES;
      const bluesHome = blues === 1 && !minor;
      const row = (tonic * 2 + mode) * THEORY_FEATURE_COUNT;
      let fit = 0;
      let outside = 0;
      let borrowed = 0;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        const share = summary.body[cell]!;
        if (share === 0) continue;
        const interval = mod12(Math.floor(cell / CLASS_COUNT) - tonic);
        const role = roles[interval * CLASS_COUNT + (cell % CLASS_COUNT)];
        if (role === FIT) fit += share;
        else if (role === BORROWED) {
          fit += share;
          borrowed += share;
        } else if (role === OUTSIDE) outside += share;
      }
      let fiveToOne = 0;
      let fiveSevenToOne = 0;
      let plagal = 0;
      let twoToFive = 0;
      for (const [change, share] of summary.changes) {
        const target = change % SEMITONES_PER_OCTAVE;
        const from = Math.floor(change / SEMITONES_PER_OCTAVE);
        const fromRoot = Math.floor(from / CLASS_COUNT);
        const fromClass = from % CLASS_COUNT;
        if (target === tonic) {
          if (
            fromRoot === five &&
            fromClass !== ChordClass.Minor &&
            fromClass !== ChordClass.HalfDiminished
          ) {
            fiveToOne += share;
            if (fromClass === ChordClass.Dominant) fiveSevenToOne += share;
          } else if ((fromRoot === four || fromRoot === flatSeven) && fromClass !== ChordClass.Diminished) {
            plagal += share;
          }
        } else if (
          target === five &&
          fromRoot === two &&
          (fromClass === ChordClass.Minor || fromClass === ChordClass.HalfDiminished)
        ) {
          twoToFive += share;
        }
      }
      let lineCadence = 0;
      for (const [cadence, share] of summary.lineCadences) {
        const from = Math.floor(cadence / CELL_COUNT);
        const fromClass = from % CLASS_COUNT;
        if (
          Math.floor(from / CLASS_COUNT) === five &&
          fromClass !== ChordClass.Minor &&
          fromClass !== ChordClass.HalfDiminished &&
          isTonicCell(cadence % CELL_COUNT, tonic, minor, bluesHome) === 1
        ) {
          lineCadence += share;
        }
      }
      rows[row + FEATURE_INDEX.lineEndsWithCadence] = lineCadence;
      let sectionCadence = 0;
      for (const [cadence, share] of summary.sectionCadences) {
        const from = Math.floor(cadence / CELL_COUNT);
        const fromClass = from % CLASS_COUNT;
        if (
          Math.floor(from / CLASS_COUNT) === five &&
          (fromClass === ChordClass.Major ||
            fromClass === ChordClass.Dominant ||
            fromClass === ChordClass.Neutral) &&
          isTonicCell(cadence % CELL_COUNT, tonic, minor, bluesHome) === 1
        ) {
          sectionCadence += share;
        }
      }
      rows[row + FEATURE_INDEX.sectionEndsWithCadence] = sectionCadence;
      rows[row + FEATURE_INDEX.fit] = fit;
      rows[row + FEATURE_INDEX.outside] = outside;
      rows[row + FEATURE_INDEX.borrowed] = borrowed;
      const lastKind = summary.last % CLASS_COUNT;
      rows[row + FEATURE_INDEX.lastIsFive] =
        summary.last >= 0 &&
        Math.floor(summary.last / CLASS_COUNT) === five &&
        lastKind !== ChordClass.Minor &&
        lastKind !== ChordClass.HalfDiminished &&
        lastKind !== ChordClass.Diminished
          ? 1
          : 0;
      rows[row + FEATURE_INDEX.minorTonicFrames] =
        minor &&
        isTonicCell(summary.first, tonic, true, false) &&
        isTonicCell(summary.last, tonic, true, false)
          ? 1
          : 0;
      rows[row + FEATURE_INDEX.minorTonicLast] =
        minor && isTonicCell(summary.last, tonic, true, false) ? 1 : 0;
      rows[row + FEATURE_INDEX.tonic] = tonicShare(summary.body, tonic, minor, bluesHome);
      rows[row + FEATURE_INDEX.firstIsTonic] = isTonicCell(summary.first, tonic, minor, bluesHome);
      rows[row + FEATURE_INDEX.lastIsTonic] = isTonicCell(summary.last, tonic, minor, bluesHome);
      rows[row + FEATURE_INDEX.sectionEndsOnTonic] = tonicShare(summary.sectionEnds, tonic, minor, bluesHome);
      rows[row + FEATURE_INDEX.sectionStartsOnTonic] = tonicShare(
        summary.sectionStarts,
        tonic,
        minor,
        bluesHome,
      );
      rows[row + FEATURE_INDEX.lineEndsOnTonic] = tonicShare(summary.lineEnds, tonic, minor, bluesHome);
      rows[row + FEATURE_INDEX.lineStartsOnTonic] = tonicShare(summary.lineStarts, tonic, minor, bluesHome);
      rows[row + FEATURE_INDEX.fiveToOne] = fiveToOne;
      rows[row + FEATURE_INDEX.fiveSevenToOne] = fiveSevenToOne;
      rows[row + FEATURE_INDEX.plagalToOne] = plagal;
      rows[row + FEATURE_INDEX.twoToFive] = twoToFive;
      rows[row + FEATURE_INDEX.dominantOnFive] = d[five]!;
      rows[row + FEATURE_INDEX.dominantOnOne] = blues ? 0 : d[tonic]!;
      rows[row + FEATURE_INDEX.blues] = blues;
      rows[row + FEATURE_INDEX.leadingTone] = minor
        ? summary.body[five * CLASS_COUNT + ChordClass.Major]! +
          summary.body[five * CLASS_COUNT + ChordClass.Dominant]!
        : 0;
      rows[row + FEATURE_INDEX.minorMode] = minor ? 1 : 0;
    }
  }
  return rows;
}

/** Score of each key (row order of theoryFeatureRows): Σ weight × score. */
export function scoreTheoryRows(rows: Float64Array, weights: ArrayLike<number>): Float64Array {
  const scores = new Float64Array(KEY_COUNT);
  for (let key = 0; key < KEY_COUNT; key++) {
    let score = 0;
    const row = key * THEORY_FEATURE_COUNT;
    for (let feature = 0; feature < THEORY_FEATURE_COUNT; feature++) {
      score += rows[row + feature]! * (weights[feature] ?? 0);
    }
    scores[key] = score;
  }
  return scores;
}
