import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chartChords } from "../chart-ops";
import { keyName } from "../key/key";
import type { BarLine, Chart, LyricLine } from "../model";
import { numberOf } from "../write/render-chord";
import { parseChart } from "./parse-chart";

function fixture(name: string): string {
  return readFileSync(new URL(`../test-fixtures/${name}`, import.meta.url), "utf8");
}

function numbers(chart: Chart): string[] {
  return chartChords(chart).map(({ item, key }) => numberOf(item.chord, key));
}

function written(chart: Chart): string[] {
  return chartChords(chart).map(({ item }) => item.written);
}

function lyricLines(chart: Chart): LyricLine[] {
  return chart.sections.flatMap((section) =>
    section.lines.filter((line): line is LyricLine => line.kind === "lyrics"),
  );
}

describe("chords over lyrics", () => {
  it("reads every chord of a realistic chart and takes no lyric word for a chord", () => {
    const chart = parseChart(fixture("river-road.txt"));
    expect(written(chart)).toEqual([
      ...["Am", "F", "C", "G"],
      ...["Am", "F", "C", "G", "Am", "F", "C", "G", "Am"],
      ...["F", "C", "G", "Am", "F", "C", "E7", "F", "C", "G", "Am", "(Am)", "G/B", "C"],
      ...["Dm", "Am", "Dm", "E7"],
    ]);
    const lyrics = lyricLines(chart).map((line) => line.lyrics);
    expect(lyrics).toContain("A man walks in from the river road");
    expect(lyrics).toContain("Am I the one he came to find");
    expect(lyrics).toContain("Do you remember, go and see");
    expect(lyrics).toContain("A heart is only a heart in the dark");
  });

  it("keeps chord columns over the lyric", () => {
    const chart = parseChart("G        C\nAmazing grace\n");
    const [line] = lyricLines(chart);
    expect(line?.chords.map((placed) => placed.at)).toEqual([0, 9]);
  });

  it("reads headers, Key, Capo and Tempo lines, repeats, N.C., optional chords and strums", () => {
    const chart = parseChart(fixture("river-road.txt"));
    expect(chart.sections.map((section) => section.label)).toEqual([
      "",
      "Intro",
      "Verse 1",
      "Chorus",
      "Bridge",
    ]);
    expect(chart.tempo).toBe(96);
    expect(keyName(chart.key)).toBe("Am");
    expect(chart.keySource).toBe("detected");
    const intro = chart.sections[1]!.lines[0] as LyricLine;
    expect(intro.repeat).toBe(2);
    const all = chartChords(chart).map(({ item }) => item);
    expect(all.find((item) => item.written === "(Am)")?.optional).toBe(true);
    expect(all.find((item) => item.written === "E7" && item.beats)?.beats).toBe(5);
    const noChord = lyricLines(chart)
      .flatMap((line) => line.chords)
      .find((placed) => placed.item.kind === "no-chord");
    expect(noChord).toBeDefined();
  });

  it("numbers a stated key and ignores tab lines", () => {
    const chart = parseChart(fixture("amazing-grace.txt"));
    expect(keyName(chart.key)).toBe("G");
    expect(chart.keySource).toBe("stated");
    expect(chart.timeSignature).toBe("3/4");
    expect(numbers(chart).slice(0, 7)).toEqual(["1", "1⁷", "4", "1", "1", "6m", "5"]);
  });

  it("reads a lyric line starting with A under chords as lyrics", () => {
    const chart = parseChart("C          G\nA\nAm       F\nA man and a dog\n");
    expect(lyricLines(chart).map((line) => line.lyrics)).toEqual(["A", "A man and a dog"]);
  });

  it("reads the key given by a capo as the sounding key when the shapes say so", () => {
    const chart = parseChart("Key: A\nCapo: 2\nG C D G\nG Em C D G\n");
    expect(keyName(chart.key)).toBe("G");
    expect(chart.capo).toBe(2);
  });
});

describe("ChordPro", () => {
  it("reads directives, environments, inline chords and comments", () => {
    const chart = parseChart(fixture("chordpro-hymn.cho"));
    expect(chart.title).toBe("Will the Circle Be Unbroken");
    expect(chart.artist).toBe("Traditional");
    expect(keyName(chart.key)).toBe("C");
    expect(chart.capo).toBe(2);
    expect(chart.tempo).toBe(110);
    expect(chart.sections.map((section) => [section.label, section.kind])).toEqual([
      ["Verse 1", "verse"],
      ["Chorus", "chorus"],
      ["", "other"],
    ]);
    const first = chart.sections[0]!.lines[0] as LyricLine;
    expect(first.lyrics).toBe("I was standing by my window");
    expect(first.chords[0]?.at).toBe(6);
    expect(numbers(chart)).toContain("5⁷");
    expect(chart.sections[2]!.lines[0]).toEqual({ kind: "comment", text: "Repeat chorus twice" });
  });

  it("treats a {key} after chords as a key change", () => {
    const chart = parseChart("{key: C}\n[C]One [G]two\n{key: D}\n[D]three [A]four\n");
    expect(numbers(chart)).toEqual(["1", "5", "1", "5"]);
  });

  it("reports what it cannot read", () => {
    const chart = parseChart("{weird_directive: x}\n[C]ok [Q?]bad\n");
    expect(chart.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      "Unknown directive",
      "Unreadable chord",
    ]);
  });
});

