import type { ChordQuality } from "../chord/quality.ts";
import type { KeyCandidate } from "../model.ts";
import { type PitchClass, SEMITONES_PER_OCTAVE, mod12 } from "../pitch.ts";
import { type Mode, keyOf } from "./key.ts";

/** A chord as key detection sees it: an absolute root, its quality and how long it sounds (any unit). */
export interface KeyEvidence {
  root: PitchClass;
  quality: ChordQuality;
  weight: number;
}

/** What a chord's quality says about the keys it can belong to. */
type ChordFunction = "major" | "minor" | "dominant" | "diminished" | "half-diminished" | "augmented";
const FUNCTIONS: readonly ChordFunction[] = [
  "major",
  "minor",
  "dominant",
  "diminished",
  "half-diminished",
  "augmented",
];
const FUNCTION_COUNT = FUNCTIONS.length;

function chordFunction(quality: ChordQuality): ChordFunction {
  switch (quality.triad) {
    case "minor":
      return "minor";
    case "diminished":
      return quality.seventh === "7" ? "half-diminished" : "diminished";
    case "augmented":
      return "augmented";
    default:
      return quality.seventh === "7" ? "dominant" : "major";
  }
}

/** Fit of a chord in a key: [semitones above the tonic] → score per chord function. Unlisted cells are OFF_KEY. */
type FitTable = Record<number, Partial<Record<ChordFunction, number>>>;
const OFF_KEY = -0.6;

const MAJOR_FIT: FitTable = {
  0: { major: 1.2, dominant: 0.6, minor: -0.4, augmented: 0.2 },
  1: { major: -0.3, dominant: 0.0, diminished: 0.2 },
  2: { minor: 0.8, major: 0.3, dominant: 0.5, "half-diminished": 0.1 },
  3: { major: 0.0, diminished: 0.3, dominant: -0.2 },
  4: { minor: 0.5, major: 0.1, dominant: 0.3, "half-diminished": 0.2 },
  5: { major: 1.0, minor: 0.15, dominant: 0.5, diminished: 0.1 },
  6: { "half-diminished": 0.4, diminished: 0.3 },
  7: { major: 1.0, dominant: 1.3, minor: 0.0, augmented: 0.3 },
  8: { major: 0.15, dominant: 0.15, diminished: 0.1 },
  9: { minor: 0.8, major: 0.1, dominant: 0.3, "half-diminished": 0.1 },
  10: { major: 0.3, dominant: 0.25, minor: 0.1 },
  11: { "half-diminished": 0.5, diminished: 0.4, major: -0.3, minor: -0.1, dominant: 0.1 },
};

const MINOR_FIT: FitTable = {
  0: { minor: 1.3, major: -0.1, dominant: 0.0 },
  1: { major: 0.0 },
  2: { "half-diminished": 0.8, diminished: 0.6, minor: 0.2, dominant: 0.1 },
  3: { major: 0.55, dominant: -0.1, augmented: 0.3 },
  4: { major: -0.2, dominant: -0.2 },
  5: { minor: 0.8, major: 0.1, dominant: 0.15 },
  6: { "half-diminished": 0.2, diminished: 0.2 },
  7: { major: 0.9, dominant: 1.3, minor: 0.4 },
  8: { major: 0.55, dominant: 0.2 },
  9: { "half-diminished": 0.4, minor: -0.2 },
  10: { major: 0.5, dominant: 0.25, minor: 0.0 },
  11: { diminished: 0.6, major: -0.2 },
};

/** Extra weight, in chord-weight units, for evidence that places the tonic beyond chord counts. */
const LAST_CHORD_BONUS = 2.0;
const FIRST_CHORD_BONUS = 0.8;
const CADENCE_BONUS = 0.5;
/** Spreads confidences: higher makes the best candidate's confidence closer to 1. */
const CONFIDENCE_SHARPNESS = 6;
/** Candidates returned; the rest are too unlikely to show a user. */
export const KEY_CANDIDATE_LIMIT = 5;
const MODE_COUNT = 2;

