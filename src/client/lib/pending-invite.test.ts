import { describe, expect, it } from "vitest";
import { capturePendingInvite, readPendingInviteCode } from "./pending-invite";

describe("invite links (spec §4)", () => {
  it("keeps the invite code and takes it out of the address bar", () => {
    window.history.replaceState(null, "", "/?invite=AB12CD34&tab=x#top");
    capturePendingInvite();
    expect(readPendingInviteCode()).toBe("AB12CD34");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/?tab=x#top");
  });

  it("leaves a stored code alone when the address has none", () => {
    localStorage.setItem("pendingInviteCode", "KEEPME12");
    window.history.replaceState(null, "", "/setlists");
    capturePendingInvite();
    expect(readPendingInviteCode()).toBe("KEEPME12");
    expect(window.location.pathname).toBe("/setlists");
  });
});