describe("bar lines", () => {
  it("reads bars, beats, split bars, repeat signs and %", () => {
    const chart = parseChart("| G . C . | D | % |\n||: Dm7 G7 | Cmaj7 :|| x2\n");
    const [first, second] = chart.sections[0]!.lines as BarLine[];
    expect(first!.bars.map((bar) => bar.items.map((item) => item.kind === "chord" && item.written))).toEqual([
      ["G", "C"],
      ["D"],
      [],
    ]);
    expect(first!.bars[0]!.items.map((item) => item.beats)).toEqual([2, 2]);
    expect(first!.bars[2]!.repeatPrevious).toBe(true);
    expect(second!.bars[0]!.repeatStart).toBe(true);
    expect(second!.bars[1]!.repeatEnd).toBe(true);
    expect(second!.repeat).toBe(2);
  });

  it("reads jazz section letters and detects the home key", () => {
    const chart = parseChart(fixture("jazz-bars.txt"));
    expect(chart.sections.map((section) => section.label)).toEqual(["", "A", "B"]);
    expect(keyName(chart.key)).toBe("F");
    expect(numbers(chart).slice(0, 4)).toEqual(["1Δ", "6⁷", "2m⁷", "5⁷"]);
  });
});

describe("numbers", () => {
  it("reads numbers, minors, flats, slash bass, sus, diamonds, pushes and split bars", () => {
    const chart = parseChart(fixture("numbers-chart.txt"));
    expect(keyName(chart.key)).toBe("D");
    expect(numbers(chart)).toEqual([
      "1",
      "4",
      "1",
      "5",
      "6m",
      "4",
      "1/3",
      "5",
      "4",
      "5",
      "6m",
      "b7",
      "2sus",
      "2",
      "4",
      "5",
      "1",
      "4",
      "1",
      "5",
      "1",
    ]);
    const items = chartChords(chart).map(({ item }) => item);
    expect(items[14]?.rhythm).toBe("diamond");
    expect(items[15]?.rhythm).toBe("push");
    const last = chart.sections[1]!.lines[2] as BarLine;
    expect(last.bars[0]!.items).toHaveLength(2);
  });

  it("counts a minor key's numbers from the relative major unless the chart uses 1m", () => {
    expect(numbers(parseChart("Key: Am\n6m 4 5 6m\n"))).toEqual(["6m", "4", "5", "6m"]);
    expect(numbers(parseChart("Key: Am\n1m b6 b7 1m\n"))).toEqual(["6m", "4", "5", "6m"]);
  });
});

describe("form descriptions", () => {
  it.each([
    ["12-bar blues in A", "A", ["1⁷", "1⁷", "1⁷", "1⁷", "4⁷", "4⁷", "1⁷", "1⁷", "5⁷", "4⁷", "1⁷", "5⁷"]],
    ["1-4-5 in G", "G", ["1", "4", "5"]],
    ["I–V–vi–IV in D", "D", ["1", "5", "6m", "4"]],
    ["ii-V-I in Bb", "Bb", ["2m", "5", "1"]],
  ])("reads %s", (text, key, expected) => {
    const chart = parseChart(text);
    expect(keyName(chart.key)).toBe(key);
    expect(numbers(chart)).toEqual(expected);
  });

  it("leaves a lyric about the blues alone", () => {
    expect(chartChords(parseChart("I got the blues in a minute"))).toEqual([]);
  });
});

describe("mixed input", () => {
  it("detects the format per block", () => {
    const chart = parseChart(
      "{title: Mix}\n[G]Hello [C]there\n\n| G | C | D | G |\n\nG   D\nwords here\n\n1 4 5 1\n",
    );
    expect(chart.formats).toEqual(["chordpro", "bar-lines", "chords-over-lyrics", "numbers"]);
  });

  it("forces a key over a stated one", () => {
    const chart = parseChart("Key: G\nG C D\n", { key: "C" });
    expect(chart.keySource).toBe("forced");
    expect(numbers(chart)).toEqual(["5", "1", "2"]);
  });

  it("returns an empty chart for empty text", () => {
    const chart = parseChart("");
    expect(chart.sections).toEqual([]);
    expect(chart.keySource).toBe("default");
  });
});
