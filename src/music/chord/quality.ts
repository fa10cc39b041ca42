/** The three or so notes a chord is built on. `power` is root + fifth (`C5`). */
export type Triad = "major" | "minor" | "diminished" | "augmented" | "sus2" | "sus4" | "power";

/** The seventh a chord adds: `7` is the flat (dominant) seventh. Half-diminished is diminished + `7`. */
export type Seventh = "" | "7" | "maj7" | "dim7";

/**
 * What a chord is, independent of its root: `G7b9` is a major triad, a `7` seventh and the extension `b9`.
 * Extensions are normalised tokens: `6`, `9`, `11`, `13`, `b5`, `#5`, `b9`, `#9`, `#11`, `b13`, `add2`,
 * `add4`, `add9`, `add11`, `alt`, `no3`, `no5`.
 */
export interface ChordQuality {
  triad: Triad;
  seventh: Seventh;
  extensions: string[];
}

export const MAJOR_TRIAD: ChordQuality = Object.freeze({ triad: "major", seventh: "", extensions: [] });

/** Reads characters of a suffix one token at a time; every branch consumes at least one character. */
class SuffixScanner {
  index = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.index >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.index + offset] ?? "";
  }

  /** Consumes `word` (ASCII case-insensitive) if it is next. */
  take(word: string, caseSensitive = false): boolean {
    const slice = this.text.slice(this.index, this.index + word.length);
    if (caseSensitive ? slice !== word : slice.toLowerCase() !== word.toLowerCase()) return false;
    this.index += word.length;
    return true;
  }

  /** Consumes a run of digits and returns them ("" if none). */
  digits(): string {
    const start = this.index;
    while (isDigit(this.peek())) this.index++;
    return this.text.slice(start, this.index);
  }
}

function isDigit(char: string): boolean {
  return char >= "0" && char <= "9";
}

const EXTENSION_NUMBERS = new Set(["2", "4", "5", "6", "9", "11", "13"]);
const ALTERABLE_NUMBERS = new Set(["5", "9", "11", "13", "6"]);

interface QualityDraft {
  triad: Triad;
  seventh: Seventh;
  extensions: string[];
  sawNumber: boolean;
}

/**
 * Reads the part of a chord symbol after its root and before any slash bass (`m7b5`, `maj7`, `Δ`, `°7`,
 * `sus`, `6/9`, `13#11`, `(add9)`). Returns null when the text is not a chord suffix, which is how a lyric
 * word is told from a chord. Linear in the length of the text.
 */
export function parseChordSuffix(text: string): ChordQuality | null {
  const draft: QualityDraft = { triad: "major", seventh: "", extensions: [], sawNumber: false };
  const scanner = new SuffixScanner(text);
  while (!scanner.done) {
    if (!readSuffixToken(scanner, draft)) return null;
  }
  return normalise(draft);
}

function addNumber(draft: QualityDraft, number: string): boolean {
  draft.sawNumber = true;
  switch (number) {
    case "7":
      if (draft.seventh === "") draft.seventh = "7";
      return true;
    case "5":
      if (draft.triad === "major" && draft.seventh === "" && draft.extensions.length === 0) {
        draft.triad = "power";
        return true;
      }
      draft.extensions.push("5");
      return true;
    case "2":
      if (draft.triad === "major" && draft.seventh === "") draft.triad = "sus2";
      else draft.extensions.push("add2");
      return true;
    case "4":
      if (draft.triad === "major" && draft.seventh === "") draft.triad = "sus4";
      else draft.extensions.push("add4");
      return true;
    case "69":
      draft.extensions.push("6", "9");
      return true;
    case "9":
    case "11":
    case "13":
      if (draft.seventh === "") draft.seventh = "7";
      draft.extensions.push(number);
      return true;
    case "6":
      draft.extensions.push("6");
      return true;
    default:
      return false;
  }
}

