import { expect, type Page, test } from "@playwright/test";
import { createBetaUser } from "./support/accounts";

test.use({ serviceWorkers: "block" });

const SHOTS = "test-results/screens";

interface ListedSong {
  id: number;
  name: string;
  key: string | null;
  bpm: number | null;
  tags: string[];
  isCover: boolean;
}

const WORDS = ["Midnight Train", "Harbor Lights", "Silver Road", "Copper Sky", "Open Highway", "Paper Moon"];
const KEYS = ["C", "G", "D", "A", "E", "F", "Bb", "Eb", "Am", "Em"];
const SONG_COUNT = 60;

/** Song i of the big library: names, keys, tempos (48–217), tags and covers all vary. */
function songInput(i: number) {
  const key = KEYS[i % KEYS.length]!;
  const bpm = 48 + ((i * 37) % 170);
  const home = key.endsWith("m") ? "6m" : "1";
  return {
    name: `${WORDS[i % WORDS.length]} ${i}`,
    key,
    bpm,
    tag: i % 3 === 0 ? "worship" : i % 3 === 1 ? "rock" : undefined,
    isCover: i % 4 === 0,
    text: `Title: ${WORDS[i % WORDS.length]} ${i}\nKey: ${key}\nTempo: ${bpm}\n\n[Verse]\n| ${home} . 4 . | 5 . ${home} . |\n| 2m . 5 . | ${home} . . . |\n`,
  };
}

// The library sorts like this: natural numbers in names, any case.
const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
const KEY_RANK: Record<string, number> = {
  C: 0,
  Eb: 6,
  D: 4,
  E: 8,
  Em: 9,
  F: 10,
  G: 14,
  A: 18,
  Am: 19,
  Bb: 20,
};

function firstBy(songs: ListedSong[], rank: (song: ListedSong) => number, direction: 1 | -1): ListedSong {
  return [...songs].sort((a, b) => direction * (rank(a) - rank(b)) || collator.compare(a.name, b.name))[0]!;
}

