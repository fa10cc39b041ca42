import type { KeyCandidate } from "../model";
import { keyOf, type Mode } from "./key";
import { isJazzStyle, type KeyEvidence } from "./key-features";
import { scoreTheoryRows, theoryFeatureRows, theorySummary } from "./theory-key";
import { THEORY_MODEL, type TheoryModel } from "./theory-model";

export type { KeyEvidence } from "./key-features";

/** Candidates returned; the rest are too unlikely to show a user. */
export const KEY_CANDIDATE_LIMIT = 5;
export const MODES: readonly Mode[] = ["major", "minor"];
/** Confidences are rounded to this many decimals, enough to rank and show as a percentage. */
const CONFIDENCE_DECIMALS = 3;

/**
 * Score of each of the 24 keys for a chart, indexed tonic * 2 + mode: the theory model (theory-key.ts, one
 * weight per interpretable score; the jazz weights when most chords carry a seventh or extension).
 * Why and how well: docs/decisions/0004-key-detection.md.
 */
export function keyScores(evidence: readonly KeyEvidence[], model: TheoryModel = THEORY_MODEL): Float64Array {
  const weights = isJazzStyle(evidence) ? model.jazz : model.song;
  return scoreTheoryRows(theoryFeatureRows(theorySummary(evidence)), weights);
}

/**
 * Ranks the 24 keys for a chart's chords, in order of appearance (keyScores). Returns up to
 * KEY_CANDIDATE_LIMIT candidates, best first, with softmax confidences; empty when there is no chord.
 */
export function detectKey(
  evidence: readonly KeyEvidence[],
  model: TheoryModel = THEORY_MODEL,
): KeyCandidate[] {
  if (evidence.length === 0) return [];
  const scores = keyScores(evidence, model);
  let best = Number.NEGATIVE_INFINITY;
  for (const score of scores) best = Math.max(best, score);
  if (!Number.isFinite(best)) best = 0;
  const likelihoods = Array.from(scores, (score) => (Number.isFinite(score) ? Math.exp(score - best) : 0));
  const total = likelihoods.reduce((sum, value) => sum + value, 0) || 1;
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
