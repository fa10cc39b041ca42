import type { KeyCandidate } from "../model";
import { SEMITONES_PER_OCTAVE } from "../pitch";
import { keyOf, type Mode } from "./key";
import {
  type ChartFeature,
  chartFeatures,
  featureCell,
  isJazzStyle,
  type KeyEvidence,
  MODE_WEIGHT_COUNT,
} from "./key-features";
import { KEY_MODEL, type KeyModel } from "./key-model";

export type { KeyEvidence } from "./key-features";

/** Candidates returned; the rest are too unlikely to show a user. */
export const KEY_CANDIDATE_LIMIT = 5;
export const MODES: readonly Mode[] = ["major", "minor"];
/** Confidences are rounded to this many decimals, enough to rank and show as a percentage. */
const CONFIDENCE_DECIMALS = 3;

/**
 * Score of each of the 24 keys, indexed tonic * 2 + (0 major, 1 minor): the sum, over the chart's features,
 * of the weight of the feature's cell seen from that key (root interval above the tonic, function), plus the
 * mode's bias. Every feature is read relative to the candidate tonic, so transposing a chart moves its scores.
 */
export function scoreKeys(features: readonly ChartFeature[], weights: ArrayLike<number>): Float64Array {
  const scores = new Float64Array(SEMITONES_PER_OCTAVE * MODES.length);
  const biasCell = MODE_WEIGHT_COUNT - 1;
  for (let tonic = 0; tonic < SEMITONES_PER_OCTAVE; tonic++) {
    let major = weights[biasCell]!;
    let minor = weights[MODE_WEIGHT_COUNT + biasCell]!;
    for (const feature of features) {
      const cell = featureCell(feature, tonic);
      if (cell < 0) continue;
      major += feature.value * weights[cell]!;
      minor += feature.value * weights[MODE_WEIGHT_COUNT + cell]!;
    }
    scores[tonic * 2] = major;
    scores[tonic * 2 + 1] = minor;
  }
  return scores;
}

/** The weights for a chart: the jazz model when most chords carry a seventh or extension, else songs. */
export function modelWeights(evidence: readonly KeyEvidence[], model: KeyModel): ArrayLike<number> {
  return isJazzStyle(evidence) ? model.jazz : model.song;
}

/**
 * Ranks the 24 keys for a chart's chords, in order of appearance. A log-linear model (key-model.ts) scores
 * each key from the chords' duration shares, the first and last chord, the chords that open and close
 * sections and the chords that move to the candidate tonic (cadences), each by root interval above the
 * tonic and function. Returns up to KEY_CANDIDATE_LIMIT candidates, best first, with softmax confidences;
 * empty when there is no chord.
 */
export function detectKey(evidence: readonly KeyEvidence[], model: KeyModel = KEY_MODEL): KeyCandidate[] {
  if (evidence.length === 0) return [];
  const scores = scoreKeys(chartFeatures(evidence), modelWeights(evidence, model));
  let best = Number.NEGATIVE_INFINITY;
  for (const score of scores) best = Math.max(best, score);
  const likelihoods = Array.from(scores, (score) => Math.exp(score - best));
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
