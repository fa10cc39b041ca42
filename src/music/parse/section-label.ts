import type { SectionKind } from "../model";
import { readRepeatCount } from "./chord-token";

const SECTION_WORDS: Record<string, SectionKind> = {
  intro: "intro",
  verse: "verse",
  "pre-chorus": "pre-chorus",
  prechorus: "pre-chorus",
  "pre chorus": "pre-chorus",
  pre: "pre-chorus",
  channel: "pre-chorus",
  lift: "pre-chorus",
  chorus: "chorus",
  refrain: "chorus",
  hook: "chorus",
  "post-chorus": "post-chorus",
  postchorus: "post-chorus",
  bridge: "bridge",
  middle: "bridge",
  breakdown: "bridge",
  instrumental: "instrumental",
  inst: "instrumental",
  break: "instrumental",
  riff: "instrumental",
  solo: "solo",
  lead: "solo",
  interlude: "interlude",
  turnaround: "turnaround",
  turn: "turnaround",
  tag: "tag",
  vamp: "tag",
  outro: "outro",
  ending: "outro",
  coda: "outro",
  end: "outro",
  section: "other",
  part: "other",
  head: "other",
};

/** Words that may stand beside a section word in a label (`Guitar Solo`, `Final Chorus`, `Tag out`). */
const LABEL_MODIFIERS = new Set([
  "guitar",
  "piano",
  "fiddle",
  "banjo",
  "mandolin",
  "sax",
  "final",
  "last",
  "first",
  "second",
  "third",
  "double",
  "half",
  "out",
  "in",
  "and",
  "&",
  "time",
]);

/** Labels are short; a longer line starting with "Chorus" is a lyric. */
const MAX_LABEL_WORDS = 4;

export interface SectionLabel {
  label: string;
  kind: SectionKind;
  repeat?: number;
}

function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (const char of text) if (char < "0" || char > "9") return false;
  return true;
}

/** Single letters (with a digit) name jazz sections: `A`, `A1`, `B2`. Only read with a colon or brackets. */
function isLetterLabel(text: string): boolean {
  return (
    text.length <= 2 && text[0]! >= "A" && text[0]! <= "H" && (text.length === 1 || isDigits(text.slice(1)))
  );
}

function kindOfWord(word: string): SectionKind | undefined {
  const lower = word.toLowerCase();
  const direct = SECTION_WORDS[lower];
  if (direct) return direct;
  let end = lower.length;
  while (end > 0 && lower[end - 1]! >= "0" && lower[end - 1]! <= "9") end--;
  if (end < lower.length && end > 0) return SECTION_WORDS[lower.slice(0, end)];
  return undefined;
}

/**
 * Reads a section label: `[Verse 1]`, `Verse 1:`, `CHORUS`, `Chorus x2`, `(Bridge)`, `Pre-Chorus`, `Guitar
 * Solo`, and with `framed` (brackets or a colon were around it) jazz letters `A`, `B1`. Null if not a label.
 */
export function readSectionLabel(text: string, framed: boolean): SectionLabel | null {
  const words = text
    .trim()
    .split(" ")
    .filter((word) => word.length > 0);
  if (words.length === 0 || words.length > MAX_LABEL_WORDS) return null;
  let kind: SectionKind | undefined;
  let repeat: number | undefined;
  const labelWords: string[] = [];
  for (const word of words) {
    const times = readRepeatCount(word);
    if (times > 0) {
      repeat = times;
      continue;
    }
    const wordKind = kindOfWord(word.endsWith(":") ? word.slice(0, -1) : word);
    if (wordKind && kind === undefined) kind = wordKind;
    else if (!wordKind && !isDigits(word) && !LABEL_MODIFIERS.has(word.toLowerCase())) {
      if (!(framed && words.length === 1 && isLetterLabel(word))) return null;
      kind = "other";
    }
    labelWords.push(word);
  }
  if (!kind) return null;
  const label: SectionLabel = { label: labelWords.join(" "), kind };
  if (repeat) label.repeat = repeat;
  return label;
}
