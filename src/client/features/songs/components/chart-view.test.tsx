import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Chart, type ChordDisplay, parseChart, parseKey } from "../../../../music";
import { ChartView } from "./chart-view";
import { SongChartPanel } from "./song-chart-panel";

// Chords over lyrics with a minor chord and a slash chord, then a bar line with a split bar, a diamond,
// a push and a repeat: everything a Nashville chart has to draw.
const CHART_TEXT = `Title: Test Song
Key: C

[Verse]
C        Am        F       C/E
Hello my friend, how are you today

[Chorus]
| C G | <1> | ^5 | Am | x2
`;

const chart: Chart = parseChart(CHART_TEXT);

function renderView(display: ChordDisplay, options: { shapes?: string; showLyrics?: boolean } = {}) {
  const { container } = render(
    <ChartView
      chart={chart}
      shapes={parseKey(options.shapes ?? "C")!}
      display={display}
      minor="m"
      showLyrics={options.showLyrics ?? true}
      fontScale={1}
    />,
  );
  return container.querySelector(".chart") as HTMLElement;
}

const chartText = () => (document.querySelector(".chart") as HTMLElement).textContent ?? "";

describe("the chart view", () => {
  it("reads the test chart in C with its marks", () => {
    expect(chart.key.tonic).toBe(0);
    expect(chart.diagnostics).toEqual([]);
  });

  it("draws numbers: minor as 6m, the slash chord as 1/3, no letters", () => {
    const view = renderView("numbers");
    const verse = within(screen.getByRole("region", { name: "Verse" }));
    expect(verse.getByText("6m")).toBeTruthy();
    expect(verse.getByText("1/3")).toBeTruthy();
    expect(verse.getByText("4")).toBeTruthy();
    expect(view.textContent).not.toMatch(/Am|C\/E/);
    expect(view.dataset.display).toBe("numbers");
  });

  it("draws the bar line: a split bar, a diamond, a push and the repeat count", () => {
    renderView("numbers");
    const chorus = screen.getByRole("region", { name: "Chorus" });
    const split = chorus.querySelector("[data-split]") as HTMLElement;
    expect(split.textContent).toBe("15");
    const diamond = chorus.querySelector('[data-rhythm="diamond"]') as HTMLElement;
    expect(diamond.textContent).toBe("held 1");
    const push = chorus.querySelector('[data-rhythm="push"]') as HTMLElement;
    expect(push.textContent).toContain("push 5");
    expect(within(chorus).getByText("×2")).toBeTruthy();
  });

  it("draws chord letters with real accidentals, no numbers", () => {
    const view = renderView("letters");
    expect(within(view).getAllByText("Am")).toHaveLength(2);
    expect(within(view).getByText("C/E")).toBeTruthy();
    expect(view.textContent).not.toMatch(/6m|1\/3/);
  });

  it("draws both: the number with its letters beside it", () => {
    renderView("both");
    const verse = within(screen.getByRole("region", { name: "Verse" }));
    expect(verse.getByText("6m")).toBeTruthy();
    expect(verse.getByText("Am")).toBeTruthy();
    expect(verse.getByText("1/3")).toBeTruthy();
    expect(verse.getByText("C/E")).toBeTruthy();
  });

  it("spells letters in the shape key: E♭ major has C/E as E♭/G", () => {
    const view = renderView("letters", { shapes: "Eb" });
    expect(within(view).getByText("E♭/G")).toBeTruthy();
    expect(within(view).getAllByText("Cm")).toHaveLength(2);
  });

  it("hides the lyric text when lyrics are off, keeping every chord", () => {
    const view = renderView("numbers", { showLyrics: false });
    expect(view.textContent).not.toContain("Hello");
    expect(within(screen.getByRole("region", { name: "Verse" })).getByText("6m")).toBeTruthy();
  });
});

describe("the chart panel's controls", () => {
  const show = async (user: ReturnType<typeof userEvent.setup>, label: "Numbers" | "Chords" | "Both") =>
    user.click(screen.getByRole("button", { name: label }));

  it("transposes the letters but never the numbers", async () => {
    const user = userEvent.setup();
    render(<SongChartPanel chart={chart} capo={0} />);
    await show(user, "Numbers");
    const numbersInC = chartText();
    await show(user, "Chords");
    expect(chartText()).toContain("Am");

    await user.selectOptions(screen.getByLabelText("Key"), "D");
    expect(chartText()).toContain("Bm");
    expect(chartText()).toContain("D/F♯");
    expect(chartText()).not.toContain("Am");
    expect(screen.getByRole("button", { name: "Back to C" })).toBeTruthy();

    await show(user, "Numbers");
    expect(chartText()).toBe(numbersInC);
  });

  it("with a capo shows the shape key and the sounding key, and letters in the shapes", async () => {
    const user = userEvent.setup();
    render(<SongChartPanel chart={chart} capo={0} />);
    await show(user, "Chords");
    await user.selectOptions(screen.getByLabelText("Key"), "D");
    await user.selectOptions(screen.getByLabelText("Capo"), "2");
    expect(screen.getByTestId("capo-summary").textContent).toBe("Play C shapes · sounds in D");
    expect(chartText()).toContain("Am");
    expect(chartText()).toContain("C/E");

    await user.selectOptions(screen.getByLabelText("Key"), "Bb");
    await user.selectOptions(screen.getByLabelText("Capo"), "3");
    expect(screen.getByTestId("capo-summary").textContent).toBe("Play G shapes · sounds in B♭");
    expect(chartText()).toContain("Em");
  });

  it("turns lyrics off and on from the toolbar", async () => {
    const user = userEvent.setup();
    render(<SongChartPanel chart={chart} capo={0} />);
    expect(chartText()).toContain("Hello my ");
    const lyrics = screen.getByRole("button", { name: "Lyrics" });
    expect(lyrics.getAttribute("aria-pressed")).toBe("true");
    await user.click(lyrics);
    expect(chartText()).not.toContain("Hello");
    expect(lyrics.getAttribute("aria-pressed")).toBe("false");
    await user.click(lyrics);
    expect(chartText()).toContain("Hello my ");
  });
});
