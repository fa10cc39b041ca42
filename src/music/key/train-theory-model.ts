import { KEY_COUNT, THEORY_FEATURE_COUNT } from "./theory-key";

/** A chart as training sees it: its per-key score rows (theoryFeatureRows) and its stated key's index. */
export interface TheoryExample {
  rows: Float64Array;
  keyIndex: number;
}

export interface TheoryTrainingOptions {
  /** L2 penalty per weight. */
  l2: number;
  iterations: number;
  learningRate: number;
}

/**
 * Chosen by 2-fold cross-validation on the development corpus (docs/decisions/0004-key-detection.md): songs
 * want a strong penalty (the weights then agree between folds), jazz, with more charts and more varied
 * harmony, almost none.
 */
export const THEORY_TRAINING: { song: TheoryTrainingOptions; jazz: TheoryTrainingOptions } = {
  song: { l2: 0.1, iterations: 600, learningRate: 0.05 },
  jazz: { l2: 0.0001, iterations: 600, learningRate: 0.05 },
};

/**
 * Fits one weight per theory score by maximising the conditional log-likelihood of the stated key among the
 * 24 keys (conditional logit, L2-penalised, full-batch Adam from 0). Deterministic. Used by the benchmark to
 * cross-validate and to regenerate theory-model.ts; never when reading a chart.
 */
export function trainTheoryWeights(
  examples: readonly TheoryExample[],
  options: TheoryTrainingOptions = THEORY_TRAINING.song,
): Float64Array {
  const size = THEORY_FEATURE_COUNT;
  const weights = new Float64Array(size);
  const firstMoment = new Float64Array(size);
  const secondMoment = new Float64Array(size);
  const gradient = new Float64Array(size);
  const scores = new Float64Array(KEY_COUNT);
  const n = examples.length || 1;
  for (let step = 1; step <= options.iterations; step++) {
    gradient.fill(0);
    for (const { rows, keyIndex } of examples) {
      let best = Number.NEGATIVE_INFINITY;
      for (let key = 0; key < KEY_COUNT; key++) {
        let score = 0;
        for (let f = 0; f < size; f++) score += rows[key * size + f]! * weights[f]!;
        scores[key] = score;
        best = Math.max(best, score);
      }
      let total = 0;
      for (let key = 0; key < KEY_COUNT; key++) {
        scores[key] = Math.exp(scores[key]! - best);
        total += scores[key]!;
      }
      for (let key = 0; key < KEY_COUNT; key++) {
        const delta = scores[key]! / total - (key === keyIndex ? 1 : 0);
        for (let f = 0; f < size; f++) gradient[f] = gradient[f]! + (delta * rows[key * size + f]!) / n;
      }
    }
    for (let f = 0; f < size; f++) {
      const g = gradient[f]! + options.l2 * weights[f]!;
      firstMoment[f] = 0.9 * firstMoment[f]! + 0.1 * g;
      secondMoment[f] = 0.999 * secondMoment[f]! + 0.001 * g * g;
      const mHat = firstMoment[f]! / (1 - 0.9 ** step);
      const vHat = secondMoment[f]! / (1 - 0.999 ** step);
      weights[f] = weights[f]! - (options.learningRate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return weights;
}
