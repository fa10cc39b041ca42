import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BandSummary } from "../../shared/bands";
import { createQueryClient } from "../lib/query-client";
import { useSelectedBand } from "../lib/selected-band";
import { SelectedBandProvider } from "./selected-band-provider";

const band = (id: number, name: string): BandSummary => ({
  id,
  name,
  inviteCode: `CODE${id}`,
  ownerId: 1,
  role: "owner",
});
const ALPHA = band(11, "Alpha");
const BRAVO = band(12, "Bravo");

afterEach(() => vi.unstubAllGlobals());

function renderSelection(bands: BandSummary[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(bands)),
  );
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SelectedBandProvider>{children}</SelectedBandProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useSelectedBand(), { wrapper });
}

describe("the selected band (spec §4)", () => {
  it("restores the stored band", async () => {
    localStorage.setItem("selectedBandId", String(BRAVO.id));
    const { result } = renderSelection([ALPHA, BRAVO]);
    await waitFor(() => expect(result.current.band?.name).toBe("Bravo"));
    expect(result.current.bandId).toBe(BRAVO.id);
  });

  it("chooses the first band when none is stored, and saves it", async () => {
    const { result } = renderSelection([ALPHA, BRAVO]);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.bandId).toBe(ALPHA.id));
    await waitFor(() => expect(localStorage.getItem("selectedBandId")).toBe(String(ALPHA.id)));
  });

  it("drops a stored band the user is no longer in", async () => {
    localStorage.setItem("selectedBandId", "999");
    const { result } = renderSelection([BRAVO]);
    await waitFor(() => expect(result.current.bandId).toBe(BRAVO.id));
    expect(localStorage.getItem("selectedBandId")).toBe(String(BRAVO.id));
  });

  it("clears the selection of a user with no band", async () => {
    localStorage.setItem("selectedBandId", String(ALPHA.id));
    const { result } = renderSelection([]);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.band).toBeNull();
    await waitFor(() => expect(localStorage.getItem("selectedBandId")).toBeNull());
  });

  it("saves a change", async () => {
    const { result } = renderSelection([ALPHA, BRAVO]);
    await waitFor(() => expect(result.current.bandId).toBe(ALPHA.id));
    act(() => result.current.selectBand(BRAVO.id));
    expect(result.current.band?.name).toBe("Bravo");
    expect(localStorage.getItem("selectedBandId")).toBe(String(BRAVO.id));
  });
});
