/**
 * Bandbook's Nashville engine: read any pasted chord chart into a chart of scale degrees, detect its key,
 * and write it in numbers or letters in any key and capo. Pure TypeScript; imports nothing outside itself.
 */

export { type ChordInKey, chartChords, chartSoundingKey, transposeChart } from "./chart-ops";
export { type LetterChord, MAX_CHORD_SYMBOL_LENGTH, parseChordSymbol } from "./chord/chord-symbol";
export { type ChordQuality, parseChordSuffix, qualityText, type Seventh, type Triad } from "./chord/quality";
export { detectKey, KEY_CANDIDATE_LIMIT, type KeyEvidence } from "./key/detect-key";
export {
  KEY_OPTIONS,
  type Key,
  type KeyOption,
  keyName,
  keyOf,
  type Mode,
  parseKey,
  sameKey,
  shapeKey,
  soundingKey,
  spellInterval,
  transposeKey,
} from "./key/key";
export * from "./model";
export { parseNumberChord } from "./parse/chord-token";
export { type ParseOptions, parseChart } from "./parse/parse-chart";
export { type Interval, mod12, type PitchClass } from "./pitch";
export { renderChordPro } from "./write/chordpro";
export {
  type ChordDisplay,
  type ChordRenderOptions,
  DEFAULT_NUMBER_STYLE,
  degreeName,
  lettersOf,
  type NumberStyle,
  numberOf,
  renderDegree,
  renderItem,
} from "./write/render-chord";
export { type ChartRenderOptions, renderContext } from "./write/render-context";
export { renderChartText } from "./write/text";
