import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiAs, baseURL, createBetaUser, uniqueEmail } from "./support/accounts";
import { linkInMail, mailsTo } from "./support/mailbox";

interface Band {
  id: number;
  name: string;
  inviteCode: string;
}

test.use({ serviceWorkers: "block" });

/** Screenshots for looking at the screens by eye, kept with the test's output. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`) });

/** Signs the page in through the API (the page shares the cookies), then opens `/`. */
async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  await page.goto("/");
}

async function createBandAs(api: APIRequestContext, name: string): Promise<Band> {
  const response = await api.post("/api/bands", { data: { name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Band;
}

/** The switcher of the header (desktop) or of the drawer (mobile). */
async function openSwitcher(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 1024) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^(Band:|Choose a band)/ })
      .click();
  } else {
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^(Band:|Choose a band)/ })
      .click();
  }
  return page.getByRole("menu");
}

const switcher = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^(Band:|Choose a band)/ });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

for (const width of [390, 1280]) {
  test(`a new user creates a first band from the welcome screen (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const user = await createBetaUser("Wendy");
    await signIn(page, user);

    await expect(page.getByRole("heading", { name: "Welcome to Bandbook, Wendy!" })).toBeVisible();
    await shot(page, "welcome");

    const createCard = page.locator("form").filter({ has: page.getByLabel("Band name") });
    await createCard.getByRole("button", { name: "Create band" }).click();
    await expect(createCard.getByText("Band name is required")).toBeVisible();

    await createCard.getByLabel("Band name").fill("  The Night Owls  ");
    await createCard.getByRole("button", { name: "Create band" }).click();
    await expect(toast(page, "Band created successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Song Library" })).toBeVisible();
    const bands = (await (await page.request.get("/api/bands")).json()) as Band[];
    expect(bands.map((band) => band.name)).toEqual(["The Night Owls"]);
    expect(await page.evaluate(() => localStorage.getItem("selectedBandId"))).toBe(String(bands[0]?.id));

    const menu = await openSwitcher(page);
    await expect(menu.getByRole("menuitemradio", { name: /The Night Owls/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(menu.getByRole("menuitem", { name: "Delete band" })).toBeVisible();
    await shot(page, "switcher-owner");
  });
}

test("a signed-out person opens an invite link, registers with it and lands in the band", async ({
  page,
}) => {
  const owner = await createBetaUser("Olive");
  const band = await createBandAs(await apiAs(owner.email, owner.password), "Invite Link Band");

  await page.goto(`/?invite=${band.inviteCode}`);
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate(() => localStorage.getItem("pendingInviteCode"))).toBe(band.inviteCode);

  const email = uniqueEmail("newcomer");
  await page.goto("/auth?tab=register");
  const enterCode = page.getByRole("button", { name: "Enter Invite Code" });
  if (await enterCode.isVisible()) await enterCode.click();
  await expect(page.getByLabel("Invite code")).toHaveValue(band.inviteCode);
  await page.getByLabel("First name").fill("Nina");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("band-password-1");
  await page.getByRole("button", { name: "Create account" }).click();

  const token = new URL(await linkInMail(email, "/auth/verify-email")).searchParams.get("token");
  expect((await page.request.post("/api/auth/verify-email", { data: { token } })).ok()).toBe(true);

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("band-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(switcher(page)).toHaveAccessibleName("Band: Invite Link Band");
  await expect(switcher(page)).toContainText("Member");
  await expect(page.getByRole("heading", { name: "Song Library" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pendingInviteCode"))).toBeNull();
});

test("an invite link opened by a signed-in member of another band joins it on load", async ({ page }) => {
  const owner = await createBetaUser("Oscar");
  const band = await createBandAs(await apiAs(owner.email, owner.password), "Auto Join Band");
  const guest = await createBetaUser("Gina");
  await createBandAs(await apiAs(guest.email, guest.password), "Gina's Own Band");

  await signIn(page, guest);
  await page.goto(`/?invite=${band.inviteCode}`);
  await expect(toast(page, "Successfully joined band!")).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName("Band: Auto Join Band");
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate(() => localStorage.getItem("pendingInviteCode"))).toBeNull();
});

for (const width of [390, 1280]) {
  test(`a user joins a band by code and switches bands; the choice survives a reload (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const owner = await createBetaUser("Bruno");
    const bravo = await createBandAs(await apiAs(owner.email, owner.password), `Bravo ${width}`);
    const user = await createBetaUser("Alma");
    await createBandAs(await apiAs(user.email, user.password), `Alpha ${width}`);
    await signIn(page, user);
    await expect(page.getByRole("heading", { name: "Song Library" })).toBeVisible();

    let menu = await openSwitcher(page);
    await menu.getByRole("menuitem", { name: "Join Band" }).click();
    const dialog = page.getByRole("dialog", { name: "Join a band" });
    await dialog.getByRole("button", { name: "Join band" }).click();
    await expect(dialog.getByText("Invite code is required")).toBeVisible();
    await dialog.getByLabel("Invite code").fill("NOPE0000");
    await dialog.getByRole("button", { name: "Join band" }).click();
    await expect(toast(page, "Invalid invite code or band not found.")).toBeVisible();
    await dialog.getByLabel("Invite code").fill(bravo.inviteCode.toLowerCase());
    await shot(page, "join-dialog");
    await dialog.getByRole("button", { name: "Join band" }).click();
    await expect(toast(page, "Successfully joined band!")).toBeVisible();
    await expect(dialog).toBeHidden();

    menu = await openSwitcher(page);
    await expect(menu.getByRole("menuitemradio", { name: new RegExp(`Bravo ${width}`) })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(menu.getByRole("menuitem", { name: "Leave band" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Delete band" })).toHaveCount(0);
    await shot(page, "switcher-member");
    await menu.getByRole("menuitemradio", { name: new RegExp(`Alpha ${width}`) }).click();
    await page.keyboard.press("Escape");

    await page.reload();
    menu = await openSwitcher(page);
    await expect(menu.getByRole("menuitemradio", { name: new RegExp(`Alpha ${width}`) })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });
}

for (const width of [390, 1280]) {
  test(`an owner invites by link and e-mail, and removes a member (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const owner = await createBetaUser("Petra");
    const band = await createBandAs(await apiAs(owner.email, owner.password), `Petra's Band ${width}`);
    const member = await createBetaUser("Milo");
    await (await apiAs(member.email, member.password)).post("/api/bands/join", {
      data: { inviteCode: band.inviteCode },
    });
    await signIn(page, owner);

    let menu = await openSwitcher(page);
    await menu.getByRole("menuitem", { name: "Invite member" }).click();
    const invite = page.getByRole("dialog", { name: `Invite to ${band.name}` });
    await expect(invite.getByRole("textbox", { name: "Invite link" })).toHaveValue(
      `${baseURL}?invite=${band.inviteCode}`,
    );
    await invite.getByRole("button", { name: "Copy link" }).click();
    await expect(toast(page, "Invite link copied!")).toBeVisible();
    await expect(invite.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}?invite=${band.inviteCode}`,
    );
    await shot(page, "invite-dialog");

    const friend = uniqueEmail("friend");
    await invite.getByLabel("Invite by e-mail").fill(friend);
    await invite.getByRole("button", { name: "Send" }).click();
    await expect(toast(page, "Invitation sent successfully!")).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(friend)).map((mail) => mail.body).join("\n"))
      .toContain(`?invite=${band.inviteCode}`);
    await page.keyboard.press("Escape");

    menu = await openSwitcher(page);
    await menu.getByRole("menuitem", { name: "Band members" }).click();
    const members = page.getByRole("dialog", { name: "Band members" });
    const ownerRow = members.getByRole("listitem").filter({ hasText: owner.email });
    await expect(ownerRow.getByText("Owner", { exact: true })).toBeVisible();
    await expect(ownerRow.getByRole("button")).toHaveCount(0);
    await shot(page, "members-dialog");

    page.once("dialog", (confirm) => void confirm.accept());
    await members.getByRole("button", { name: "Remove Milo Player" }).click();
    await expect(toast(page, "Member removed successfully")).toBeVisible();
    await expect(members.getByText(member.email)).toHaveCount(0);
    const left = (await (await page.request.get(`/api/bands/${band.id}/members`)).json()) as unknown[];
    expect(left).toHaveLength(1);
  });
}

test("a member sees no owner-only controls, and the server refuses them anyway", async ({ page }) => {
  const owner = await createBetaUser("Quinn");
  const ownerApi = await apiAs(owner.email, owner.password);
  const band = await createBandAs(ownerApi, "Members Only Band");
  const member = await createBetaUser("Rae");
  const other = await createBetaUser("Sol");
  for (const account of [member, other]) {
    await (await apiAs(account.email, account.password)).post("/api/bands/join", {
      data: { inviteCode: band.inviteCode },
    });
  }
  await signIn(page, member);

  const menu = await openSwitcher(page);
  await expect(menu.getByRole("menuitem", { name: "Band members" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Edit band name" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Delete band" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Band members" }).click();
  const members = page.getByRole("dialog", { name: "Band members" });
  await expect(members.getByRole("listitem")).toHaveCount(3);
  await expect(members.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await page.keyboard.press("Escape");

  const ownerId = (await (await ownerApi.get("/api/auth/user")).json()).id as number;
  const otherId = (await (await (await apiAs(other.email, other.password)).get("/api/auth/user")).json())
    .id as number;
  expect((await page.request.patch(`/api/bands/${band.id}`, { data: { name: "Hijacked" } })).status()).toBe(
    403,
  );
  expect((await page.request.delete(`/api/bands/${band.id}`)).status()).toBe(403);
  expect((await page.request.delete(`/api/bands/${band.id}/members/${otherId}`)).status()).toBe(403);
  expect((await page.request.delete(`/api/bands/${band.id}/members/${ownerId}`)).status()).toBe(403);
  expect((await page.request.post(`/api/bands/${band.id}/invite-code`)).status()).toBe(403);
  const bands = (await (await ownerApi.get("/api/bands")).json()) as Band[];
  expect(bands.find((item) => item.id === band.id)?.name).toBe("Members Only Band");
});

for (const width of [390, 1280]) {
  test(`an owner renames and deletes bands until the welcome screen returns (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const owner = await createBetaUser("Tess");
    const ownerApi = await apiAs(owner.email, owner.password);
    const first = await createBandAs(ownerApi, `First ${width}`);
    await createBandAs(ownerApi, `Second ${width}`);
    await page.addInitScript((id) => {
      if (!localStorage.getItem("selectedBandId")) localStorage.setItem("selectedBandId", String(id));
    }, first.id);
    await signIn(page, owner);

    let menu = await openSwitcher(page);
    await menu.getByRole("menuitem", { name: "Edit band name" }).click();
    const edit = page.getByRole("dialog", { name: "Edit band name" });
    await expect(edit.getByLabel("Band name")).toHaveValue(`First ${width}`);
    await edit.getByLabel("Band name").fill("   ");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByText("Band name is required")).toBeVisible();
    await edit.getByLabel("Band name").fill(`Renamed ${width}`);
    await shot(page, "edit-dialog");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Band updated successfully!")).toBeVisible();

    menu = await openSwitcher(page);
    await expect(menu.getByRole("menuitemradio", { name: new RegExp(`Renamed ${width}`) })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await menu.getByRole("menuitem", { name: "Delete band" }).click();
    const confirm = page.getByRole("dialog", { name: `Delete Renamed ${width}?` });
    await expect(confirm).toContainText("cannot be undone");
    await expect(confirm).toContainText("permanently deletes all songs of the band");
    await shot(page, "delete-dialog");
    await confirm.getByRole("button", { name: "Delete band" }).click();
    await expect(toast(page, "Band deleted successfully")).toBeVisible();
    const bands = (await (await page.request.get("/api/bands")).json()) as Band[];
    expect(bands.map((band) => band.name)).toEqual([`Second ${width}`]);

    menu = await openSwitcher(page);
    await expect(menu.getByRole("menuitemradio", { name: new RegExp(`Second ${width}`) })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await menu.getByRole("menuitem", { name: "Delete band" }).click();
    await page
      .getByRole("dialog", { name: `Delete Second ${width}?` })
      .getByRole("button", { name: "Delete band" })
      .click();
    await expect(page.getByRole("heading", { name: "Welcome to Bandbook, Tess!" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("selectedBandId"))).toBeNull();
  });
}
