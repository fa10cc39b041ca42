import type { ChartItem, ChordDegree, ChordDisplay, Key, NumberStyle } from "../../../../music";
import { lettersOf, numberOf } from "../../../../music";
import { cn } from "../../../lib/cn";

/** ASCII accidentals as the engraved signs: `b7` → `♭7`, `Bb/D` → `B♭/D`, `#4` → `♯4`. */
export function engrave(text: string, isLetters: boolean): string {
  if (isLetters) return text.replace(/([A-G])b/g, "$1♭").replace(/([A-G])#/g, "$1♯");
  return text.replace(/(^|\/)b(?=\d)/g, "$1♭").replace(/(^|\/)#(?=\d)/g, "$1♯");
}

interface ChordSymbolProps {
  degree: ChordDegree;
  keyInForce: Key;
  display: ChordDisplay;
  style: NumberStyle;
}

/** One chord as a musician reads it: the number (or letters) large, the other spelling small beside it. */
function ChordSymbol({ degree, keyInForce, display, style }: ChordSymbolProps) {
  const letters = engrave(lettersOf(degree, keyInForce), true);
  if (display === "letters") return <span className="chord-letters">{letters}</span>;
  const number = engrave(numberOf(degree, keyInForce, style), false);
  return (
    <>
      <span>{number}</span>
      {display === "both" && (
        <span className="ml-[0.3em] text-[0.68em] font-medium text-muted-foreground">{letters}</span>
      )}
    </>
  );
}

interface ChartItemViewProps extends Omit<ChordSymbolProps, "degree"> {
  item: ChartItem;
  className?: string;
}

/**
 * A chart item with its rhythm marks drawn, not typed: a diamond around a held chord, a caret over a push,
 * a stop mark after a choke, parentheses around an optional chord.
 */
export function ChartItemView({ item, className, ...symbol }: ChartItemViewProps) {
  if (item.kind === "no-chord") {
    return <span className={cn("font-semibold tracking-wide text-muted-foreground", className)}>N.C.</span>;
  }
  const body = <ChordSymbol degree={item.chord} {...symbol} />;
  return (
    <span
      className={cn("relative inline-flex items-baseline whitespace-nowrap", className)}
      data-rhythm={item.rhythm}
    >
      {item.optional && <span className="text-muted-foreground">(</span>}
      {item.rhythm === "diamond" ? (
        <span className="relative inline-flex items-baseline px-[0.45em]">
          <span
            aria-hidden
            className="absolute top-1/2 left-1/2 size-[1.35em] -translate-x-1/2 -translate-y-1/2 rotate-45 rounded-[0.12em] border-[0.09em] border-current opacity-70"
          />
          <span className="sr-only">held </span>
          {body}
        </span>
      ) : item.rhythm === "push" ? (
        <span className="relative inline-flex items-baseline">
          <span
            aria-hidden
            className="absolute -top-[0.62em] left-0 text-[0.7em] leading-none font-bold text-primary"
          >
            ^
          </span>
          <span className="sr-only">push </span>
          {body}
        </span>
      ) : (
        body
      )}
      {item.rhythm === "stop" && (
        <span className="ml-[0.08em] font-black text-destructive">
          <span className="sr-only"> stop</span>!
        </span>
      )}
      {item.optional && <span className="text-muted-foreground">)</span>}
    </span>
  );
}
