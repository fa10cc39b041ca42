import { type Key, parseKey } from "../key/key";

/** A song fact stated in the text: `Key: G`, `Capo 2`, `Tempo: 96`, `120 BPM`, `Time: 3/4`, `Title: …`. */
export type Metadata =
  | { field: "key"; key: Key }
  | { field: "capo"; capo: number }
  | { field: "tempo"; tempo: number }
  | { field: "time"; timeSignature: string }
  | { field: "title" | "artist"; value: string }
  | { field: "ignored" };

/** Capos stop being practical past the 12th fret; a larger number is not a capo. */
export const MAX_CAPO = 12;
/** Tempos outside this range are typos or not tempos. */
export const MIN_TEMPO = 20;
export const MAX_TEMPO = 400;
/** A metadata line is short; longer text starting with "Key" is a lyric. */
const MAX_METADATA_LINE_LENGTH = 80;

const IGNORED_FIELDS = new Set([
  "tuning",
  "difficulty",
  "chords",
  "album",
  "year",
  "composer",
  "lyricist",
  "copyright",
  "ccli",
  "strumming",
  "genre",
]);

function firstInteger(text: string): number | null {
  let index = 0;
  while (index < text.length && !(text[index]! >= "0" && text[index]! <= "9")) index++;
  if (index === text.length) return null;
  let end = index;
  while (end < text.length && text[end]! >= "0" && text[end]! <= "9") end++;
  return Number(text.slice(index, end));
}

/** Reads a key from the start of a value: `G`, `F#m`, `Bb major`, `G (original F)`. */
export function readKeyValue(value: string): Key | null {
  const words = value.trim().split(" ");
  const two = words.slice(0, 2).join(" ");
  return parseKey(two) ?? parseKey(words[0] ?? "");
}

export function readCapoValue(value: string): number | null {
  const lower = value.toLowerCase();
  if (lower.includes("no") || lower.includes("none")) return 0;
  const capo = firstInteger(value);
  return capo !== null && capo <= MAX_CAPO ? capo : null;
}

export function readTempoValue(value: string): number | null {
  const tempo = firstInteger(value);
  return tempo !== null && tempo >= MIN_TEMPO && tempo <= MAX_TEMPO ? tempo : null;
}

export function readTimeValue(value: string): string | null {
  const trimmed = value.trim();
  const slash = trimmed.indexOf("/");
  if (slash <= 0) return null;
  const top = firstInteger(trimmed.slice(0, slash));
  const bottom = firstInteger(trimmed.slice(slash + 1));
  return top && bottom ? `${top}/${bottom}` : null;
}

/** Reads a metadata field by name; null when the value does not fit the field. */
export function readMetadataField(name: string, value: string): Metadata | null {
  switch (name.toLowerCase().trim()) {
    case "key":
    case "key of":
    case "original key": {
      const key = readKeyValue(value);
      return key ? { field: "key", key } : null;
    }
    case "capo": {
      const capo = readCapoValue(value);
      return capo === null ? null : { field: "capo", capo };
    }
    case "tempo":
    case "bpm": {
      const tempo = readTempoValue(value);
      return tempo === null ? null : { field: "tempo", tempo };
    }
    case "time":
    case "time signature":
    case "meter": {
      const timeSignature = readTimeValue(value);
      return timeSignature ? { field: "time", timeSignature } : null;
    }
    case "title":
    case "song":
      return { field: "title", value: value.trim() };
    case "artist":
    case "by":
    case "band":
      return { field: "artist", value: value.trim() };
    default:
      return IGNORED_FIELDS.has(name.toLowerCase().trim()) ? { field: "ignored" } : null;
  }
}

/** Reads a whole metadata line: `Key: G`, `Key - G`, `Key of G`, `Capo 2`, `Capo on 3rd fret`, `120 bpm`. */
export function readMetadataLine(line: string): Metadata | null {
  const text = line.trim();
  if (text.length === 0 || text.length > MAX_METADATA_LINE_LENGTH) return null;
  const colon = text.indexOf(":");
  if (colon > 0) return readMetadataField(text.slice(0, colon), text.slice(colon + 1));
  const dash = text.indexOf(" - ");
  if (dash > 0) return readMetadataField(text.slice(0, dash), text.slice(dash + 3));
  const lower = text.toLowerCase();
  if (lower.startsWith("key of ")) return readMetadataField("key", text.slice("key of ".length));
  if (lower.startsWith("capo ")) return readMetadataField("capo", text.slice("capo ".length));
  if (lower === "no capo") return { field: "capo", capo: 0 };
  if (lower.endsWith(" bpm")) return readMetadataField("bpm", text.slice(0, -" bpm".length));
  return null;
}
