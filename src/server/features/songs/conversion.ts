import { type Chart, chartChords, keyName, parseChart } from "../../../music";
import { SONG_NAME_MAX_LENGTH } from "../../../shared/songs";

export interface Conversion {
  chart: Chart;
  name: string;
  key: string;
  bpm: number | null;
  capo: number;
  timeSignature: string | null;
  durationSeconds: number | null;
  chordCount: number;
  parseTimeMs: number;
}

const DEFAULT_BEATS_PER_BAR = 4;
export const UNTITLED_SONG = "Untitled song";

/** The engine reads the chart; this turns its answer into the columns a song row keeps. */
export function convertChart(
  text: string,
  options: { key?: string; fallbackName?: string } = {},
): Conversion {
  const started = performance.now();
  const chart = parseChart(text, options.key ? { key: options.key } : {});
  const parseTimeMs = performance.now() - started;
  const name = (chart.title?.trim() || options.fallbackName?.trim() || UNTITLED_SONG).slice(
    0,
    SONG_NAME_MAX_LENGTH,
  );
  const bpm = chart.tempo ?? null;
  const timeSignature = chart.timeSignature ?? null;
  return {
    chart,
    name,
    key: keyName(chart.key),
    bpm,
    capo: chart.capo,
    timeSignature,
    durationSeconds: estimateDurationSeconds(chart, bpm, timeSignature),
    chordCount: chartChords(chart).length,
    parseTimeMs,
  };
}

/** DESIGN §3: bars × beats ÷ BPM, counting repeats; null without a tempo. */
export function estimateDurationSeconds(
  chart: Chart,
  bpm: number | null,
  timeSignature: string | null,
): number | null {
  if (!bpm) return null;
  const beatsPerBar = Number(timeSignature?.split("/")[0]) || DEFAULT_BEATS_PER_BAR;
  let bars = 0;
  for (const section of chart.sections) {
    let sectionBars = 0;
    for (const line of section.lines) {
      // A chord over lyrics lasts about a bar; bar lines say exactly.
      if (line.kind === "bars") sectionBars += line.bars.length * (line.repeat ?? 1);
      if (line.kind === "lyrics") sectionBars += Math.max(line.chords.length, 1) * (line.repeat ?? 1);
    }
    bars += sectionBars * (section.repeat ?? 1);
  }
  return bars === 0 ? null : Math.round((bars * beatsPerBar * 60) / bpm);
}
