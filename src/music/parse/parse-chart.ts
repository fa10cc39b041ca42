import { qualityText } from "../chord/quality";
import { type Key, numberingTonic, spellInterval } from "../key/key";
import type { Bar, BarLine, Chart, ChartItem, ChartLine, PlacedItem } from "../model";
import { ChartBuilder, resolveForcedKey } from "./chart-builder";
import { type NumberChord, readToken, type TokenReading } from "./chord-token";
import { type Directive, readDirective, readInlineChordLine } from "./chordpro";
import { readFormDescription } from "./form-description";
import { readCapoValue, readKeyValue, readMetadataLine, readTempoValue, readTimeValue } from "./metadata";
import { readSectionLabel, type SectionLabel } from "./section-label";
import { splitLines, type Token, tokenize } from "./tokens";

export interface ParseOptions {
  /** Forces the key (`"Bb"`, `"F#m"` or a Key): numbers are counted from it whatever the text says. */
  key?: Key | string;
}

/** Words that are also chords; a line made only of them under a chord line is a lyric (`A`, `Am`). */
const AMBIGUOUS_CHORD_WORDS = new Set(["A", "Am", "a", "am", "Em", "Eb", "Ab", "Bb"]);
/** Share of `-` in a line above which it is guitar tablature (`e|--3--5--|`). */
const TAB_DASH_SHARE = 0.3;
/** Text after a section label's colon shorter than this is read as part of the label line. */
const CUE_PREFIXES = ["repeat", "play", "modulate", "key change", "segue", "fade", "to coda", "d.s.", "d.c."];

/** How one line of chords reads: placed items, or bars, with what else was on it. */
interface ChordLineReading {
  tokens: Token[];
  readings: TokenReading[];
  hasBars: boolean;
  isNumbers: boolean;
  repeat: number;
}

function isChordish(reading: TokenReading): boolean {
  return reading.kind !== "word";
}

/**
 * Reads a line as chords, bars or numbers: every token must be a chord, a number, a bar sign, a beat mark,
 * a repeat or a known annotation, and at least one must be a chord. Null otherwise (a lyric, a label, prose).
 */
function readChordLine(text: string, previousWasChords: boolean): ChordLineReading | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let reading = readTokens(tokens, false);
  if (!reading) {
    reading = readTokens(tokens, true);
    // Lower-case chords (`am f c g`) are accepted only when the line is unmistakably chords.
    if (reading && tokens.every((token) => AMBIGUOUS_CHORD_WORDS.has(token.text))) return null;
  }
  if (!reading) return null;
  const chordTokens = tokens.filter((_, index) => {
    const kind = reading.readings[index]!.kind;
    return kind === "chord";
  });
  if (
    previousWasChords &&
    chordTokens.length === tokens.length &&
    chordTokens.every((token) => AMBIGUOUS_CHORD_WORDS.has(token.text))
  ) {
    return null;
  }
  return reading;
}

function readTokens(tokens: Token[], allowLowercaseRoot: boolean): ChordLineReading | null {
  const readings: TokenReading[] = [];
  let letters = 0;
  let numbers = 0;
  let hasBars = false;
  let repeat = 0;
  for (const token of tokens) {
    const reading = readToken(token.text, { allowLowercaseRoot });
    if (!isChordish(reading)) return null;
    if (reading.kind === "chord" || reading.kind === "no-chord") letters++;
    else if (reading.kind === "number") numbers++;
    else if (reading.kind === "bar") hasBars = true;
    else if (reading.kind === "repeat") repeat = reading.times;
    readings.push(reading);
  }
  if (letters === 0 && numbers === 0) return null;
  return { tokens, readings, hasBars, isNumbers: numbers > letters, repeat };
}

function isTabLine(text: string): boolean {
  let dashes = 0;
  for (const char of text) if (char === "-") dashes++;
  return text.includes("|") && dashes / text.length >= TAB_DASH_SHARE;
}

