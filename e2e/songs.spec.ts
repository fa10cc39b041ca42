import { type Browser, expect, type Page, test } from "@playwright/test";
import { baseURL, createBetaUser } from "./support/accounts";

test.use({ serviceWorkers: "block" });

const SHOTS = "test-results/screens";

const RIVER_SONG = `Title: Down by the River
Tempo: 92

[Verse]
D              G          D
Down by the river I sat in the evening
D              A          D
Watching the water roll on to the sea

[Chorus]
G              D
Roll on, roll on
Bm          A        D
Carry me home to the sea`;

/** A signed-in member of a fresh band (which starts with its three demo songs), on the library. */
async function signInWithBand(page: Page, firstName: string): Promise<void> {
  const user = await createBetaUser(firstName);
  const login = await page.request.post("/api/auth/login", {
    data: { email: user.email, password: user.password },
  });
  expect(login.ok()).toBe(true);
  const band = await page.request.post("/api/bands", { data: { name: `${firstName}'s Band` } });
  expect(band.ok()).toBe(true);
  await page.goto("/");
  await expect(page.getByTestId("song-count")).toHaveText("3 songs");
}

async function shoot(page: Page, name: string, widths: number[] = [1280, 390]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openShareLinkSignedOut(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const reader = await context.newPage();
  await reader.goto(link);
  await expect(reader.getByRole("heading", { level: 1, name: "Down by the River" })).toBeVisible();
  await expect(reader.getByLabel("Key")).toBeVisible();
  await reader.getByRole("button", { name: "Chords", exact: true }).click();
  await expect(reader.locator(".chart")).toContainText("Bm");
  await shoot(reader, "shared-song");
  await context.close();
}

test("paste a chart, transpose, capo, edit with preview, restore history, share, delete", async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInWithBand(page, "Riley");
  await shoot(page, "library");

  await page.getByRole("button", { name: /Create a chart/ }).click();
  await page.getByLabel("Song details").fill(RIVER_SONG);
  await page.getByRole("button", { name: "Create Nashville Chart" }).click();

  await expect(page).toHaveURL(/\/songs\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Down by the River" })).toBeVisible();
  const chart = page.locator(".chart");
  await expect(page.getByLabel("Key")).toHaveValue("D");
  await expect(chart).toContainText("6m");
  await page.getByRole("button", { name: "Numbers", exact: true }).click();
  await shoot(page, "chart-numbers");
  await page.getByRole("button", { name: "Both", exact: true }).click();
  await shoot(page, "chart-both");
  await page.getByRole("button", { name: "Chords", exact: true }).click();
  await expect(chart).toContainText("Bm");
  await shoot(page, "chart-letters");

  // On a phone the toolbar is two rows; the metronome and text options open behind their buttons.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Start metronome" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Larger text" })).toBeHidden();
  await page.getByRole("button", { name: "Show metronome" }).click();
  await expect(page.getByRole("button", { name: "Start metronome" })).toBeVisible();
  await page.getByRole("button", { name: "Text options" }).click();
  await expect(page.getByRole("button", { name: "Larger text" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/chart-toolbar-open-390.png` });
  await page.getByRole("button", { name: "Show metronome" }).click();
  await page.getByRole("button", { name: "Text options" }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("button", { name: "Start metronome" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show metronome" })).toBeHidden();

  // Printed: the chart alone, in two columns.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByLabel("Key")).toBeHidden();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Start metronome" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Song Library" })).toBeHidden();
  await expect(chart).toHaveCSS("column-count", "2");
  await page.screenshot({ path: `${SHOTS}/chart-print-1280.png`, fullPage: true });
  await page.emulateMedia({ media: null });

  await page.getByLabel("Key").selectOption("Bb");
  await expect(chart).toContainText("E♭");
  await expect(chart).toContainText("Gm");
  await page.getByLabel("Capo").selectOption("3");
  await expect(page.getByTestId("capo-summary")).toHaveText("Play G shapes · sounds in B♭");
  await expect(chart).toContainText("Em");

  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/theme-dark/);
  await shoot(page, "chart-dark");
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
  await page.getByRole("button", { name: "Numbers", exact: true }).click();

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const editor = page.getByLabel("Chart", { exact: true });
  await expect(editor).toHaveValue(/Watching the water/);
  const edited = RIVER_SONG.replace(
    "D              A          D\nWatching",
    "D              Em         D\nWatching",
  );
  await editor.fill(edited);
  await expect(page.getByTestId("chart-preview")).toContainText("2m");
  await shoot(page, "editor");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await expect(chart).toContainText("2m");

  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history.getByTestId("chart-diff")).toContainText("Em");
  await history.getByRole("button", { name: "Restore this version" }).click();
  await expect(history).toBeHidden();
  await expect(chart).not.toContainText("2m");
  await expect(chart).toContainText("5");

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.getByRole("button", { name: "Create share link" }).click();
  await expect(page.getByText("Share link copied!")).toBeVisible();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(/\/share\/songs\/[A-Za-z0-9_-]{32}$/);
  await page.getByRole("button", { name: "Done" }).click();
  await openShareLinkSignedOut(browser, link);

  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Delete song" }).click();
  await page.getByRole("button", { name: "Delete song" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId("song-count")).toHaveText("3 songs");
  await expect(page.getByRole("link", { name: "Down by the River" })).toHaveCount(0);
});

const chordPro = (title: string, tempo: number, key: string, chords: string) =>
  `{title: ${title}}\n{key: ${key}}\n{tempo: ${tempo}}\n\n{start_of_verse}\n${chords}\n{end_of_verse}\n`;

test("import ChordPro files, then search, filter and sort the library", async ({ page }) => {
  await signInWithBand(page, "Morgan");

  await page.getByRole("button", { name: "Import" }).click();
  await page.getByLabel("Choose files to import").setInputFiles([
    {
      name: "fast-one.cho",
      mimeType: "text/plain",
      buffer: Buffer.from(chordPro("Fast One", 180, "A", "[A]Run [D]fast, [E]run")),
    },
    {
      name: "slow-one.chordpro",
      mimeType: "text/plain",
      buffer: Buffer.from(chordPro("Slow One", 64, "F", "[F]Slow [Bb]and [C]low")),
    },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some words, no music here") },
  ]);
  const dialog = page.getByRole("dialog", { name: "Import songs" });
  await expect(dialog.getByText("Imported 2 of 3")).toBeVisible();
  await expect(dialog.locator('[data-state="failed"]')).toContainText("notes.txt");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("song-count")).toHaveText("5 songs");

  await page.getByLabel("Search songs").fill("slow");
  await expect(page.getByTestId("song-count")).toHaveText("1 of 5 songs");
  await page.getByLabel("Search songs").fill("demo");
  await expect(page.getByTestId("song-count")).toHaveText("3 of 5 songs");
  await page.getByLabel("Search songs").fill("");
  await expect(page.getByTestId("song-count")).toHaveText("5 songs");

  await page.getByRole("button", { name: "Filters" }).click();
  const minimum = page.getByRole("slider", { name: "Minimum BPM" });
  await minimum.focus();
  for (let step = 0; step < 10; step++) await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("bpm-range")).toHaveText("110–200");
  await expect(page.getByTestId("song-count")).toHaveText("1 of 5 songs");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await page.getByLabel("Only covers").check();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("song-count")).toHaveText(/of 5 songs/);
  await page.getByRole("button", { name: /Filters/ }).click();
  await page.getByLabel("Only covers").uncheck();
  await page.keyboard.press("Escape");

  const names = page.getByTestId("song-list").getByRole("link");
  await page.getByRole("button", { name: "Sort by BPM" }).click();
  await expect(names.first()).toHaveText("Slow One");
  await page.getByRole("button", { name: "Sort by BPM" }).click();
  await expect(names.first()).toHaveText("Fast One");
  await page.getByRole("button", { name: "Sort by Song Name" }).click();
  await expect(names.first()).toHaveText("Amazing Grace");
  await shoot(page, "library-imported");
});

test("a session that ended elsewhere: creating a song says so and goes to sign in (spec §8)", async ({
  page,
}) => {
  await signInWithBand(page, "Quinn");
  await page.getByRole("button", { name: /Create a chart/ }).click();
  await page.getByLabel("Song details").fill(RIVER_SONG);

  // Signed out in the background (another tab, an expired session): the page still shows the library.
  const logout = await page.request.post("/api/auth/logout");
  expect(logout.ok()).toBe(true);

  const toLogin = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/login");
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/songs" && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create Nashville Chart" }).click();
  expect((await created).status()).toBe(401);
  const answeredAt = Date.now();
  await expect(page.getByText("Unauthorized", { exact: true })).toBeVisible();
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  await toLogin;
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(450);
  await expect(page).toHaveURL(`${baseURL}/auth`);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});
