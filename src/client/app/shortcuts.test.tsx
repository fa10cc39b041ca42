import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, SIGNED_IN_USER } from "../test/render-app";

afterEach(() => vi.unstubAllGlobals());

async function renderHome() {
  renderApp("/", SIGNED_IN_USER);
  await screen.findByRole("heading", { name: "Song Library" });
}

describe("keyboard shortcuts", () => {
  it("opens the new-song dialog on n, with Create disabled until there is text", async () => {
    await renderHome();
    await userEvent.keyboard("n");
    const dialog = await screen.findByRole("dialog", { name: "New song" });
    const create = within(dialog).getByRole("button", {
      name: "Create Nashville Chart",
    }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("Song details"), "   ");
    expect(create.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("Song details"), "12-bar blues in A");
    expect(create.disabled).toBe(false);
    expect((within(dialog).getByLabelText("Audio URL (optional)") as HTMLInputElement).type).toBe("url");
  });

  it("ignores n typed into a text field", async () => {
    await renderHome();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.click(await screen.findByRole("button", { name: "Join Band" }));
    // The dialog's frame opens at once; its form arrives with the band dialogs' chunk.
    const code = await screen.findByLabelText("Invite code");
    expect(screen.getByRole("dialog", { name: "Join a band" }).contains(code)).toBe(true);
    await userEvent.type(code, "n");
    expect(screen.queryByRole("dialog", { name: "New song" })).toBeNull();
  });

  it("opens the command dialog on Ctrl+K and goes to the chosen page", async () => {
    await renderHome();
    await userEvent.keyboard("{Control>}k{/Control}");
    const palette = await screen.findByRole("dialog", { name: "Search and commands" });
    await userEvent.type(within(palette).getByRole("combobox"), "setlists");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Setlists" })).toBeTruthy();
    expect(window.location.pathname).toBe("/setlists");
  });

  it("opens the command dialog on Cmd+K too", async () => {
    await renderHome();
    await userEvent.keyboard("{Meta>}k{/Meta}");
    expect(await screen.findByRole("dialog", { name: "Search and commands" })).toBeTruthy();
  });

  it("leaves the session flag for the scheduler from the plus menu's Practice Poll", async () => {
    await renderHome();
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Practice Poll" }));
    await waitFor(() => expect(window.location.pathname).toBe("/practice-scheduler"));
    expect(window.sessionStorage.getItem("openCreatePoll")).toBe("true");
  });
});
