import { describe, expect, it } from "vitest";
import { addTap, TAP_RESET_MS, tempoFromTaps } from "./metronome-engine";

describe("tap tempo", () => {
  it("reads 120 BPM from taps half a second apart", () => {
    let taps: number[] = [];
    for (const at of [0, 500, 1000, 1500]) taps = addTap(taps, at);
    expect(tempoFromTaps(taps)).toBe(120);
  });

  it("starts a new count after a long pause", () => {
    const taps = addTap([0, 500], 500 + TAP_RESET_MS + 1);
    expect(taps).toHaveLength(1);
    expect(tempoFromTaps(taps)).toBeNull();
  });
});
