/** One row of /work/shared/corpus/charts.jsonl: a chart's chords line by line, and its stated key. */
export interface CorpusRow {
  id: string;
  source: string;
  key: string;
  lines: (string | string[])[];
}

export type CorpusFormat = "chords-over-lyrics" | "chordpro" | "bar-lines";

/** The filler lyric under each chord line: the corpus keeps no lyrics. */
const FILLER_LYRIC = "la la la la la la la la";

/** A row written out as pasted text, without its key, in one of the formats people paste. */
export function corpusRowText(row: CorpusRow, format: CorpusFormat): string {
  const out: string[] = [];
  for (const line of row.lines) {
    if (typeof line === "string") {
      out.push(format === "chordpro" ? `{start_of_verse: ${line}}` : `[${line}]`);
      continue;
    }
    const chords = line.filter((symbol) => symbol !== "|");
    if (format === "bar-lines") {
      out.push(`| ${line.join(" ").split(" | ").join(" | ")} |`);
    } else if (format === "chordpro") {
      out.push(chords.map((symbol) => `[${symbol}]la `).join(""));
    } else {
      out.push(chords.join("    "), FILLER_LYRIC);
    }
  }
  return out.join("\n");
}

/** Chords of the row in order, as written. */
export function corpusRowChords(row: CorpusRow): string[] {
  return row.lines.flatMap((line) =>
    typeof line === "string" ? [] : line.filter((symbol) => symbol !== "|"),
  );
}

/** The format a row's source is pasted in: jazz standards as bar lines, songs as chords over lyrics. */
export function naturalFormat(row: CorpusRow): CorpusFormat {
  return row.source === "jazz" ? "bar-lines" : "chords-over-lyrics";
}
