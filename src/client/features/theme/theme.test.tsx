import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import themeInitScript from "../../public/theme-init.js?raw";
import { THEMES } from "./theme";
import { ThemePicker } from "./theme-picker";
import { ThemeSwitch } from "./theme-switch";

/** Runs /theme-init.js as the browser does before the app loads. */
function runThemeInit() {
  new Function(themeInitScript)();
}

describe("themes", () => {
  it("starts in the light theme when nothing is stored", () => {
    runThemeInit();
    expect(document.documentElement.classList.contains("theme-light")).toBe(true);
  });

  it("ignores a stored value that is not a theme", () => {
    window.localStorage.setItem("theme", "neon");
    runThemeInit();
    expect(document.documentElement.className).toBe("theme-light");
  });

  it("applies every stored theme before the app loads", () => {
    for (const theme of THEMES) {
      document.documentElement.className = "";
      window.localStorage.setItem("theme", theme);
      runThemeInit();
      expect(document.documentElement.className).toBe(`theme-${theme}`);
      expect(document.documentElement.dataset.theme).toBe(theme);
    }
  });

  it("stores the chosen theme and swaps the class on <html>", async () => {
    render(<ThemePicker />);
    await userEvent.click(screen.getByRole("radio", { name: "Ocean" }));
    expect(window.localStorage.getItem("theme")).toBe("ocean");
    expect(document.documentElement.className).toBe("theme-ocean");
    expect(screen.getByRole("radio", { name: "Ocean" }).getAttribute("aria-checked")).toBe("true");

    await userEvent.click(screen.getByRole("radio", { name: "Forest" }));
    expect(document.documentElement.className).toBe("theme-forest");
  });

  it("keeps the chosen theme for the next visit", () => {
    const first = render(<ThemeSwitch />);
    fireEvent.change(screen.getByLabelText("Theme"), { target: { value: "dark" } });
    first.unmount();

    document.documentElement.className = "";
    runThemeInit();
    expect(document.documentElement.className).toBe("theme-dark");
    render(<ThemeSwitch />);
    expect((screen.getByLabelText("Theme") as HTMLSelectElement).value).toBe("dark");
  });
});
