import type { Key } from "../key/key";
import type { Bar, BarLine, Chart, ChartItem, LyricLine, Section } from "../model";
import { renderItem } from "./render-chord";
import {
  type ChartRenderOptions,
  keyLine,
  movedKey,
  type RenderContext,
  renderContext,
} from "./render-context";

function repeatSuffix(repeat: number | undefined): string {
  return repeat && repeat > 1 ? ` x${repeat}` : "";
}

/** Chords placed over their lyric columns; a chord that would touch the previous one moves right. */
function chordRow(line: LyricLine, key: Key, context: RenderContext): string {
  let row = "";
  for (const { at, item } of line.chords) {
    const text = renderItem(item, key, context.chord);
    const column = row.length === 0 ? at : Math.max(at, row.length + 1);
    row += " ".repeat(column - row.length) + text;
  }
  return row;
}

function barItemText(item: ChartItem, key: Key, context: RenderContext): string {
  const dots = item.beats && item.beats > 1 ? " .".repeat(item.beats - 1) : "";
  return renderItem(item, key, context.chord) + dots;
}

function barText(bar: Bar, key: Key, context: RenderContext): string {
  if (bar.repeatPrevious) return "%";
  return bar.items.map((item) => barItemText(item, key, context)).join(" ");
}

/** `| 1 . 4 . | 5 |`, with `|:` and `:|` repeat signs and `%` for a repeated bar. */
export function barLineText(line: BarLine, key: Key, context: RenderContext): string {
  let text = "";
  line.bars.forEach((bar, index) => {
    const opening = bar.repeatStart ? "|:" : index === 0 ? "|" : "";
    text += `${opening} ${barText(bar, key, context)} ${bar.repeatEnd ? ":|" : "|"}`;
  });
  return text + repeatSuffix(line.repeat);
}

function sectionHeader(section: Section): string | null {
  if (section.label === "") return null;
  return `[${section.label}${repeatSuffix(section.repeat)}]`;
}

/**
 * The chart as plain text: a key line, `[Section]` headers, chords over lyrics and bar lines, in numbers,
 * letters or both. Reading this text back gives the same chart.
 */
export function renderChartText(chart: Chart, options: ChartRenderOptions = {}): string {
  const context = renderContext(chart, options);
  const out: string[] = [];
  if (chart.title) out.push(`Title: ${chart.title}`);
  if (chart.artist) out.push(`Artist: ${chart.artist}`);
  out.push(keyLine(context));
  if (context.capo > 0) out.push(`Capo: ${context.capo}`);
  if (chart.tempo) out.push(`Tempo: ${chart.tempo}`);
  if (chart.timeSignature) out.push(`Time: ${chart.timeSignature}`);
  let key = context.shapes;
  for (const section of chart.sections) {
    out.push("");
    const header = sectionHeader(section);
    if (header) out.push(header);
    for (const line of section.lines) {
      switch (line.kind) {
        case "lyrics": {
          const row = chordRow(line, key, context);
          if (row) out.push(row + (line.lyrics ? "" : repeatSuffix(line.repeat)));
          if (line.lyrics) out.push(line.lyrics + repeatSuffix(line.repeat));
          break;
        }
        case "bars":
          out.push(barLineText(line, key, context));
          break;
        case "comment":
          out.push(line.text.startsWith("(") ? line.text : `(${line.text})`);
          break;
        case "key-change":
          key = movedKey(line, context);
          out.push(`Key: ${key.tonicName}${key.mode === "minor" ? "m" : ""}`);
          break;
      }
    }
  }
  return `${out.join("\n").trimEnd()}\n`;
}
