/**
 * Engine benchmark: reading speed per input format and key accuracy per corpus source, on the development
 * corpus (/work/shared/corpus/charts.jsonl). Run alone with `npx tsx bench/engine.ts`; bench/run.ts calls
 * runEngineBench() and adds its markdown section to the report.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseChart, parseKey, renderChordPro, sameKey } from "../src/music/index";
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

/** Reads the corpus, times each format, measures key accuracy; returns a markdown section. */
export async function runEngineBench(): Promise<string> {
  if (!existsSync(CORPUS_PATH))
    return `## Nashville engine\n\nCorpus not found at ${CORPUS_PATH}; skipped.\n`;
  const rows = readFileSync(CORPUS_PATH, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as CorpusRow);
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
  lines.push("", "| Source | charts | key accuracy |", "|---|---:|---:|");
  let songsRight = 0;
  let songsTotal = 0;
  for (const [source, { right, total }] of tally) {
    lines.push(`| ${source} | ${total} | ${(right / total).toFixed(3)} |`);
    if (source !== "jazz") {
      songsRight += right;
      songsTotal += total;
    }
  }
  lines.push(`| all songs (non-jazz) | ${songsTotal} | ${(songsRight / songsTotal).toFixed(3)} |`);
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await runEngineBench());
}