function readSuffixToken(scanner: SuffixScanner, draft: QualityDraft): boolean {
  const char = scanner.peek();
  if (char === "(" || char === ")" || char === "," || char === " ") {
    scanner.index++;
    return true;
  }
  if (takeMajorSeventhMark(scanner)) {
    const number = scanner.digits();
    const symbolAlone = number === "" && "Δ^".includes(scanner.text[scanner.index - 1] ?? "");
    if (number === "" && !symbolAlone) return true;
    draft.seventh = "maj7";
    if (number === "" || number === "7") return true;
    if (number === "9" || number === "11" || number === "13") {
      draft.extensions.push(number);
      return true;
    }
    return false;
  }
  if (scanner.take("min") || scanner.take("mi") || scanner.take("m", true)) {
    draft.triad = "minor";
    return true;
  }
  if (scanner.take("dim") || scanner.take("°") || scanner.take("º") || scanner.take("o7", true)) {
    draft.triad = "diminished";
    if (scanner.text[scanner.index - 1] === "7" || scanner.take("7")) draft.seventh = "dim7";
    return true;
  }
  if (char === "0" && scanner.index === 0) {
    // Some fakebooks write the diminished circle as a zero: `B07`.
    scanner.index++;
    draft.triad = "diminished";
    if (scanner.take("7")) draft.seventh = "dim7";
    return true;
  }
  if (scanner.take("ø") || scanner.take("Ø") || scanner.take("h7", true)) {
    draft.triad = "diminished";
    draft.seventh = "7";
    scanner.take("7");
    return true;
  }
  if (scanner.take("aug")) {
    draft.triad = "augmented";
    return true;
  }
  if (scanner.take("sus")) {
    const number = scanner.digits();
    if (number === "" || number === "4") draft.triad = "sus4";
    else if (number === "2") draft.triad = "sus2";
    else if (number === "9") {
      draft.triad = "sus4";
      draft.extensions.push("9");
    } else return false;
    return true;
  }
  if (scanner.take("add")) {
    const accidental = readAccidental(scanner);
    const number = scanner.digits();
    if (!EXTENSION_NUMBERS.has(number) && number !== "11") return false;
    draft.extensions.push(`add${accidental}${number}`);
    return true;
  }
  if (scanner.take("alt")) {
    if (draft.seventh === "") draft.seventh = "7";
    draft.extensions.push("alt");
    return true;
  }
  if (scanner.take("no")) {
    const number = scanner.digits();
    if (number !== "3" && number !== "5") return false;
    draft.extensions.push(`no${number}`);
    return true;
  }
  if (char === "-" && scanner.index === 0) {
    scanner.index++;
    draft.triad = "minor";
    return true;
  }
  if (char === "+" && !"591".includes(scanner.peek(1) || "x")) {
    scanner.index++;
    draft.triad = "augmented";
    return true;
  }
  const accidental = readAccidental(scanner);
  if (accidental !== "") {
    const number = scanner.digits();
    if (!ALTERABLE_NUMBERS.has(number)) return false;
    if (number === "5" && accidental === "#" && draft.seventh === "" && draft.extensions.length === 0) {
      draft.triad = "augmented";
      return true;
    }
    draft.extensions.push(accidental + number);
    return true;
  }
  if (char === "/" && scanner.peek(1) === "9") {
    scanner.index += 2;
    draft.extensions.push("9");
    return true;
  }
  if (isDigit(char)) return addNumber(draft, scanner.digits());
  return false;
}

/** `maj`, `ma7`, `M`, `Δ` or `^`; `ma` only before a digit so `madd9` stays minor + add9. */
function takeMajorSeventhMark(scanner: SuffixScanner): boolean {
  if (scanner.take("maj") || scanner.take("M", true) || scanner.take("Δ") || scanner.take("^")) return true;
  if (isDigit(scanner.peek(2)) && scanner.take("ma")) return true;
  return false;
}

function readAccidental(scanner: SuffixScanner): string {
  const char = scanner.peek();
  if (char === "b" || char === "♭" || char === "-") {
    scanner.index++;
    return "b";
  }
  if (char === "#" || char === "♯" || char === "+") {
    scanner.index++;
    return "#";
  }
  return "";
}

function normalise(draft: QualityDraft): ChordQuality {
  const extensions = draft.extensions;
  let triad = draft.triad;
  const flatFive = extensions.indexOf("b5");
  if (triad === "minor" && flatFive >= 0 && (draft.seventh === "7" || draft.seventh === "")) {
    // m7b5 is the half-diminished chord; mb5 is the diminished triad.
    triad = "diminished";
    extensions.splice(flatFive, 1);
  }
  return { triad, seventh: draft.seventh, extensions };
}

/** A compact, canonical text for a quality in letter charts (`m7`, `maj7`, `dim7`, `m7b5`, `7sus4`). */
export function qualityText(quality: ChordQuality): string {
  const { triad, seventh, extensions } = quality;
  const head = headExtension(quality);
  const rest = extensions.filter((extension) => extension !== head).join("");
  if (triad === "diminished" && seventh === "7") return `m7b5${rest}`;
  if (triad === "diminished" && seventh === "dim7") return `dim7${rest}`;
  const seventhText = seventh === "" ? "" : seventh === "maj7" ? `maj${head || "7"}` : head || "7";
  switch (triad) {
    case "major":
      return seventhText + rest;
    case "minor":
      return `m${seventhText}${rest}`;
    case "diminished":
      return `dim${seventhText}${rest}`;
    case "augmented":
      return `aug${seventhText}${rest}`;
    case "sus2":
      return `${seventhText}sus2${rest}`;
    case "sus4":
      return `${seventhText}sus4${rest}`;
    case "power":
      return `5${rest}`;
  }
}

/** The natural 9, 11 or 13 that names a seventh chord (`G13` rather than `G7 13`), or "". */
export function headExtension(quality: ChordQuality): string {
  if (quality.seventh !== "7" && quality.seventh !== "maj7") return "";
  let head = "";
  for (const extension of quality.extensions) {
    if (extension === "9" || extension === "11" || extension === "13") {
      if (head === "" || Number(extension) > Number(head)) head = extension;
    }
  }
  return head;
}

export function isMinorLike(quality: ChordQuality): boolean {
  return quality.triad === "minor" || quality.triad === "diminished";
}
