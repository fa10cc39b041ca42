import { type Key, keyName, shapeKey, soundingKey, transposeKey } from "../key/key";
import type { Chart, ChartLine } from "../model";
import { mod12 } from "../pitch";
import { type ChordRenderOptions, DEFAULT_NUMBER_STYLE, type NumberStyle } from "./render-chord";

/** How to show a chart: which key it sounds in, with which capo, and how to write chords. */
export interface ChartRenderOptions extends ChordRenderOptions {
  /** The sounding key to play in; defaults to the chart's own (its key raised by its capo). */
  key?: Key;
  /** Capo for the player; letters are shown as shapes in the key `capo` semitones below the sounding key. */
  capo?: number;
}

/** The keys a render needs: letters are spelled in the shape key; numbers do not depend on either. */
export interface RenderContext {
  sounding: Key;
  capo: number;
  shapes: Key;
  /** Semitones from the chart's written key to the shape key, to move key changes with the chart. */
  shift: number;
  chord: ChordRenderOptions & NumberStyle;
}

export function renderContext(chart: Chart, options: ChartRenderOptions = {}): RenderContext {
  const capo = options.capo ?? chart.capo;
  const sounding = options.key ?? soundingKey(chart.key, chart.capo);
  const shapes = shapeKey(sounding, capo);
  return {
    sounding,
    capo,
    shapes,
    shift: mod12(shapes.tonic - chart.key.tonic),
    chord: { ...DEFAULT_NUMBER_STYLE, ...options },
  };
}

/** The key in force after a key-change line, moved as the render moves the chart. */
export function movedKey(line: Extract<ChartLine, { kind: "key-change" }>, context: RenderContext): Key {
  return transposeKey(line.key, context.shift);
}

/** `Key: A` or `Key: A (capo 2: play G shapes)`. */
export function keyLine(context: RenderContext): string {
  if (context.capo === 0) return `Key: ${keyName(context.sounding)}`;
  return `Key: ${keyName(context.sounding)} (capo ${context.capo}: play ${keyName(context.shapes)} shapes)`;
}
