export type DiffLine = { kind: "same" | "added" | "removed"; text: string };

/** Past this many lines on each side the quadratic table costs more than a history view is worth. */
export const MAX_DIFF_LINES = 2_000;

/**
 * A line diff from `before` to `after` by longest common subsequence: unchanged lines, lines only in
 * `after` (added) and lines only in `before` (removed), in reading order.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split(/\r?\n/).slice(0, MAX_DIFF_LINES);
  const b = after.split(/\r?\n/).slice(0, MAX_DIFF_LINES);
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (common[(i + 1) * width + j]! >= common[i * width + j + 1]!) {
      lines.push({ kind: "removed", text: a[i++]! });
    } else {
      lines.push({ kind: "added", text: b[j++]! });
    }
  }
  while (i < a.length) lines.push({ kind: "removed", text: a[i++]! });
  while (j < b.length) lines.push({ kind: "added", text: b[j++]! });
  return lines;
}

export function hasChanges(diff: readonly DiffLine[]): boolean {
  return diff.some((line) => line.kind !== "same");
}
