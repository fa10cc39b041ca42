import { Fragment, memo, type ReactNode } from "react";
import {
  type Bar,
  type BarLine,
  type Chart,
  type ChartItem,
  type ChordDisplay,
  DEFAULT_NUMBER_STYLE,
  type Key,
  keyName,
  type LyricLine,
  type NumberStyle,
  type Section,
  transposeKey,
} from "../../../../music";
import { cn } from "../../../lib/cn";
import { ChartItemView, engrave } from "./chord-symbol";

export interface ChartViewOptions {
  display: ChordDisplay;
  minor: "m" | "-";
  showLyrics: boolean;
  /** 1 is the base size; the reader's font size preference. */
  fontScale: number;
}

interface ChartViewProps extends ChartViewOptions {
  chart: Chart;
  /** The key whose letters to show: the shape key the player fingers (sounding key minus capo). */
  shapes: Key;
  className?: string;
}

/** Bars per row, as on a paper chart: four bars read as a phrase, and columns line up down the page. */
const BARS_PER_ROW = 4;

interface RenderState {
  display: ChordDisplay;
  style: NumberStyle;
  showLyrics: boolean;
}

const SECTION_ACCENTS: Partial<Record<Section["kind"], string>> = {
  chorus: "border-primary",
  "pre-chorus": "border-primary/50",
  bridge: "border-amber-500/80",
  intro: "border-muted-foreground/40",
  outro: "border-muted-foreground/40",
  instrumental: "border-emerald-500/70",
  solo: "border-emerald-500/70",
};

/**
 * A chart in Nashville typography: each section a labelled block, lyrics with their chords above the
 * syllable they fall on (wrapping between words on a narrow screen), bar rows with bar lines, split bars,
 * repeats and rhythm marks. Key changes move with the transposition. Memoised: the editor's live preview
 * hands it a deferred chart, and re-drawing the old chart on every keystroke would undo the deferral.
 */
export const ChartView = memo(function ChartView({
  chart,
  shapes,
  display,
  minor,
  showLyrics,
  fontScale,
  className,
}: ChartViewProps) {
  const state: RenderState = { display, style: { ...DEFAULT_NUMBER_STYLE, minor }, showLyrics };
  const shift = shapes.tonic - chart.key.tonic;
  let keyInForce = shapes;
  const sections = chart.sections.filter((section) => section.lines.length > 0 || section.label);
  return (
    <div
      className={cn("chart grid gap-6 print:block print:columns-2 print:gap-10", className)}
      style={{ fontSize: `${fontScale * 1.05}rem` }}
      data-display={display}
    >
      {sections.map((section, sectionIndex) => {
        const lines: ReactNode[] = section.lines.map((line, index) => {
          const key = `${sectionIndex}-${index}`;
          if (line.kind === "key-change") {
            keyInForce = transposeKey(line.key, shift);
            return (
              <p key={key} className="my-1 text-[0.85em] font-semibold text-primary">
                Key change → {engrave(keyName(keyInForce), true)}
              </p>
            );
          }
          if (line.kind === "comment") {
            return (
              <p key={key} className="text-[0.9em] text-muted-foreground italic">
                {line.text}
              </p>
            );
          }
          if (line.kind === "bars")
            return <BarRow key={key} line={line} keyInForce={keyInForce} state={state} />;
          return <LyricRow key={key} line={line} keyInForce={keyInForce} state={state} />;
        });
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and a chart never reorders them
            key={sectionIndex}
            aria-label={section.label || undefined}
            className={cn(
              "break-inside-avoid border-l-[3px] pl-3 sm:pl-4 print:mb-5",
              SECTION_ACCENTS[section.kind] ?? "border-border",
            )}
          >
            {section.label && (
              <h3 className="mb-2 flex items-center gap-2 text-[0.72em] font-bold tracking-[0.08em] text-muted-foreground uppercase">
                {section.label}
                {section.repeat && section.repeat > 1 && <RepeatCount count={section.repeat} />}
              </h3>
            )}
            <div className="grid gap-[0.55em]">{lines}</div>
          </section>
        );
      })}
    </div>
  );
});

function RepeatCount({ count }: { count: number }) {
  return (
    <span className="rounded-full bg-muted px-1.5 py-px text-[0.95em] font-semibold tracking-normal text-foreground normal-case">
      ×{count}
    </span>
  );
}

interface RowProps<L> {
  line: L;
  keyInForce: Key;
  state: RenderState;
}

function Item({ item, keyInForce, state }: { item: ChartItem; keyInForce: Key; state: RenderState }) {
  return <ChartItemView item={item} keyInForce={keyInForce} display={state.display} style={state.style} />;
}

/** One piece of a lyric line that wraps as a unit: an optional chord and the text under it up to a word end. */
interface Chunk {
  item?: ChartItem;
  text: string;
}

