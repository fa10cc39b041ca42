/**
 * Engine benchmark: reading speed per input format and key accuracy per corpus source, on the development
 * corpus (/work/shared/corpus/charts.jsonl). Run alone with `npx tsx bench/engine.ts`; bench/run.ts calls
 * runEngineBench() and adds its markdown section to the report. `npx tsx bench/engine.ts --write-model` retrains
 * the key model on the whole corpus and rewrites src/music/key/theory-model.ts (see docs/decisions/0004).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Chart, mod12, parseChart, parseKey, renderChordPro, sameKey } from "../src/music/index";
import { isJazzStyle, type KeyEvidence } from "../src/music/key/key-features";
import {
  scoreTheoryRows,
  THEORY_FEATURES,
  theoryFeatureRows,
  theorySummary,
} from "../src/music/key/theory-key";
import type { TheoryModel } from "../src/music/key/theory-model";
import { THEORY_TRAINING, type TheoryExample, trainTheoryWeights } from "../src/music/key/train-theory-model";
import {
  type CorpusFormat,
  type CorpusRow,
  corpusRowText,
  naturalFormat,
} from "../src/music/test-fixtures/corpus-text";

const CORPUS_PATH = fileURLToPath(new URL("../../shared/corpus/charts.jsonl", import.meta.url));
const FORMATS: readonly CorpusFormat[] = ["chordpro", "chords-over-lyrics", "bar-lines"];
/** Passes over the corpus per format: enough samples for a stable p99 on a shared machine. */
const TIMED_PASSES = 5;
/** Untimed passes first, so the JIT has compiled the reader before it is measured. */
const WARM_UP_PASSES = 2;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function timeFormat(texts: string[]): { chartsPerSecond: number; p50: number; p99: number } {
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) for (const text of texts) parseChart(text);
  const samples: number[] = [];
  const started = performance.now();
  for (let pass = 0; pass < TIMED_PASSES; pass++) {
    for (const text of texts) {
      const start = performance.now();
      parseChart(text);
      samples.push(performance.now() - start);
    }
  }
  const elapsed = performance.now() - started;
  samples.sort((a, b) => a - b);
  return {
    chartsPerSecond: Math.round((samples.length / elapsed) * 1000),
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
  };
}

const MODEL_PATH = fileURLToPath(new URL("../src/music/key/theory-model.ts", import.meta.url));

function readCorpus(): CorpusRow[] {
  return readFileSync(CORPUS_PATH, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as CorpusRow);
}

/**
 * The key evidence the reader gathers, rebuilt from a chart read in C (so degrees are absolute pitches):
 * each chord with its duration (1 per chord over lyrics, its share of a bar in bar lines), line and section.
 */
function chartEvidence(chart: Chart): KeyEvidence[] {
  const evidence: KeyEvidence[] = [];
  let line = 0;
  let section = 0;
  for (const part of chart.sections) {
    section++;
    for (const chartLine of part.lines) {
      line++;
      const groups =
        chartLine.kind === "lyrics"
          ? chartLine.chords.map((placed) => [placed.item])
          : chartLine.kind === "bars"
            ? chartLine.bars.map((bar) => bar.items)
            : [];
      for (const group of groups) {
        for (const item of group) {
          if (item.kind !== "chord") continue;
          const root = mod12(item.chord.root + chart.key.tonic);
          evidence.push({ root, quality: item.chord.quality, weight: 1 / group.length, line, section });
        }
      }
    }
  }
  return evidence;
}

/** A corpus chart as the key model sees it: per-key score rows (theoryFeatureRows) and the stated key. */
interface LabelledChart extends TheoryExample {
  row: CorpusRow;
  jazz: boolean;
  fold: number;
}

/** FNV-1a of the id: a fold assignment that does not depend on the order of the rows. */
function foldOf(id: string): number {
  let hash = 2166136261;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 2;
}

function labelledCharts(rows: readonly CorpusRow[]): LabelledChart[] {
  return rows.map((row) => {
    const evidence = chartEvidence(parseChart(corpusRowText(row, naturalFormat(row)), { key: "C" }));
    const key = parseKey(row.key)!;
    return {
      row,
      rows: theoryFeatureRows(theorySummary(evidence)),
      keyIndex: key.tonic * 2 + (key.mode === "minor" ? 1 : 0),
      jazz: isJazzStyle(evidence),
      fold: foldOf(row.id),
    };
  });
}

function trainTheoryOn(charts: readonly LabelledChart[]): TheoryModel {
  const of = (jazz: boolean) => charts.filter((chart) => chart.jazz === jazz);
  return {
    song: trainTheoryWeights(of(false), THEORY_TRAINING.song),
    jazz: trainTheoryWeights(of(true), THEORY_TRAINING.jazz),
  };
}

