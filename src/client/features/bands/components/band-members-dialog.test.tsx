import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BandMember, BandRole, BandSummary } from "../../../../shared/bands";
import { createQueryClient } from "../../../lib/query-client";
import { type SelectedBand, SelectedBandContext } from "../../../lib/selected-band";
import { BandMembersDialog } from "./band-members-dialog";

const member = (id: number, firstName: string, role: BandRole): BandMember => ({
  id,
  email: `${firstName.toLowerCase()}@band.test`,
  firstName,
  lastName: null,
  profileImageUrl: null,
  role,
  joinedAt: "2025-01-01T00:00:00.000Z",
});
const MEMBERS = [member(1, "Olga", "owner"), member(2, "Mia", "member"), member(3, "Max", "member")];

afterEach(() => vi.unstubAllGlobals());

function renderMembers(viewerId: number, role: BandRole) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "DELETE") return Response.json({ success: true });
    expect(String(input)).toBe("/api/bands/7/members");
    return Response.json(MEMBERS);
  });
  vi.stubGlobal("fetch", fetchMock);
  const band: BandSummary = { id: 7, name: "The Band", inviteCode: "CODE7", ownerId: 1, role };
  const selection: SelectedBand = { bandId: 7, band, bands: [band], isLoading: false, selectBand: vi.fn() };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedBandContext.Provider value={selection}>
        <BandMembersDialog open onOpenChange={vi.fn()} currentUserId={viewerId} onInvite={vi.fn()} />
      </SelectedBandContext.Provider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("the band members dialog", () => {
  it("marks the owner and offers the owner a remove button on every other member", async () => {
    renderMembers(1, "owner");
    const rows = await screen.findAllByRole("listitem");
    expect(within(rows[0] as HTMLElement).getByText("Owner")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove Olga" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove Mia" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Max" })).toBeTruthy();
  });

  it("removes a member only after the browser confirmation", async () => {
    const fetchMock = renderMembers(1, "owner");
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Mia" }));
    expect(confirm).toHaveBeenCalledWith("Remove Mia from The Band?");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole("button", { name: "Remove Mia" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/bands/7/members/2",
        expect.objectContaining({ method: "DELETE" }),
      ),
    );
  });

  it("shows a member no remove buttons", async () => {
    renderMembers(2, "member");
    await screen.findAllByRole("listitem");
    expect(screen.queryAllByRole("button", { name: /^Remove / })).toHaveLength(0);
    expect(screen.getByText("(you)")).toBeTruthy();
  });
});
