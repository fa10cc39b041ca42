import { type Key, keyName } from "../key/key";
import type { Chart, LyricLine, Section, SectionKind } from "../model";
import { renderItem } from "./render-chord";
import { type ChartRenderOptions, movedKey, type RenderContext, renderContext } from "./render-context";
import { barLineText } from "./text";

/** ChordPro environments for the kinds it names; other kinds become `start_of_part` with their label. */
const ENVIRONMENT_OF_KIND: Partial<Record<SectionKind, string>> = {
  verse: "verse",
  chorus: "chorus",
  bridge: "bridge",
};

function inlineLine(line: LyricLine, key: Key, context: RenderContext): string {
  let text = "";
  let consumed = 0;
  for (const { at, item } of line.chords) {
    if (at > consumed) {
      const piece = line.lyrics.slice(consumed, at);
      text += piece + " ".repeat(at - consumed - piece.length);
      consumed = at;
    }
    text += `[${renderItem(item, key, context.chord)}]`;
  }
  text += line.lyrics.slice(consumed);
  return line.repeat && line.repeat > 1 ? `${text} x${line.repeat}` : text;
}

function environment(section: Section): string {
  return ENVIRONMENT_OF_KIND[section.kind] ?? "part";
}

/**
 * The chart as ChordPro: `{title}`, `{key}`, `{capo}`, section environments, `[chord]` inline over lyrics,
 * bar lines as text. Letters by default (what ChordPro tools expect); numbers or both on request.
 */
export function renderChordPro(chart: Chart, options: ChartRenderOptions = {}): string {
  const context = renderContext(chart, { display: "letters", ...options });
  const out: string[] = [];
  if (chart.title) out.push(`{title: ${chart.title}}`);
  if (chart.artist) out.push(`{artist: ${chart.artist}}`);
  out.push(`{key: ${keyName(context.capo > 0 ? context.shapes : context.sounding)}}`);
  if (context.capo > 0) out.push(`{capo: ${context.capo}}`);
  if (chart.tempo) out.push(`{tempo: ${chart.tempo}}`);
  if (chart.timeSignature) out.push(`{time: ${chart.timeSignature}}`);
  let key = context.shapes;
  for (const section of chart.sections) {
    out.push("");
    const name = environment(section);
    const labelled = section.label !== "";
    const repeat = section.repeat && section.repeat > 1 ? ` x${section.repeat}` : "";
    if (labelled) out.push(`{start_of_${name}: ${section.label}${repeat}}`);
    for (const line of section.lines) {
      if (line.kind === "lyrics") out.push(inlineLine(line, key, context));
      else if (line.kind === "bars") out.push(barLineText(line, key, context));
      else if (line.kind === "comment") out.push(`{comment: ${line.text}}`);
      else {
        key = movedKey(line, context);
        out.push(`{key: ${keyName(key)}}`);
      }
    }
    if (labelled) out.push(`{end_of_${name}}`);
  }
  return `${out.join("\n").replace(/^\n+/, "")}\n`;
}
