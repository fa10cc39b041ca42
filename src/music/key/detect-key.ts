import type { ChordQuality } from "../chord/quality";
import type { KeyCandidate } from "../model";
import { mod12, type PitchClass, SEMITONES_PER_OCTAVE } from "../pitch";
import { keyOf, type Mode } from "./key";
import { JAZZ_PROFILE, type KeyProfile, SONG_PROFILE } from "./key-profiles";

/** A chord as key detection sees it: an absolute root, its quality and how long it sounds (any unit). */
export interface KeyEvidence {
  root: PitchClass;
  quality: ChordQuality;
  weight: number;
}

/** Column of a chord in the profile tables; see key-profiles.ts. */
enum ChordFunction {
  Major = 0,
  Minor = 1,
  Dominant = 2,
  Diminished = 3,
  HalfDiminished = 4,
  Augmented = 5,
}
const FUNCTION_COUNT = 6;

function chordFunction(quality: ChordQuality): ChordFunction {
  switch (quality.triad) {
    case "minor":
      return ChordFunction.Minor;
    case "diminished":
      return quality.seventh === "7" ? ChordFunction.HalfDiminished : ChordFunction.Diminished;
    case "augmented":
      return ChordFunction.Augmented;
    default:
      return quality.seventh === "7" ? ChordFunction.Dominant : ChordFunction.Major;
  }
}

/** Share of chords with a seventh or extension above which a chart reads as jazz (standards are ~90%). */
const JAZZ_STYLE_SEVENTH_SHARE = 0.5;
/**
 * The body of the chart counts as at most this many chords of evidence against the first and last chords:
 * repeated verses add length, not independent evidence, and unscaled they would drown the ending.
 */
const BODY_EVIDENCE_CAP = 16;
/** Candidates returned; the rest are too unlikely to show a user. */
export const KEY_CANDIDATE_LIMIT = 5;
const MODES: readonly Mode[] = ["major", "minor"];
/** Confidences are rounded to this many decimals, enough to rank and show as a percentage. */
const CONFIDENCE_DECIMALS = 3;

function styleProfile(evidence: readonly KeyEvidence[]): KeyProfile {
  let colourful = 0;
  for (const chord of evidence) {
    if (chord.quality.seventh !== "" || chord.quality.extensions.length > 0) colourful++;
  }
  return colourful / evidence.length >= JAZZ_STYLE_SEVENTH_SHARE ? JAZZ_PROFILE : SONG_PROFILE;
}

function cell(root: PitchClass, tonic: PitchClass, fn: ChordFunction): number {
  return mod12(root - tonic) * FUNCTION_COUNT + fn;
}

/** Log-likelihood of the chart in each key, indexed tonic * 2 + (0 major, 1 minor). */
function scoreKeys(evidence: readonly KeyEvidence[], profile: KeyProfile): number[] {
  const histogram = new Float64Array(SEMITONES_PER_OCTAVE * FUNCTION_COUNT);
  let totalWeight = 0;
  for (const chord of evidence) {
    histogram[chord.root * FUNCTION_COUNT + chordFunction(chord.quality)]! += chord.weight;
    totalWeight += chord.weight;
  }
  const bodyScale = Math.min(totalWeight, BODY_EVIDENCE_CAP) / (totalWeight || 1);
  const first = evidence[0]!;
  const last = evidence[evidence.length - 1]!;
  const scores: number[] = [];
  for (let tonic = 0; tonic < SEMITONES_PER_OCTAVE; tonic++) {
    for (const mode of MODES) {
      const body = profile.body[mode];
      let bodyScore = 0;
      for (let root = 0; root < SEMITONES_PER_OCTAVE; root++) {
        for (let fn = 0; fn < FUNCTION_COUNT; fn++) {
          const weight = histogram[root * FUNCTION_COUNT + fn]!;
          if (weight > 0) bodyScore += weight * body[cell(root, tonic, fn)]!;
        }
      }
      scores.push(
        profile.prior[mode] +
          bodyScore * bodyScale +
          profile.first[mode][cell(first.root, tonic, chordFunction(first.quality))]! +
          profile.last[mode][cell(last.root, tonic, chordFunction(last.quality))]!,
      );
    }
  }
  return scores;
}

/**
 * Ranks the 24 keys for a chart's chords, in order of appearance: how likely each chord (by root interval
 * and function, weighted by duration) and the first and last chords are in each key, from profiles learned
 * on real charts. Returns up to KEY_CANDIDATE_LIMIT candidates, best first; empty when there is no chord.
 */
export function detectKey(evidence: readonly KeyEvidence[]): KeyCandidate[] {
  if (evidence.length === 0) return [];
  const scores = scoreKeys(evidence, styleProfile(evidence));
  const best = Math.max(...scores);
  const likelihoods = scores.map((score) => Math.exp(score - best));
  const total = likelihoods.reduce((sum, value) => sum + value, 0);
  const scale = 10 ** CONFIDENCE_DECIMALS;
  return likelihoods
    .map((value, index) => ({ value, index }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .slice(0, KEY_CANDIDATE_LIMIT)
    .map(({ value, index }) => ({
      key: keyOf(Math.floor(index / MODES.length), MODES[index % MODES.length]!),
      confidence: Math.round((value / total) * scale) / scale,
    }));
}
