/**
 * Converts chord charts to Nashville numbers.
 *   npm run -s convert -- [--key K] [--json] FILE...   (FILE may be - for standard input)
 * Without --json it prints each chart as Nashville text; with --json one JSON line per file.
 */
import { readFileSync } from "node:fs";
import {
  type Chart,
  chartChords,
  keyName,
  numberOf,
  parseChart,
  parseKey,
  renderChartText,
} from "../src/music/index";

const USAGE = "usage: npm run -s convert -- [--key K] [--json] FILE...  (- reads standard input)";

interface Arguments {
  key?: string;
  json: boolean;
  files: string[];
}

function parseArguments(argv: string[]): Arguments | string {
  const args: Arguments = { json: false, files: [] };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === "--json") args.json = true;
    else if (arg === "--key") {
      const value = argv[++index];
      if (!value || !parseKey(value)) return `not a key: ${value ?? "(missing)"}`;
      args.key = value;
    } else if (arg.startsWith("--key=")) {
      const value = arg.slice("--key=".length);
      if (!parseKey(value)) return `not a key: ${value}`;
      args.key = value;
    } else if (arg === "--help" || arg === "-h") return USAGE;
    else args.files.push(arg);
  }
  return args.files.length > 0 ? args : USAGE;
}

function jsonLine(file: string, chart: Chart): string {
  const chords = chartChords(chart).map(({ item, key }) => ({
    symbol: item.written,
    number: numberOf(item.chord, key),
  }));
  return JSON.stringify({
    file,
    key: keyName(chart.key),
    keyCandidates: chart.keyCandidates.map((candidate) => ({
      key: keyName(candidate.key),
      confidence: candidate.confidence,
    })),
    chords,
    keySource: chart.keySource,
    capo: chart.capo,
    formats: chart.formats,
    title: chart.title,
    tempo: chart.tempo,
    timeSignature: chart.timeSignature,
    sections: chart.sections.map((section) => section.label),
    diagnostics: chart.diagnostics,
  });
}

function main(): number {
  const args = parseArguments(process.argv.slice(2));
  if (typeof args === "string") {
    console.error(args);
    return 2;
  }
  let failed = false;
  for (const file of args.files) {
    let text: string;
    try {
      text = readFileSync(file === "-" ? 0 : file, "utf8");
    } catch (error) {
      console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      failed = true;
      continue;
    }
    const chart = parseChart(text, args.key ? { key: args.key } : {});
    if (args.json) console.log(jsonLine(file, chart));
    else {
      if (args.files.length > 1) console.log(`== ${file}`);
      console.log(renderChartText(chart));
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = main();
