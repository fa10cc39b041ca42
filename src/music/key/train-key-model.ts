import { MODES, scoreKeys } from "./detect-key";
import { type ChartFeature, featureCell, MODE_WEIGHT_COUNT } from "./key-features";
import type { KeyModel } from "./key-model";

/** A chart with its stated key, as training sees it: features and the key's index tonic * 2 + mode. */
export interface TrainingExample {
  features: readonly ChartFeature[];
  keyIndex: number;
}

export interface TrainingOptions {
  /** L2 penalty per weight: keeps cells seen in few charts near 0 (little evidence, little opinion). */
  l2: number;
  iterations: number;
  learningRate: number;
}

/** Chosen by 2-fold cross-validation on the development corpus (docs/decisions/0004-key-detection.md). */
export const DEFAULT_TRAINING: TrainingOptions = { l2: 0.003, iterations: 200, learningRate: 0.05 };

const KEY_COUNT = 24;

/** Per example and candidate key, the weight cells its features hit and their values, computed once. */
interface PreparedExample {
  keyIndex: number;
  cells: Int32Array[];
  values: Float64Array[];
}

function prepare(example: TrainingExample): PreparedExample {
  const cells: Int32Array[] = [];
  const values: Float64Array[] = [];
  for (let index = 0; index < KEY_COUNT; index++) {
    const tonic = Math.floor(index / MODES.length);
    const offset = (index % MODES.length) * MODE_WEIGHT_COUNT;
    const hit: number[] = [offset + MODE_WEIGHT_COUNT - 1];
    const value: number[] = [1];
    for (const feature of example.features) {
      const cell = featureCell(feature, tonic);
      if (cell < 0) continue;
      hit.push(offset + cell);
      value.push(feature.value);
    }
    cells.push(Int32Array.from(hit));
    values.push(Float64Array.from(value));
  }
  return { keyIndex: example.keyIndex, cells, values };
}

/**
 * Fits the weights of one style's model by maximising the conditional log-likelihood of the stated key
 * among the 24 keys (multinomial logistic regression, L2-penalised, full-batch Adam). Deterministic.
 * Used by the benchmark to cross-validate and to regenerate key-model.ts; never when reading a chart.
 */
export function trainKeyWeights(
  examples: readonly TrainingExample[],
  options: TrainingOptions = DEFAULT_TRAINING,
): Float64Array {
  const size = MODE_WEIGHT_COUNT * MODES.length;
  const weights = new Float64Array(size);
  const firstMoment = new Float64Array(size);
  const secondMoment = new Float64Array(size);
  const gradient = new Float64Array(size);
  const prepared = examples.map(prepare);
  const scores = new Float64Array(KEY_COUNT);
  const beta1 = 0.9;
  const beta2 = 0.999;
  const n = prepared.length || 1;
  for (let step = 1; step <= options.iterations; step++) {
    gradient.fill(0);
    for (const example of prepared) {
      let best = Number.NEGATIVE_INFINITY;
      for (let index = 0; index < KEY_COUNT; index++) {
        const cells = example.cells[index]!;
        const values = example.values[index]!;
        let score = 0;
        for (let j = 0; j < cells.length; j++) score += weights[cells[j]!]! * values[j]!;
        scores[index] = score;
        best = Math.max(best, score);
      }
      let total = 0;
      for (let index = 0; index < KEY_COUNT; index++) {
        scores[index] = Math.exp(scores[index]! - best);
        total += scores[index]!;
      }
      for (let index = 0; index < KEY_COUNT; index++) {
        // d(-log p(stated key)) / d(score of key) = p(key) - [key is the stated key]
        const delta = scores[index]! / total - (index === example.keyIndex ? 1 : 0);
        if (Math.abs(delta) < 1e-12) continue;
        const cells = example.cells[index]!;
        const values = example.values[index]!;
        for (let j = 0; j < cells.length; j++) gradient[cells[j]!]! += (delta * values[j]!) / n;
      }
    }
    for (let index = 0; index < size; index++) {
      const g = gradient[index]! + options.l2 * weights[index]!;
      firstMoment[index] = beta1 * firstMoment[index]! + (1 - beta1) * g;
      secondMoment[index] = beta2 * secondMoment[index]! + (1 - beta2) * g * g;
      const mHat = firstMoment[index]! / (1 - beta1 ** step);
      const vHat = secondMoment[index]! / (1 - beta2 ** step);
      weights[index] = weights[index]! - (options.learningRate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return weights;
}

/** A style's training charts: those the detector routes to that style's weights (by seventh share). */
export function trainKeyModel(
  songs: readonly TrainingExample[],
  jazz: readonly TrainingExample[],
  options: TrainingOptions = DEFAULT_TRAINING,
): KeyModel {
  return { song: trainKeyWeights(songs, options), jazz: trainKeyWeights(jazz, options) };
}

/** Index of the best key for a chart's features under some weights (ties to the lower index). */
export function bestKeyIndex(features: readonly ChartFeature[], weights: ArrayLike<number>): number {
  const scores = scoreKeys(features, weights);
  let best = 0;
  for (let index = 1; index < scores.length; index++) if (scores[index]! > scores[best]!) best = index;
  return best;
}
