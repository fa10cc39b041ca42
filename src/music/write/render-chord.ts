import { headExtension } from "../chord/quality";
import { type Key, RELATIVE_MAJOR_OFFSET, spellInterval } from "../key/key";
import type { ChartItem, ChordDegree } from "../model";
import { type Interval, mod12 } from "../pitch";

/** How numbers are written; each is a band's preference. */
export interface NumberStyle {
  /** `6m` or `6-`. */
  minor: "m" | "-";
  /** `1Δ` or `1maj7`. */
  majorSeventh: "Δ" | "maj7";
  /** In a minor key: `6m` is home (relative major, the Nashville habit) or `1m` is home. */
  minorNumbering: "relative-major" | "tonic";
  /** `5⁷` or `5(7)`: never `57`, which reads as two chords. */
  extensions: "superscript" | "parentheses";
}

export const DEFAULT_NUMBER_STYLE: Readonly<NumberStyle> = Object.freeze({
  minor: "m",
  majorSeventh: "Δ",
  minorNumbering: "relative-major",
  extensions: "superscript",
});

export type ChordDisplay = "numbers" | "letters" | "both";

/** Flats for b2 b3 b6 b7, and #4: how Nashville charts name the twelve degrees. */
const DEGREE_NAMES = ["1", "b2", "2", "b3", "3", "4", "#4", "5", "b6", "6", "b7", "7"];

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

function superscript(text: string): string {
  let result = "";
  for (const char of text) {
    if (char >= "0" && char <= "9") result += SUPERSCRIPT_DIGITS[Number(char)];
    else if (char === "b") result += "♭";
    else if (char === "#") result += "♯";
    else result += char;
  }
  return result;
}

/** The degree name (`1`, `b7`, `#4`) of an interval above the key's tonic, in the chosen minor numbering. */
export function degreeName(
  interval: Interval,
  key: Key,
  style: Pick<NumberStyle, "minorNumbering"> = DEFAULT_NUMBER_STYLE,
): string {
  const shift = key.mode === "minor" && style.minorNumbering === "relative-major" ? RELATIVE_MAJOR_OFFSET : 0;
  return DEGREE_NAMES[mod12(interval - shift)]!;
}

function triadMark(degree: ChordDegree, style: NumberStyle): string {
  const { triad, seventh } = degree.quality;
  switch (triad) {
    case "major":
      return "";
    case "minor":
      return style.minor;
    case "diminished":
      return seventh === "7" ? "ø" : "°";
    case "augmented":
      return "+";
    case "sus2":
      return "sus2";
    case "sus4":
      return "sus";
    case "power":
      return "5";
  }
}

/** Seventh and extensions as one string (`7`, `9`, `maj9`/`Δ9`, `7b9`, `6`, `add9`), before styling. */
function extensionText(degree: ChordDegree, style: NumberStyle): { marked: string; plain: string } {
  const quality = degree.quality;
  const head = headExtension(quality);
  const rest = quality.extensions.filter((extension) => extension !== head).join("");
  let seventh = "";
  if (quality.seventh === "7" && quality.triad !== "diminished") seventh = head || "7";
  else if (quality.seventh === "dim7") seventh = "7";
  else if (quality.seventh === "maj7") {
    return { marked: style.majorSeventh === "Δ" ? `Δ${head}` : `maj${head || "7"}`, plain: rest };
  }
  return { marked: "", plain: seventh + rest };
}

/** Writes a chord as a Nashville number: `6m`, `5⁷`, `4/5`, `b7`, `2ø`, `1Δ`, `5⁷sus`. */
export function numberOf(degree: ChordDegree, key: Key, style: NumberStyle = DEFAULT_NUMBER_STYLE): string {
  const { marked, plain } = extensionText(degree, style);
  const triad = triadMark(degree, style);
  const styled = plain === "" ? "" : style.extensions === "superscript" ? superscript(plain) : `(${plain})`;
  const isSus = degree.quality.triad === "sus2" || degree.quality.triad === "sus4";
  const body = isSus ? marked + styled + triad : triad + marked + styled;
  const bass = degree.bass === undefined ? "" : `/${degreeName(degree.bass, key, style)}`;
  return degreeName(degree.root, key, style) + body + bass;
}

/** Writes a chord with letters in `key`, spelled as that key spells (Bb in F, A# in B), keeping the suffix. */
export function lettersOf(degree: ChordDegree, key: Key): string {
  const bass = degree.bass === undefined ? "" : `/${spellInterval(key, degree.bass)}`;
  return spellInterval(key, degree.root) + degree.suffix + bass;
}

export interface ChordRenderOptions extends Partial<NumberStyle> {
  display?: ChordDisplay;
}

/** One chord for display: numbers, letters, or both as `1 (G)`. `key` is the key whose letters to show. */
export function renderDegree(degree: ChordDegree, key: Key, options: ChordRenderOptions = {}): string {
  const style = { ...DEFAULT_NUMBER_STYLE, ...options };
  const display = options.display ?? "numbers";
  if (display === "letters") return lettersOf(degree, key);
  const number = numberOf(degree, key, style);
  return display === "both" ? `${number} (${lettersOf(degree, key)})` : number;
}

/** A chart item with its rhythm marks: `<1>` diamond, `^4` push, `5!` stop, `(6m)` optional, `N.C.`. */
export function renderItem(item: ChartItem, key: Key, options: ChordRenderOptions = {}): string {
  if (item.kind === "no-chord") return "N.C.";
  let text = renderDegree(item.chord, key, options);
  if (item.rhythm === "diamond") text = `<${text}>`;
  else if (item.rhythm === "push") text = `^${text}`;
  else if (item.rhythm === "stop") text = `${text}!`;
  return item.optional ? `(${text})` : text;
}