function argmax(scores: ArrayLike<number>): number {
  let best = 0;
  for (let index = 1; index < scores.length; index++) if (scores[index]! > scores[best]!) best = index;
  return best;
}

/**
 * 2-fold cross-validation by id hash: the key model is trained on one half of the corpus and measured on the
 * other, both ways; returns right answers per source, the figure to expect on charts never seen.
 */
function heldOutTally(charts: readonly LabelledChart[]): Map<string, number> {
  const tally = new Map<string, number>();
  for (const fold of [0, 1]) {
    const model = trainTheoryOn(charts.filter((chart) => chart.fold !== fold));
    for (const chart of charts) {
      if (chart.fold !== fold) continue;
      const scores = scoreTheoryRows(chart.rows, chart.jazz ? model.jazz : model.song);
      if (argmax(scores) === chart.keyIndex)
        tally.set(chart.row.source, (tally.get(chart.row.source) ?? 0) + 1);
    }
  }
  return tally;
}

/** Trains the key model on the whole development corpus and writes src/music/key/theory-model.ts. */
function writeModel(): void {
  const charts = labelledCharts(readCorpus());
  const model = trainTheoryOn(charts);
  const list = (weights: ArrayLike<number>) =>
    THEORY_FEATURES.map((name, index) => `    ${(weights[index] ?? 0).toFixed(3)}, // ${name}`).join("\n");
  const template = readFileSync(MODEL_PATH, "utf8");
  const head = template.slice(0, template.indexOf("export const THEORY_MODEL"));
  writeFileSync(
    MODEL_PATH,
    `${head}export const THEORY_MODEL: TheoryModel = {\n  song: [\n${list(model.song)}\n  ],\n  jazz: [\n${list(model.jazz)}\n  ],\n};\n`,
  );
  console.log(`wrote ${MODEL_PATH}`);
}

/** Reads the corpus, times each format, measures key accuracy; returns a markdown section. */
export async function runEngineBench(): Promise<string> {
  if (!existsSync(CORPUS_PATH))
    return `## Nashville engine\n\nCorpus not found at ${CORPUS_PATH}; skipped.\n`;
  const rows = readCorpus();
  const lines = ["## Nashville engine", "", `Corpus: ${rows.length} charts, stated keys removed.`, ""];
  lines.push("| Format | charts/s | p50 ms/chart | p99 ms/chart |", "|---|---:|---:|---:|");
  for (const format of FORMATS) {
    const { chartsPerSecond, p50, p99 } = timeFormat(rows.map((row) => corpusRowText(row, format)));
    lines.push(`| ${format} | ${chartsPerSecond} | ${p50.toFixed(3)} | ${p99.toFixed(3)} |`);
  }
  const exportTimes = timeFormat(
    rows.map((row) => renderChordPro(parseChart(corpusRowText(row, "chordpro")))),
  );
  lines.push(
    `| ChordPro export re-read | ${exportTimes.chartsPerSecond} | ${exportTimes.p50.toFixed(3)} | ${exportTimes.p99.toFixed(3)} |`,
  );
  const tally = new Map<string, { right: number; total: number }>();
  for (const row of rows) {
    const chart = parseChart(corpusRowText(row, naturalFormat(row)));
    const entry = tally.get(row.source) ?? { right: 0, total: 0 };
    entry.total++;
    if (sameKey(chart.key, parseKey(row.key)!)) entry.right++;
    tally.set(row.source, entry);
  }
  const heldOut = heldOutTally(labelledCharts(rows));
  lines.push(
    "",
    "Key accuracy of the theory model (docs/decisions/0004-key-detection.md): in-sample (the frozen weights,",
    "trained on all these rows) and held-out (2-fold cross-validation by id hash: trained on one half, measured",
    "on the other), the figure to expect on charts never seen.",
    "",
    "| Source | charts | in-sample | held-out |",
    "|---|---:|---:|---:|",
  );
  const songs = { right: 0, total: 0, heldOut: 0 };
  const share = (count: number, total: number) => (count / total).toFixed(3);
  for (const [source, { right, total }] of tally) {
    const held = heldOut.get(source) ?? 0;
    lines.push(`| ${source} | ${total} | ${share(right, total)} | ${share(held, total)} |`);
    if (source !== "jazz") {
      songs.right += right;
      songs.total += total;
      songs.heldOut += held;
    }
  }
  lines.push(
    `| all songs (non-jazz) | ${songs.total} | ${share(songs.right, songs.total)} | ${share(songs.heldOut, songs.total)} |`,
  );
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--write-model")) writeModel();
  else console.log(await runEngineBench());
}
