import type { ChordQuality } from "../chord/quality";
import { mod12, type PitchClass, SEMITONES_PER_OCTAVE } from "../pitch";

/**
 * A chord as key detection sees it: an absolute root, its quality, how long it sounds (any unit), and where
 * it stands: `line` and `section` are ordinals (equal for chords of the same line / section, increasing),
 * so the detector can tell the first and last chord of each section. Without them the chart is one section.
 */
export interface KeyEvidence {
  root: PitchClass;
  quality: ChordQuality;
  weight: number;
  line?: number;
  section?: number;
}

/** What a chord does in a key, besides its root: the columns of every table of the key model. */
export enum ChordFunction {
  /** Major triad, sus, power chord, 6, maj7, add9. */
  Major = 0,
  /** Minor triad, m7, m6, m9. */
  Minor = 1,
  /** Major triad with a flat seventh (V7, blues I7), 7sus4. */
  Dominant = 2,
  /** Diminished (triad or °7), augmented. */
  Diminished = 3,
  /** Half-diminished (ø, m7b5): the ii of a minor key. */
  HalfDiminished = 4,
}
export const FUNCTION_COUNT = 5;
/** Cells of one table: a row per root interval above the tonic, a column per function. */
export const TABLE_SIZE = SEMITONES_PER_OCTAVE * FUNCTION_COUNT;

export function chordFunction(quality: ChordQuality): ChordFunction {
  switch (quality.triad) {
    case "minor":
      return ChordFunction.Minor;
    case "diminished":
      return quality.seventh === "7" ? ChordFunction.HalfDiminished : ChordFunction.Diminished;
    case "augmented":
      return ChordFunction.Diminished;
    default:
      return quality.seventh === "7" ? ChordFunction.Dominant : ChordFunction.Major;
  }
}

/**
 * The views of a chart the model scores, each a table of (root, function) → share, in absolute pitches:
 * - `body`: share of the chart's duration on each chord;
 * - `first`, `last`: the opening and closing chord (1 on one cell);
 * - `sectionEnds`, `sectionStarts`: share of sections that end / start on each chord (songs resolve at the
 *   end of a verse or chorus, and usually start on the tonic);
 * - `cadenceInto`: the chord *before* each change of root, counted at the root it moves to — scored at the
 *   candidate tonic only, so V→I, V7→I, IV→I, bVII→I, ii°→i each say "this target is home".
 */
export const VIEWS = [
  "body",
  "first",
  "last",
  "sectionEnds",
  "sectionStarts",
  "lineEnds",
  "lineStarts",
  "cadenceInto",
] as const;
export type View = (typeof VIEWS)[number];
export const VIEW_COUNT = VIEWS.length;
const CADENCE_VIEW = VIEWS.indexOf("cadenceInto");

/** A sparse feature: table `view`, absolute `root`, `fn` (and for cadences the target root), value. */
export interface ChartFeature {
  view: number;
  root: PitchClass;
  fn: ChordFunction;
  /** For `cadenceInto`: the root the chord moves to; the feature fires only when that root is the tonic. */
  target: PitchClass;
  value: number;
}

/** Seventh or extension share above which a chart reads as jazz (standards are ~90%, songs ~15%). */
export const JAZZ_STYLE_SEVENTH_SHARE = 0.5;

export function isJazzStyle(evidence: readonly KeyEvidence[]): boolean {
  let colourful = 0;
  for (const chord of evidence) {
    if (chord.quality.seventh !== "" || chord.quality.extensions.length > 0) colourful++;
  }
  return colourful / evidence.length >= JAZZ_STYLE_SEVENTH_SHARE;
}

function addCell(map: Map<number, number>, key: number, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** Summarises a chart's chords into sparse features, in one pass (linear in the number of chords). */
export function chartFeatures(evidence: readonly KeyEvidence[]): ChartFeature[] {
  const features: ChartFeature[] = [];
  if (evidence.length === 0) return features;
  const body = new Map<number, number>();
  const sectionEnds = new Map<number, number>();
  const sectionStarts = new Map<number, number>();
  const lineEnds = new Map<number, number>();
  const lineStarts = new Map<number, number>();
  const cadences = new Map<number, number>();
  let lines = 0;
  let totalWeight = 0;
  let sections = 0;
  let changes = 0;
  let previous: { root: PitchClass; fn: ChordFunction } | null = null;
  for (let index = 0; index < evidence.length; index++) {
    const chord = evidence[index]!;
    const fn = chordFunction(chord.quality);
    const cell = chord.root * FUNCTION_COUNT + fn;
    addCell(body, cell, chord.weight);
    totalWeight += chord.weight;
    const before = evidence[index - 1];
    const after = evidence[index + 1];
    if (!before || before.section !== chord.section) {
      addCell(sectionStarts, cell, 1);
      sections++;
    }
    if (!after || after.section !== chord.section) addCell(sectionEnds, cell, 1);
    if (!before || before.line !== chord.line) {
      addCell(lineStarts, cell, 1);
      lines++;
    }
    if (!after || after.line !== chord.line) addCell(lineEnds, cell, 1);
    if (previous && previous.root !== chord.root) {
      addCell(
        cadences,
        (previous.root * FUNCTION_COUNT + previous.fn) * SEMITONES_PER_OCTAVE + chord.root,
        1,
      );
      changes++;
    }
    previous = { root: chord.root, fn };
  }
  const push = (view: number, map: Map<number, number>, total: number) => {
    for (const [cell, value] of map) {
      const source = view === CADENCE_VIEW ? Math.floor(cell / SEMITONES_PER_OCTAVE) : cell;
      features.push({
        view,
        root: Math.floor(source / FUNCTION_COUNT),
        fn: source % FUNCTION_COUNT,
        target: view === CADENCE_VIEW ? cell % SEMITONES_PER_OCTAVE : 0,
        value: value / (total || 1),
      });
    }
  };
  push(0, body, totalWeight);
  const first = evidence[0]!;
  const last = evidence[evidence.length - 1]!;
  features.push({ view: 1, root: first.root, fn: chordFunction(first.quality), target: 0, value: 1 });
  features.push({ view: 2, root: last.root, fn: chordFunction(last.quality), target: 0, value: 1 });
  push(3, sectionEnds, sections);
  push(4, sectionStarts, sections);
  push(5, lineEnds, lines);
  push(6, lineStarts, lines);
  push(CADENCE_VIEW, cadences, changes);
  return features;
}

/**
 * Index of a feature's weight for a candidate tonic, in a table laid out view-major, then root interval
 * above the tonic, then function; -1 when the feature does not fire for this tonic (a cadence elsewhere).
 */
export function featureCell(feature: ChartFeature, tonic: PitchClass): number {
  if (feature.view === CADENCE_VIEW && feature.target !== tonic) return -1;
  return feature.view * TABLE_SIZE + mod12(feature.root - tonic) * FUNCTION_COUNT + feature.fn;
}

/** Weights per mode: one table of VIEW_COUNT × TABLE_SIZE, plus a bias for the mode. */
export const MODE_WEIGHT_COUNT = VIEW_COUNT * TABLE_SIZE + 1;
