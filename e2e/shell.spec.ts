import { expect, test } from "@playwright/test";
import { LANDING_HEADLINE, ShellPage } from "./pages/shell-page";

// The app's main bundle; blocking it proves the theme comes from /theme-init.js before any app code runs.
const APP_BUNDLE = /\/assets\/index-[\w-]+\.js$/;
const OCEAN_BACKGROUND = "rgb(6, 23, 38)";
const LIGHT_BACKGROUND = "rgb(248, 248, 250)";

test.use({ serviceWorkers: "block" });

test("a visitor sees the landing-alt page on /", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request beta access" })).toHaveAttribute("href", "/landing");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toHaveAttribute("href", "/auth");
});

test("a visitor sees the landing-alt page on a signed-in route", async ({ page }) => {
  await page.goto("/setlists");
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Bandbook" }).click();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
});

test("a visitor switches themes and the choice survives a reload with no flash", async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto("/");
  expect(await shell.htmlClass()).toBe("theme-light");
  expect(await shell.bodyBackground()).toBe(LIGHT_BACKGROUND);

  await shell.chooseTheme("ocean");
  await expect(page.locator("html")).toHaveClass("theme-ocean");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("ocean");
  await expect.poll(() => shell.bodyBackground()).toBe(OCEAN_BACKGROUND);

  // Without the app bundle, the first styled paint must already be ocean.
  await page.route(APP_BUNDLE, (route) => route.abort());
  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await shell.htmlClass()).toBe("theme-ocean");
  expect(await shell.bodyBackground()).toBe(OCEAN_BACKGROUND);

  await page.unroute(APP_BUNDLE);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  await expect(shell.themeSwitch()).toHaveValue("ocean");
  await expect(page.locator("html")).toHaveClass("theme-ocean");
});

for (const width of [390, 1280]) {
  test(`the layout holds at ${width} px wide`, async ({ page }) => {
    const shell = new ShellPage(page);
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["/", "/landing", "/auth", "/share/songs/abc", "/missing-page"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      await shell.expectNoHorizontalScroll();
    }
    await page.goto("/");
    for (const theme of ["dark", "ocean", "forest"] as const) {
      await shell.chooseTheme(theme);
      await expect(page.locator("html")).toHaveClass(`theme-${theme}`);
      await shell.expectNoHorizontalScroll();
    }
  });
}
