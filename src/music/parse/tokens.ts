/** A run of non-space text on a line and the column where it starts. */
export interface Token {
  text: string;
  start: number;
}

function isSpace(char: string): boolean {
  return char === " " || char === "\t" || char === "\u00a0";
}

/** Splits a line at spaces, and around bar signs so `|G . C .|` reads like `| G . C . |`. Linear. */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  const flush = (end: number) => {
    if (start >= 0) tokens.push({ text: line.slice(start, end), start });
    start = -1;
  };
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (isSpace(char)) {
      flush(index);
    } else if (char === "|") {
      flush(index);
      let end = index + 1;
      while (line[end] === "|" || line[end] === ":") end++;
      // A repeat sign's colon sits before the bar: `:|`.
      const colonBefore = tokens.length > 0 && tokens[tokens.length - 1]!.text === ":";
      if (colonBefore) tokens.pop();
      tokens.push({ text: (colonBefore ? ":" : "") + line.slice(index, end), start: index });
      index = end - 1;
    } else if (start < 0) {
      start = index;
    }
  }
  flush(line.length);
  return tokens;
}

/** Splits text into lines at \n, \r\n or \r. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "\n" || char === "\r") {
      lines.push(text.slice(start, index));
      if (char === "\r" && text[index + 1] === "\n") index++;
      start = index + 1;
    }
  }
  lines.push(text.slice(start));
  return lines;
}
