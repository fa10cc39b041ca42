import type { LetterChord } from "../chord/chord-symbol";
import { qualityText } from "../chord/quality";
import { detectKey, type KeyEvidence } from "../key/detect-key";
import { type Key, keyOf, numberingTonic, parseKey, sameKey, shapeKey } from "../key/key";
import {
  type BlockFormat,
  CHART_MODEL_VERSION,
  type Chart,
  type ChartItem,
  type ChartLine,
  type ChordDegree,
  type ChordItem,
  type Diagnostic,
  type KeySource,
  type Section,
  type SectionKind,
} from "../model";
import { mod12, type PitchClass } from "../pitch";
import type { NumberChord, TokenMarks } from "./chord-token";

/** A chart will not show a user more problems than this; the rest are counted in the last one. */
export const MAX_DIAGNOSTICS = 50;
/** Key of a chart with no letter chords and no stated key: numbers render in C until the user picks one. */
const DEFAULT_KEY = keyOf(0, "major");

/** A chord read before the key is known: letters hold absolute pitches, numbers hold degrees. */
interface PendingChord {
  degree: ChordDegree;
  isNumber: boolean;
  /** Index into keyChanges of the key in force, -1 for the home key. */
  keyIndex: number;
  weight: number;
  /** Ordinals of the line and section the chord stands in (key evidence: the ends of sections). */
  line: number;
  section: number;
}

export interface StatedFacts {
  title?: string;
  artist?: string;
  capo?: number;
  tempo?: number;
  timeSignature?: string;
}

/** Collects sections, lines and chords while the text is read, then settles the key and the degrees. */
export class ChartBuilder {
  readonly sections: Section[] = [];
  readonly facts: StatedFacts = {};
  private current: Section | null = null;
  private readonly formats: BlockFormat[] = [];
  private readonly diagnostics: Diagnostic[] = [];
  private droppedDiagnostics = 0;
  private readonly pending: PendingChord[] = [];
  private readonly keyChanges: Key[] = [];
  private statedKey: Key | null = null;
  private usesMinorTonicNumbers = false;
  /** Lines added and sections started so far; a chord is read before its line is added. */
  private lineCount = 0;
  private sectionCount = 0;

  startSection(label: string, kind: SectionKind, repeat?: number): void {
    this.current = { label, kind, lines: [] };
    this.sectionCount++;
    if (repeat) this.current.repeat = repeat;
    this.sections.push(this.current);
  }

  /** Closes a ChordPro environment: what follows belongs to no labelled section. */
  endSection(): void {
    this.current = null;
  }

  addLine(line: ChartLine): void {
    if (!this.current) this.startSection("", "other");
    this.current!.lines.push(line);
    this.lineCount++;
  }

  noteFormat(format: BlockFormat): void {
    if (!this.formats.includes(format)) this.formats.push(format);
  }

  diagnose(line: number, message: string, text: string): void {
    if (this.diagnostics.length < MAX_DIAGNOSTICS) this.diagnostics.push({ line, message, text });
    else this.droppedDiagnostics++;
  }

  /** A key stated before any chord is the song's key; one stated after chords is a key change. */
  stateKey(key: Key): void {
    if (this.pending.length === 0 && this.keyChanges.length === 0) {
      this.statedKey = key;
      return;
    }
    this.keyChanges.push(key);
    this.addLine({ kind: "key-change", key });
  }

  letterItem(chord: LetterChord, written: string, marks: TokenMarks, weight: number): ChordItem {
    const degree: ChordDegree = { root: chord.root, quality: chord.quality, suffix: chord.suffix };
    if (chord.bass !== undefined) degree.bass = chord.bass;
    this.pending.push({
      degree,
      isNumber: false,
      keyIndex: this.keyChanges.length - 1,
      weight,
      line: this.lineCount,
      section: this.sectionCount,
    });
    return withMarks({ kind: "chord", chord: degree, written }, marks);
  }

