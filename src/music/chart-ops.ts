import { type Key, soundingKey, transposeKey } from "./key/key";
import type { Chart, ChartItem, ChartLine, ChordItem } from "./model";
import { mod12 } from "./pitch";

/** A chord of a chart with the key in force where it stands. */
export interface ChordInKey {
  item: ChordItem;
  key: Key;
}

function itemsOfLine(line: ChartLine): ChartItem[] {
  if (line.kind === "lyrics") return line.chords.map((placed) => placed.item);
  if (line.kind === "bars") return line.bars.flatMap((bar) => bar.items);
  return [];
}

/** Every chord of the chart in reading order, each with its key (key changes applied). */
export function chartChords(chart: Chart): ChordInKey[] {
  const chords: ChordInKey[] = [];
  let key = chart.key;
  for (const section of chart.sections) {
    for (const line of section.lines) {
      if (line.kind === "key-change") key = line.key;
      for (const item of itemsOfLine(line)) if (item.kind === "chord") chords.push({ item, key });
    }
  }
  return chords;
}

/** The key the chart sounds in: its written key raised by its capo. */
export function chartSoundingKey(chart: Chart): Key {
  return soundingKey(chart.key, chart.capo);
}

/**
 * The same chart written in another key: numbers stay, the key and every key change move together.
 * Chords are degrees, so nothing else changes.
 */
export function transposeChart(chart: Chart, key: Key): Chart {
  const shift = mod12(key.tonic - chart.key.tonic);
  const sections = chart.sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) =>
      line.kind === "key-change" ? { ...line, key: transposeKey(line.key, shift) } : line,
    ),
  }));
  const moved = { ...key, mode: chart.key.mode };
  return {
    ...chart,
    key: moved.mode === key.mode ? key : transposeKey(chart.key, shift),
    keyCandidates: chart.keyCandidates.map((candidate) => ({
      ...candidate,
      key: transposeKey(candidate.key, shift),
    })),
    sections,
  };
}