function isCue(text: string): boolean {
  const lower = text.toLowerCase();
  if (lower.startsWith("(") && lower.endsWith(")")) return true;
  return CUE_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** Removes Ultimate Guitar's `[ch]…[/ch]` and `[tab]…[/tab]` markup, which is not part of the chart. */
function stripMarkup(line: string): string {
  if (!line.includes("[ch]") && !line.includes("[tab]") && !line.includes("[/tab]")) return line;
  return line.replaceAll("[ch]", "").replaceAll("[/ch]", "").replaceAll("[tab]", "").replaceAll("[/tab]", "");
}

/** Reads one pasted text, line by line, into a ChartBuilder. */
class TextReader {
  readonly builder = new ChartBuilder();
  /** A chord line waiting to see whether lyrics follow it. */
  private heldChords: { items: PlacedItem[]; repeat: number } | null = null;
  private inTab = false;
  private inGrid = false;
  private isChordPro = false;
  private lineNumber = 0;

  read(text: string): void {
    const lines = splitLines(text);
    this.isChordPro = lines.some((line) => {
      const trimmed = line.trim();
      return trimmed.startsWith("{") && trimmed.endsWith("}") && readDirective(trimmed) !== null;
    });
    for (const line of lines) {
      this.lineNumber++;
      this.readLine(stripMarkup(line));
    }
    this.releaseHeldChords();
  }

  private readLine(line: string): void {
    const trimmed = line.trim();
    const directive = readDirective(trimmed);
    if (directive) {
      this.releaseHeldChords();
      this.applyDirective(directive, trimmed);
      return;
    }
    if (this.inTab) return;
    if (trimmed.length === 0) {
      this.releaseHeldChords();
      return;
    }
    if (trimmed.startsWith("#") && this.isChordPro) return;
    if (isTabLine(trimmed)) {
      this.releaseHeldChords();
      return;
    }
    if (this.readHeader(line, trimmed)) return;
    const metadata = readMetadataLine(trimmed);
    if (metadata && metadata.field !== "ignored") {
      this.releaseHeldChords();
      this.applyMetadata(metadata);
      return;
    }
    if (metadata) return;
    this.readContent(line, 0);
  }

  /** Reads chords, bars, numbers, a ChordPro line, a form description, a cue or lyrics. */
  private readContent(line: string, columnOffset: number): void {
    const trimmed = line.trim();
    if (trimmed.includes("[") && trimmed.includes("]")) {
      const inline = readInlineChordLine(line);
      if (inline) {
        this.releaseHeldChords();
        this.addInlineLine(inline);
        return;
      }
    }
    const chords = readChordLine(line, this.heldChords !== null);
    if (chords) {
      this.addChordLine(chords, columnOffset);
      return;
    }
    const form = readFormDescription(trimmed);
    if (form) {
      this.releaseHeldChords();
      this.builder.noteFormat("form");
      this.builder.stateKey(form.key);
      const bars: Bar[] = form.bars.map((chord) => ({
        items: [this.builder.numberItem(chord, formChordLetters(chord, form.key), NO_MARKS)],
      }));
      this.builder.addLine({ kind: "bars", bars });
      return;
    }
    if (isCue(trimmed)) {
      this.releaseHeldChords();
      this.builder.addLine({ kind: "comment", text: trimmed });
      return;
    }
    this.addLyrics(line);
  }

  private readHeader(line: string, trimmed: string): boolean {
    if (trimmed.startsWith("[") && trimmed.endsWith("]") && trimmed.indexOf("[", 1) < 0) {
      const inner = trimmed.slice(1, -1);
      const isChord = readToken(inner.trim(), { allowLowercaseRoot: false }).kind === "chord";
      const label =
        isChord && this.isChordPro
          ? null
          : (readSectionLabel(inner, true) ?? shortLabel(inner, this.isChordPro));
      if (label) {
        this.openSection(label.label, label.kind, label.repeat);
        return true;
      }
      return false;
    }
    const colon = trimmed.indexOf(":");
    if (colon > 0) {
      const label = readSectionLabel(trimmed.slice(0, colon), true);
      if (!label) return false;
      this.openSection(label.label, label.kind, label.repeat);
      const rest = line.slice(line.indexOf(":") + 1);
      if (rest.trim().length > 0) this.readContent(" ".repeat(line.indexOf(":") + 1) + rest, 0);
      return true;
    }
    if (readChordLine(trimmed, false)) return false;
    const label = readSectionLabel(trimmed, false);
    if (!label) return false;
    this.openSection(label.label, label.kind, label.repeat);
    return true;
  }

  private openSection(
    label: string,
    kind: Parameters<ChartBuilder["startSection"]>[1],
    repeat?: number,
  ): void {
    this.releaseHeldChords();
    this.builder.startSection(label, kind, repeat);
  }

  private applyDirective(directive: Directive, text: string): void {
    const { name, value } = directive;
    const builder = this.builder;
    builder.noteFormat("chordpro");
    if (name === "end_of_tab") this.inTab = false;
    else if (name === "start_of_tab") this.inTab = true;
    else if (name === "start_of_grid") {
      this.inGrid = true;
      this.openSection(value || "Grid", "instrumental");
    } else if (name === "end_of_grid") {
      this.inGrid = false;
      builder.endSection();
    } else if (name.startsWith("start_of_")) {
      const part = name.slice("start_of_".length);
      const label = readSectionLabel(value || part, false) ?? readSectionLabel(part, false);
      this.openSection(
        label && value ? label.label : value || capitalise(part),
        label?.kind ?? "other",
        label?.repeat,
      );
    } else if (name.startsWith("end_of_")) builder.endSection();
    else if (name === "title") builder.facts.title = value;
    else if (name === "artist" || name === "subtitle") builder.facts.artist ??= value;
    else if (name === "key") {
      const key = readKeyValue(value);
      if (key) builder.stateKey(key);
      else builder.diagnose(this.lineNumber, "Unreadable key", text);
    } else if (name === "capo") {
      const capo = readCapoValue(value);
      if (capo !== null) builder.facts.capo = capo;
    } else if (name === "tempo") {
      const tempo = readTempoValue(value);
      if (tempo !== null) builder.facts.tempo = tempo;
    } else if (name === "time") {
      const time = readTimeValue(value);
      if (time) builder.facts.timeSignature = time;
    } else if (name === "comment" || name === "chorus") {
      builder.addLine({ kind: "comment", text: value || capitalise(name) });
    } else if (!IGNORED_DIRECTIVES.has(name)) {
      builder.diagnose(this.lineNumber, "Unknown directive", text);
    }
  }

  private applyMetadata(metadata: NonNullable<ReturnType<typeof readMetadataLine>>): void {
    const facts = this.builder.facts;
    switch (metadata.field) {
      case "key":
        this.builder.stateKey(metadata.key);
        break;
      case "capo":
        facts.capo = metadata.capo;
        break;
      case "tempo":
        facts.tempo = metadata.tempo;
        break;
      case "time":
        facts.timeSignature = metadata.timeSignature;
        break;
      case "title":
        facts.title = metadata.value;
        break;
      case "artist":
        facts.artist = metadata.value;
        break;
      case "ignored":
        break;
    }
  }

  private addInlineLine(inline: NonNullable<ReturnType<typeof readInlineChordLine>>): void {
    this.builder.noteFormat("chordpro");
    const chords: PlacedItem[] = [];
    for (const chord of inline.chords) {
      const item = this.itemOf(chord.reading, chord.written, 1);
      if (item) chords.push({ at: chord.at, item });
    }
    for (const content of inline.unreadable) {
      this.builder.diagnose(this.lineNumber, "Unreadable chord", `[${content}]`);
    }
    this.builder.addLine({ kind: "lyrics", lyrics: inline.lyrics, chords });
  }

  private itemOf(reading: TokenReading, token: string, weight: number): ChartItem | null {
    const written = withoutStrumMarks(token);
    if (reading.kind === "chord")
      return this.builder.letterItem(reading.chord, written, reading.marks, weight);
    if (reading.kind === "number") return this.builder.numberItem(reading.chord, written, reading.marks);
    if (reading.kind === "no-chord") return this.builder.noChordItem(written, reading.marks);
    return null;
  }

  private addChordLine(line: ChordLineReading, columnOffset: number): void {
    this.releaseHeldChords();
    if (line.hasBars || line.isNumbers || this.inGrid) {
      this.builder.noteFormat(line.isNumbers ? "numbers" : "bar-lines");
      this.builder.addLine(this.barLine(line));
      return;
    }
    this.builder.noteFormat("chords-over-lyrics");
    const items: PlacedItem[] = [];
    line.readings.forEach((reading, index) => {
      const token = line.tokens[index]!;
      if (reading.kind === "beat") {
        const last = items[items.length - 1]?.item;
        if (last) last.beats = (last.beats ?? 1) + reading.count;
        return;
      }
      const item = this.itemOf(reading, token.text, 1);
      if (item) items.push({ at: token.start + columnOffset, item });
    });
    this.heldChords = { items, repeat: line.repeat };
  }

  /** Bars from `| G . C . | D |`, `1 4 (5 4) 1`, `| Dm7 G7 | % |`; a number or letter alone is a bar. */
  private barLine(line: ChordLineReading): BarLine {
    const bars: Bar[] = [];
    let bar: { readings: { reading: TokenReading; written: string }[]; bar: Bar } = {
      readings: [],
      bar: { items: [] },
    };
    let grouping = false;
    const close = () => {
      const count = bar.readings.filter((entry) => entry.reading.kind !== "beat").length;
      let last: ChartItem | undefined;
      for (const { reading, written } of bar.readings) {
        if (reading.kind === "beat") {
          if (last) last.beats = (last.beats ?? 1) + reading.count;
          continue;
        }
        last = this.itemOf(reading, written, 1 / count) ?? undefined;
        if (last) bar.bar.items.push(last);
      }
      if (bar.bar.items.length > 0 || bar.bar.repeatPrevious) bars.push(bar.bar);
      else if (bar.bar.repeatStart && bars.length === 0) bar.bar = { items: [], repeatStart: true };
      if (bar.bar.items.length > 0 || bar.bar.repeatPrevious) bar = { readings: [], bar: { items: [] } };
    };
    line.readings.forEach((reading, index) => {
      const written = line.tokens[index]!.text;
      if (reading.kind === "bar") {
        if (reading.repeatEnd && bar.readings.length === 0 && bars.length > 0)
          bars[bars.length - 1]!.repeatEnd = true;
        else if (reading.repeatEnd) bar.bar.repeatEnd = true;
        close();
        if (reading.repeatStart) bar.bar.repeatStart = true;
        return;
      }
      if (reading.kind === "repeat-bar") {
        bar.bar.repeatPrevious = true;
        return;
      }
      if (
        reading.kind !== "chord" &&
        reading.kind !== "number" &&
        reading.kind !== "no-chord" &&
        reading.kind !== "beat"
      )
        return;
      bar.readings.push({ reading, written: stripGroupMarks(written) });
      if (line.hasBars) return;
      // Without bar signs, each chord is a bar unless parentheses group a split bar: `(1 4)`.
      const marks = reading.kind === "beat" ? null : reading.marks;
      if (marks?.opensGroup) grouping = true;
      if (marks?.closesGroup) grouping = false;
      const nextIsBeat = line.readings[index + 1]?.kind === "beat";
      if (!grouping && !nextIsBeat) close();
    });
    close();
    const result: BarLine = { kind: "bars", bars };
    if (line.repeat) result.repeat = line.repeat;
    return result;
  }

  private addLyrics(line: string): void {
    const held = this.heldChords;
    this.heldChords = null;
    const lyrics = line.trimEnd();
    if (!held) this.builder.noteFormat("text");
    const result: ChartLine = { kind: "lyrics", lyrics, chords: held?.items ?? [] };
    if (held?.repeat) result.repeat = held.repeat;
    this.builder.addLine(result);
  }

  private releaseHeldChords(): void {
    const held = this.heldChords;
    if (!held) return;
    this.heldChords = null;
    const line: ChartLine = { kind: "lyrics", lyrics: "", chords: held.items };
    if (held.repeat) line.repeat = held.repeat;
    this.builder.addLine(line);
  }
}

const IGNORED_DIRECTIVES = new Set([
  "new_song",
  "ns",
  "album",
  "year",
  "composer",
  "lyricist",
  "copyright",
  "duration",
  "sorttitle",
  "columns",
  "col",
  "column_break",
  "colb",
  "new_page",
  "np",
  "textfont",
  "textsize",
  "chordfont",
  "chordsize",
  "define",
  "chord",
  "image",
]);

/** `Dm//` and `G...` are written `Dm` and `G`: the marks are beats, kept in `beats`. */
function withoutStrumMarks(token: string): string {
  let end = token.length;
  while (end > 1 && (token[end - 1] === "/" || token[end - 1] === ".")) end--;
  return token.slice(0, end);
}

const NO_MARKS = { optional: false, opensGroup: false, closesGroup: false };

/** A described form has no chords as written; its letters in the stated key stand in for them. */
function formChordLetters(chord: NumberChord, key: Key): string {
  const tonic = numberingTonic(key, false) - key.tonic;
  const bass = chord.bass === undefined ? "" : `/${spellInterval(key, chord.bass + tonic)}`;
  return spellInterval(key, chord.root + tonic) + qualityText(chord.quality) + bass;
}

/** `[c]`, `[v]`, `[t]`: one-letter labels some songbooks use; in ChordPro they would be chords. */
function shortLabel(inner: string, isChordPro: boolean): SectionLabel | null {
  if (isChordPro || inner.length !== 1 || inner < "a" || inner > "z") return null;
  return { label: inner, kind: "other" };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).replaceAll("_", " ");
}

function stripGroupMarks(text: string): string {
  let start = 0;
  let end = text.length;
  if (text[0] === "(" && text[end - 1] !== ")") start++;
  if (text[end - 1] === ")" && text[0] !== "(") end--;
  return text.slice(start, end);
}

/**
 * Reads any pasted chart (ChordPro, chords over lyrics, bar lines, numbers, a form description, or a mix
 * of them, block by block) into a Chart whose chords are degrees of its key. Never throws; time is linear in
 * the length of the text. What could not be read is listed in `diagnostics`.
 */
export function parseChart(text: string, options: ParseOptions = {}): Chart {
  const reader = new TextReader();
  try {
    reader.read(typeof text === "string" ? text : "");
  } catch (error) {
    // A safety net only: the readers are written not to throw, and a chart must always come back.
    reader.builder.diagnose(0, `Reader error: ${error instanceof Error ? error.message : String(error)}`, "");
  }
  return reader.builder.build(resolveForcedKey(options.key));
}
