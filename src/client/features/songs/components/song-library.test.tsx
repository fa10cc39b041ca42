import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BandSummary } from "../../../../shared/bands";
import type { SongListItem } from "../../../../shared/songs";
import { createQueryClient } from "../../../lib/query-client";
import { type SelectedBand, SelectedBandContext } from "../../../lib/selected-band";
import { SongLibrary, VIRTUALIZE_ABOVE } from "./song-library";

afterEach(() => vi.unstubAllGlobals());

const song = (id: number, name: string, extra: Partial<SongListItem> = {}): SongListItem => ({
  id,
  name,
  key: "G",
  bpm: 100,
  capo: 0,
  tags: [],
  isCover: false,
  audioUrl: null,
  lastUpdated: "2026-01-01T00:00:00.000Z",
  ...extra,
});

function renderLibrary(songs: SongListItem[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toBe("/api/songs?bandId=7");
    return Response.json(songs);
  });
  vi.stubGlobal("fetch", fetchMock);
  const band: BandSummary = { id: 7, name: "The Band", inviteCode: "CODE7", ownerId: 1, role: "owner" };
  const selection: SelectedBand = { bandId: 7, band, bands: [band], isLoading: false, selectBand: vi.fn() };
  const onNewSong = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedBandContext.Provider value={selection}>
        <SongLibrary onNewSong={onNewSong} />
      </SelectedBandContext.Provider>
    </QueryClientProvider>,
  );
  return { fetchMock, onNewSong };
}

describe("the song library", () => {
  it("invites an empty band to add its first song", async () => {
    const { onNewSong } = renderLibrary([]);
    expect(await screen.findByText("Add your first song!")).toBeTruthy();
    expect(screen.getByTestId("song-count").textContent).toBe("0 songs");
    // The empty state's own button, below the header's.
    const buttons = screen.getAllByRole("button", { name: "New song" });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(onNewSong).toHaveBeenCalled();
  });

  it("lists every song with the footer 'Showing 1 to n of n results' and disabled paging", async () => {
    renderLibrary([
      song(1, "Blue Moon", { tags: ["jazz"] }),
      song(2, "Amazing Grace", { tags: ["demo"], isCover: true }),
      song(3, "Crazy", { capo: 2 }),
    ]);
    expect(await screen.findByText("Showing 1 to 3 of 3 results")).toBeTruthy();
    expect(screen.getByTestId("song-count").textContent).toBe("3 songs");
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    const list = within(screen.getByTestId("song-list"));
    expect(list.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Amazing Grace",
      "Blue Moon",
      "Crazy",
    ]);
    expect(list.getByText("Demo")).toBeTruthy();
    expect(list.getByText("Cover")).toBeTruthy();
    expect(list.getByText("Capo 2")).toBeTruthy();
  });

  it("narrows the rows and the count as the reader types a search", async () => {
    renderLibrary([song(1, "Blue Moon", { tags: ["jazz"] }), song(2, "Amazing Grace"), song(3, "Crazy")]);
    expect(await screen.findByText("Showing 1 to 3 of 3 results")).toBeTruthy();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search songs" }), "jazz");
    expect(await screen.findByText("1 of 3 songs")).toBeTruthy();
    const list = within(screen.getByTestId("song-list"));
    expect(list.getAllByRole("link").map((link) => link.textContent)).toEqual(["Blue Moon"]);
    expect(screen.getByText("Showing 1 to 1 of 1 results")).toBeTruthy();
  });

  it("draws only the rows on screen above 50 songs, and still counts them all", async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      song(index + 1, `Song ${String(index + 1).padStart(3, "0")}`),
    );
    expect(many.length).toBeGreaterThan(VIRTUALIZE_ABOVE);
    renderLibrary(many);
    expect(await screen.findByText("Showing 1 to 120 of 120 results")).toBeTruthy();
    const rows = screen.getByTestId("song-list").querySelectorAll("[data-index]");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(many.length);
  });
});