  numberItem(chord: NumberChord, written: string, marks: TokenMarks): ChordItem {
    // The number as written is kept in `written`; letters need a letter-chart suffix (`m7`, not `-7`).
    const degree: ChordDegree = {
      root: chord.root,
      quality: chord.quality,
      suffix: qualityText(chord.quality),
    };
    if (chord.bass !== undefined) degree.bass = chord.bass;
    if (chord.root === 0 && chord.quality.triad === "minor") this.usesMinorTonicNumbers = true;
    this.pending.push({
      degree,
      isNumber: true,
      keyIndex: this.keyChanges.length - 1,
      weight: 1,
      line: this.lineCount,
      section: this.sectionCount,
    });
    return withMarks({ kind: "chord", chord: degree, written }, marks);
  }

  noChordItem(written: string, marks: TokenMarks): ChartItem {
    return marks.beats ? { kind: "no-chord", written, beats: marks.beats } : { kind: "no-chord", written };
  }

  /** Settles the key (forced, stated, detected or default) and turns every chord into a degree of it. */
  build(forcedKey: Key | null): Chart {
    const evidence = this.homeKeyEvidence();
    const candidates = detectKey(evidence);
    let key: Key;
    let keySource: KeySource;
    if (forcedKey) {
      key = forcedKey;
      keySource = "forced";
    } else if (this.statedKey) {
      key = this.shapeKeyOfStated(this.statedKey, candidates[0]?.key);
      keySource = "stated";
    } else if (candidates[0]) {
      key = candidates[0].key;
      keySource = "detected";
    } else {
      key = DEFAULT_KEY;
      keySource = "default";
    }
    this.resolveDegrees(key);
    if (this.droppedDiagnostics > 0) {
      this.diagnostics.push({
        line: 0,
        message: `${this.droppedDiagnostics} more problems not listed`,
        text: "",
      });
    }
    const chart: Chart = {
      version: CHART_MODEL_VERSION,
      key,
      keySource,
      keyCandidates: keySource === "detected" ? candidates : [],
      capo: this.facts.capo ?? 0,
      sections: this.sections,
      formats: this.formats,
      diagnostics: this.diagnostics,
    };
    if (this.facts.title) chart.title = this.facts.title;
    if (this.facts.artist) chart.artist = this.facts.artist;
    if (this.facts.tempo) chart.tempo = this.facts.tempo;
    if (this.facts.timeSignature) chart.timeSignature = this.facts.timeSignature;
    return chart;
  }

  private homeKeyEvidence(): KeyEvidence[] {
    const evidence: KeyEvidence[] = [];
    for (const chord of this.pending) {
      if (chord.isNumber || chord.keyIndex >= 0) continue;
      evidence.push({
        root: chord.degree.root,
        quality: chord.degree.quality,
        weight: chord.weight,
        line: chord.line,
        section: chord.section,
      });
    }
    return evidence;
  }

  /**
   * With a capo, a stated key may name the sounding key or the shapes. The chords are shapes, so when their
   * own key is the stated key lowered by the capo, the statement was the sounding key.
   */
  private shapeKeyOfStated(stated: Key, detected: Key | undefined): Key {
    const capo = this.facts.capo ?? 0;
    if (capo === 0 || !detected || sameKey(detected, stated)) return stated;
    const shapes = shapeKey(stated, capo);
    return sameKey(detected, shapes) ? shapes : stated;
  }

  private resolveDegrees(home: Key): void {
    for (const chord of this.pending) {
      const key = chord.keyIndex >= 0 ? this.keyChanges[chord.keyIndex]! : home;
      const offset = chord.isNumber ? this.numberOffset(key) : -key.tonic;
      chord.degree.root = mod12(chord.degree.root + offset);
      if (chord.degree.bass !== undefined) chord.degree.bass = mod12(chord.degree.bass + offset);
    }
  }

  /** Numbers count from the relative major in a minor key unless the chart itself numbers the tonic `1m`. */
  private numberOffset(key: Key): PitchClass {
    return mod12(numberingTonic(key, this.usesMinorTonicNumbers) - key.tonic);
  }
}

function withMarks(item: ChordItem, marks: TokenMarks): ChordItem {
  if (marks.optional) item.optional = true;
  if (marks.rhythm) item.rhythm = marks.rhythm;
  if (marks.beats) item.beats = marks.beats;
  return item;
}

/** Reads a forced key given as text or as a Key. */
export function resolveForcedKey(key: Key | string | undefined): Key | null {
  if (key === undefined) return null;
  return typeof key === "string" ? parseKey(key) : key;
}