/** A band of 63 songs (its three demo songs and 60 more), made through the API as the signed-in user. */
async function signInWithBigLibrary(page: Page): Promise<ListedSong[]> {
  const user = await createBetaUser("Sasha");
  const login = await page.request.post("/api/auth/login", {
    data: { email: user.email, password: user.password },
  });
  expect(login.ok()).toBe(true);
  const band = await page.request.post("/api/bands", { data: { name: "Big Library Band" } });
  expect(band.ok()).toBe(true);
  const bandId = ((await band.json()) as { id: number }).id;

  for (let start = 1; start <= SONG_COUNT; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, offset) => {
        const input = songInput(start + offset);
        const created = await page.request.post("/api/songs", {
          data: { bandId, textInput: input.text, tag: input.tag, isCover: input.isCover },
        });
        expect(created.ok(), await created.text()).toBe(true);
        const song = (await created.json()) as ListedSong;
        expect([song.name, song.key, song.bpm]).toEqual([input.name, input.key, input.bpm]);
      }),
    );
  }
  const list = await page.request.get(`/api/songs?bandId=${bandId}`);
  const songs = (await list.json()) as ListedSong[];
  expect(songs).toHaveLength(SONG_COUNT + 3);
  return songs;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test("a library of 63 songs: virtualised, searched, filtered, sorted, at 1280 px and 390 px", async ({
  page,
}) => {
  const songs = await signInWithBigLibrary(page);
  const total = songs.length;
  const byName = [...songs].sort((a, b) => collator.compare(a.name, b.name));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const count = page.getByTestId("song-count");
  await expect(count).toHaveText(`${total} songs`);
  const list = page.getByTestId("song-list");
  await expect(list.getByText(`Showing 1 to ${total} of ${total} results`)).toBeVisible();
  await shoot(page, "library-big-1280");

  // Virtualised: only the rows near the screen are in the page.
  const rows = list.locator("[data-index]");
  await expect(rows.first()).toBeVisible();
  const drawn = await rows.count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(total);
  const names = list.getByRole("link");
  await expect(names.first()).toHaveText(byName[0]!.name);

  // Scrolling to the bottom draws the last song (and drops the first).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.getByRole("link", { name: byName.at(-1)!.name, exact: true })).toBeInViewport();
  await expect(list.getByRole("link", { name: byName[0]!.name, exact: true })).toHaveCount(0);
  expect(await rows.count()).toBeLessThan(total);
  await shoot(page, "library-big-bottom-1280");
  await page.evaluate(() => window.scrollTo(0, 0));

  // Search narrows to the ten "Harbor Lights" songs; tags are searched too.
  const search = page.getByLabel("Search songs");
  await search.fill("harbor");
  await expect(count).toHaveText(`10 of ${total} songs`);
  await expect(list.getByText("Showing 1 to 10 of 10 results")).toBeVisible();
  await expect(list.locator("[data-index]")).toHaveCount(0); // 10 rows: drawn plainly
  await expect(names).toHaveCount(10);
  const worship = songs.filter((song) => song.tags.includes("worship")).length;
  await search.fill("worship");
  await expect(count).toHaveText(`${worship} of ${total} songs`);
  await search.fill("no such song");
  await expect(count).toHaveText(`0 of ${total} songs`);
  await expect(list.getByText("No songs match.")).toBeVisible();
  await search.fill("");
  await expect(count).toHaveText(`${total} songs`);

  // BPM filter: 150–200 (it filters only once moved off 60–200).
  await page.getByRole("button", { name: "Filters" }).click();
  const minimum = page.getByRole("slider", { name: "Minimum BPM" });
  await minimum.focus();
  for (let step = 0; step < 18; step++) await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("bpm-range")).toHaveText("150–200");
  const fast = songs.filter((song) => song.bpm !== null && song.bpm >= 150 && song.bpm <= 200);
  await expect(count).toHaveText(`${fast.length} of ${total} songs`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Filters (1 active)" })).toBeVisible();
  await shoot(page, "library-big-filtered-1280");

  // Covers only, on top of the BPM range; then covers only alone.
  await page.getByRole("button", { name: "Filters (1 active)" }).click();
  await page.getByLabel("Only covers").check();
  const fastCovers = fast.filter((song) => song.isCover).length;
  await expect(count).toHaveText(`${fastCovers} of ${total} songs`);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(count).toHaveText(`${total} songs`);
  await page.getByLabel("Only covers").check();
  const covers = songs.filter((song) => song.isCover);
  await expect(count).toHaveText(`${covers.length} of ${total} songs`);
  await page.keyboard.press("Escape");
  await expect(names).toHaveCount(covers.length);
  await page.getByRole("button", { name: "Filters (1 active)" }).click();
  await page.getByLabel("Only covers").uncheck();
  await page.keyboard.press("Escape");
  await expect(count).toHaveText(`${total} songs`);

  // Sorting by BPM and by Key; a second click turns the direction round.
  const bpmOf = (song: ListedSong) => song.bpm ?? 1000;
  await page.getByRole("button", { name: "Sort by BPM" }).click();
  await expect(names.first()).toHaveText(firstBy(songs, bpmOf, 1).name);
  await page.getByRole("button", { name: "Sort by BPM" }).click();
  await expect(names.first()).toHaveText(firstBy(songs, bpmOf, -1).name);
  const rankOf = (song: ListedSong) => KEY_RANK[song.key ?? ""] ?? 1000;
  await page.getByRole("button", { name: "Sort by Key" }).click();
  await expect(names.first()).toHaveText(firstBy(songs, rankOf, 1).name);
  await page.getByRole("button", { name: "Sort by Key" }).click();
  await expect(names.first()).toHaveText(firstBy(songs, rankOf, -1).name);
  await shoot(page, "library-big-key-desc-1280");

  // 390 px: cards, no sideways scrolling, the same virtualised list.
  await page.getByRole("button", { name: "Sort by Song Name" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Sort by Song Name" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Actions for ${byName[0]!.name}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const phoneRows = await rows.count();
  expect(phoneRows).toBeGreaterThan(3);
  expect(phoneRows).toBeLessThan(total);
  await shoot(page, "library-big-390");
  await search.fill("paper");
  await expect(count).toHaveText(`10 of ${total} songs`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "library-big-search-390");
  await search.fill("");
  await expect(count).toHaveText(`${total} songs`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.getByRole("link", { name: byName.at(-1)!.name, exact: true })).toBeInViewport();
  await shoot(page, "library-big-bottom-390");
});