/** Splits a lyric line at its chords, then at word ends, so a narrow screen wraps between words only. */
export function lyricChunks(line: LyricLine): Chunk[] {
  const placed = [...line.chords].sort((a, b) => a.at - b.at);
  const chunks: Chunk[] = [];
  const pushText = (text: string, item?: ChartItem) => {
    // A chord over the gap between words lands on the next word; the gap stays with the word before.
    const leading = item ? (/^\s+/.exec(text)?.[0] ?? "") : "";
    if (leading) {
      const previous = chunks[chunks.length - 1];
      if (previous) previous.text += leading;
      else chunks.push({ text: leading });
    }
    const words = text.slice(leading.length).match(/\S+\s*|\s+/g) ?? [];
    if (words.length === 0) {
      chunks.push({ item, text: "" });
      return;
    }
    words.forEach((word, index) => {
      chunks.push({ item: index === 0 ? item : undefined, text: word });
    });
  };
  const firstAt = placed[0]?.at ?? line.lyrics.length;
  if (firstAt > 0) pushText(line.lyrics.slice(0, firstAt));
  placed.forEach((current, index) => {
    const end = placed[index + 1]?.at ?? line.lyrics.length;
    pushText(line.lyrics.slice(current.at, Math.max(current.at, end)), current.item);
  });
  return chunks;
}

function LyricRow({ line, keyInForce, state }: RowProps<LyricLine>) {
  const hasLyrics = line.lyrics.trim().length > 0;
  if (line.chords.length === 0) {
    if (!hasLyrics) return <div className="h-[0.6em]" aria-hidden />;
    return state.showLyrics ? <p className="lyric leading-snug whitespace-pre-wrap">{line.lyrics}</p> : null;
  }
  if (!hasLyrics || !state.showLyrics) {
    return (
      <div className="flex flex-wrap items-baseline gap-x-[1.1em] gap-y-1 text-[1.18em] leading-tight font-bold">
        {line.chords.map((placed, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: chords of a line are positional
          <Item key={index} item={placed.item} keyInForce={keyInForce} state={state} />
        ))}
        {line.repeat && line.repeat > 1 && <RepeatCount count={line.repeat} />}
      </div>
    );
  }
  const chunks = lyricChunks(line);
  return (
    <p className="lyric-line flex flex-wrap items-end">
      {chunks.map((chunk, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: chunks are positional
        <span key={index} className="inline-flex flex-col">
          {chunk.item && (
            <span className="pr-[0.55em] text-[1.1em] leading-tight font-bold text-foreground">
              <Item item={chunk.item} keyInForce={keyInForce} state={state} />
            </span>
          )}
          <span className="leading-snug whitespace-pre text-foreground/85">{chunk.text || "\u00a0"}</span>
        </span>
      ))}
      {line.repeat && line.repeat > 1 && (
        <span className="ml-2 self-end">
          <RepeatCount count={line.repeat} />
        </span>
      )}
    </p>
  );
}

function BarRow({ line, keyInForce, state }: RowProps<BarLine>) {
  const rows: Bar[][] = [];
  for (let start = 0; start < line.bars.length; start += BARS_PER_ROW) {
    rows.push(line.bars.slice(start, start + BARS_PER_ROW));
  }
  return (
    <div className="grid gap-1">
      {rows.map((bars, rowIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
        <div key={rowIndex} className="flex items-stretch">
          <div className="grid flex-1 grid-cols-4 text-[1.18em] font-bold">
            {bars.map((bar, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional
              <Fragment key={index}>
                <BarCell bar={bar} keyInForce={keyInForce} state={state} isLast={index === bars.length - 1} />
              </Fragment>
            ))}
          </div>
          {line.repeat && line.repeat > 1 && rowIndex === rows.length - 1 && (
            <span className="ml-2 self-center text-[0.8em]">
              <RepeatCount count={line.repeat} />
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

function BarCell({
  bar,
  keyInForce,
  state,
  isLast,
}: {
  bar: Bar;
  keyInForce: Key;
  state: RenderState;
  isLast: boolean;
}) {
  const isSplit = bar.items.length > 1;
  return (
    <div
      className={cn(
        "relative flex min-h-[2.1em] items-center border-l-2 border-foreground/70 px-[0.45em]",
        bar.repeatStart && "border-l-[5px] border-double",
        (isLast || bar.repeatEnd) && "border-r-2",
        bar.repeatEnd && "border-r-[5px] border-double",
      )}
      data-split={isSplit || undefined}
    >
      {bar.repeatStart && <span className="mr-1 text-[0.9em] leading-none font-black">:</span>}
      {bar.repeatPrevious ? (
        <span className="mx-auto text-[1.05em] font-semibold text-muted-foreground" title="Repeat the bar">
          %
        </span>
      ) : (
        <span
          className={cn(
            "flex flex-1 flex-wrap items-baseline justify-around gap-x-[0.5em]",
            isSplit && "mx-[0.1em] border-b-2 border-foreground/45 pb-[0.1em]",
          )}
        >
          {bar.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items of a bar are positional
            <Item key={index} item={item} keyInForce={keyInForce} state={state} />
          ))}
        </span>
      )}
      {bar.repeatEnd && <span className="ml-1 text-[0.9em] leading-none font-black">:</span>}
    </div>
  );
}