function fitTableFor(mode: Mode): number[] {
  const table = mode === "major" ? MAJOR_FIT : MINOR_FIT;
  const flat: number[] = [];
  for (let interval = 0; interval < SEMITONES_PER_OCTAVE; interval++) {
    for (const fn of FUNCTIONS) flat.push(table[interval]?.[fn] ?? OFF_KEY);
  }
  return flat;
}
const FLAT_FIT: Record<Mode, number[]> = { major: fitTableFor("major"), minor: fitTableFor("minor") };

function modeMatches(fn: ChordFunction, mode: Mode): boolean {
  return mode === "minor" ? fn === "minor" : fn === "major" || fn === "dominant";
}

/** Score of every key: index tonic * 2 + (0 major, 1 minor). */
function scoreKeys(evidence: readonly KeyEvidence[]): number[] {
  const histogram = new Float64Array(SEMITONES_PER_OCTAVE * FUNCTION_COUNT);
  let totalWeight = 0;
  for (const chord of evidence) {
    histogram[chord.root * FUNCTION_COUNT + FUNCTIONS.indexOf(chordFunction(chord.quality))]! += chord.weight;
    totalWeight += chord.weight;
  }
  const scores: number[] = [];
  const first = evidence[0];
  const last = evidence[evidence.length - 1];
  const cadences = cadenceTargets(evidence);
  for (let tonic = 0; tonic < SEMITONES_PER_OCTAVE; tonic++) {
    for (const mode of ["major", "minor"] as const) {
      const fit = FLAT_FIT[mode];
      let score = 0;
      for (let root = 0; root < SEMITONES_PER_OCTAVE; root++) {
        const row = mod12(root - tonic) * FUNCTION_COUNT;
        for (let fn = 0; fn < FUNCTION_COUNT; fn++) {
          const weight = histogram[root * FUNCTION_COUNT + fn]!;
          if (weight > 0) score += weight * fit[row + fn]!;
        }
      }
      score /= totalWeight || 1;
      if (last && last.root === tonic && modeMatches(chordFunction(last.quality), mode)) score += LAST_CHORD_BONUS / Math.sqrt(evidence.length);
      if (first && first.root === tonic && modeMatches(chordFunction(first.quality), mode)) score += FIRST_CHORD_BONUS / Math.sqrt(evidence.length);
      score += (CADENCE_BONUS * cadences[tonic * MODE_COUNT + (mode === "minor" ? 1 : 0)]!) / (evidence.length || 1);
      scores.push(score);
    }
  }
  return scores;
}

/** Counts dominant → tonic resolutions (a dominant or major chord falling a fifth) per target key. */
function cadenceTargets(evidence: readonly KeyEvidence[]): number[] {
  const counts = new Array<number>(SEMITONES_PER_OCTAVE * MODE_COUNT).fill(0);
  for (let index = 1; index < evidence.length; index++) {
    const from = evidence[index - 1]!;
    const to = evidence[index]!;
    const fromFunction = chordFunction(from.quality);
    if (fromFunction !== "dominant" && fromFunction !== "major") continue;
    if (mod12(to.root - from.root) !== 5) continue;
    const toFunction = chordFunction(to.quality);
    const strength = fromFunction === "dominant" ? 1 : 0.5;
    if (toFunction === "minor") counts[to.root * MODE_COUNT + 1]! += strength;
    else if (toFunction === "major") counts[to.root * MODE_COUNT]! += strength;
  }
  return counts;
}

/**
 * Ranks the 24 keys for a sequence of chords (in order): fit of each chord's root and quality in the key,
 * weighted by duration, plus the first and last chords and V→I cadences. Returns up to KEY_CANDIDATE_LIMIT
 * candidates, best first, with confidences; empty when there is no chord.
 */
export function detectKey(evidence: readonly KeyEvidence[]): KeyCandidate[] {
  if (evidence.length === 0) return [];
  const scores = scoreKeys(evidence);
  const best = Math.max(...scores);
  const exp = scores.map((score) => Math.exp((score - best) * CONFIDENCE_SHARPNESS));
  const total = exp.reduce((sum, value) => sum + value, 0);
  const ranked = exp
    .map((value, index) => ({ value, index }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .slice(0, KEY_CANDIDATE_LIMIT);
  return ranked.map(({ value, index }) => ({
    key: keyOf(Math.floor(index / MODE_COUNT), index % MODE_COUNT === 0 ? "major" : "minor"),
    confidence: Math.round((value / total) * 1000) / 1000,
  }));
}
