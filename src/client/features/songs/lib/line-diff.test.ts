import { describe, expect, it } from "vitest";
import { hasChanges, lineDiff } from "./line-diff";

describe("lineDiff", () => {
  it("marks a changed chord line as removed then added, keeping the lyrics unchanged", () => {
    const diff = lineDiff("D   A   D\nWatching the water", "D   Em  D\nWatching the water");
    expect(diff).toEqual([
      { kind: "removed", text: "D   A   D" },
      { kind: "added", text: "D   Em  D" },
      { kind: "same", text: "Watching the water" },
    ]);
  });

  it("finds no changes between equal texts", () => {
    expect(hasChanges(lineDiff("a\nb", "a\nb"))).toBe(false);
  });
});
