import { expect, type Page, test } from "@playwright/test";
import { PASSWORD_RESET_REQUESTED_MESSAGE, VERIFY_EMAIL_NOTICE } from "../src/shared/auth";
import { ADMIN, apiAs, createBetaUser, uniqueEmail } from "./support/accounts";
import { linkInMail, mailsTo } from "./support/mailbox";

test.use({ serviceWorkers: "block" });

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? "test-results/screenshots/accounts";
const WIDTHS = [390, 1280] as const;

/** Saves the page at each width for a human to look at, leaving the page at its original size. */
async function shootAtWidths(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    // Polled: a toast or menu animating in may stick out for a moment; a layout that overflows stays so.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} scrolls sideways at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

const toast = (page: Page) => page.locator("[data-sonner-toast]");

async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
}

/** The reset link is `/auth?token=…`; other mails to the same address link to other /auth pages. */
async function resetLinkFor(address: string): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(address)).some((mail) => mail.body.includes("/auth?token=")))
    .toBe(true);
  const mails = await mailsTo(address);
  const body = mails.reverse().find((mail) => mail.body.includes("/auth?token="))?.body ?? "";
  const link = /https?:\/\/[^\s"<>]+\/auth\?token=[^\s"<>]+/.exec(body)?.[0] ?? "";
  return link.replaceAll("&amp;", "&");
}

test("a visitor requests access on /landing, the admin approves, the invitee reaches the dashboard", async ({
  page,
  browser,
}) => {
  const visitor = uniqueEmail("visitor");

  await page.goto("/landing");
  const forms = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Request beta access" }) });
  await expect(forms).toHaveCount(2);
  await forms.first().getByRole("button", { name: "Request beta access" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await forms.first().getByLabel("Email address").fill("not-an-email");
  await forms.first().getByRole("button", { name: "Request beta access" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await forms.first().getByLabel("Email address").fill(visitor);
  await forms.first().getByRole("button", { name: "Request beta access" }).click();
  await expect(page.getByText("Request received")).toBeVisible();
  await shootAtWidths(page, "landing-thanks");

  // The second form, the same address: the same thank-you, and still one request for the admin.
  const closing = page.locator("#beta");
  await closing.getByLabel("Email address").fill(visitor);
  await closing.getByRole("button", { name: "Request beta access" }).click();
  await expect(closing.getByText("Request received")).toBeVisible();

  const adminContext = await browser.newContext({ serviceWorkers: "block" });
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, ADMIN.email, ADMIN.password);
  await expectDashboard(admin);
  await admin.goto("/admin/analytics");
  await admin.getByRole("link", { name: "Beta access & users" }).click();
  await expect(admin.getByRole("heading", { name: "Beta access & users" })).toBeVisible();
  const request = admin.getByRole("listitem", { name: visitor });
  await expect(request).toHaveCount(1);
  await expect(request.getByText("Requested", { exact: true })).toBeVisible();
  await shootAtWidths(admin, "admin-beta-requests");
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(toast(admin).getByText("Invite sent")).toBeVisible();
  await admin.getByRole("tab", { name: /Invite sent/ }).click();
  await expect(
    admin.getByRole("listitem", { name: visitor }).getByText("Invite sent", { exact: true }),
  ).toBeVisible();
  await adminContext.close();

  await page.goto(await linkInMail(visitor, "/auth/beta-invite"));
  await expect(page.getByRole("heading", { name: "You’re in the Bandbook beta" })).toBeVisible();
  await expect(page.getByTestId("invite-email")).toHaveText(visitor);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await page.getByLabel("First name").fill("Vera");
  await page.getByLabel("Last name").fill("Visitor");
  await page.getByLabel("Password", { exact: true }).fill("vera-password-1");
  await page.getByLabel("Confirm password").fill("vera-password-2");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await shootAtWidths(page, "beta-invite-form");
  await page.getByLabel("Confirm password").fill("vera-password-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(toast(page).getByText("Welcome to Bandbook, Vera!")).toBeVisible();
  await expectDashboard(page);

  // The invite is single-use.
  await page.goto(await linkInMail(visitor, "/auth/beta-invite"));
  await expect(
    page.getByRole("heading", { name: "This beta invite is not valid or has expired." }),
  ).toBeVisible();
  await shootAtWidths(page, "beta-invite-invalid");
});

test("the beta invite page explains a missing token", async ({ page }) => {
  await page.goto("/auth/beta-invite");
  await expect(
    page.getByRole("heading", { name: "This beta invite is not valid or has expired." }),
  ).toBeVisible();
  await expect(page.getByText("No invite token found in URL")).toBeVisible();
  await page.getByRole("link", { name: "Back to Bandbook" }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test.describe("a member", () => {
  let member: { email: string; password: string; firstName: string };
  test.beforeAll(async () => {
    member = await createBetaUser("Mona");
  });

  test("signs out, and a wrong password shows 'Login failed'", async ({ page }) => {
    await signInThroughUi(page, member.email, member.password);
    await expectDashboard(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("link", { name: "Request beta access" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(toast(page).getByText("Login failed")).toBeVisible();
    await expect(toast(page).getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("does not see Analytics and is refused the admin pages", async ({ page }) => {
    await signInThroughUi(page, member.email, member.password);
    await expectDashboard(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Analytics" })).toHaveCount(0);
    await page.goto("/admin/user-details");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect((await page.request.get("/api/admin/beta-signups")).status()).toBe(403);
  });

  test("changes name, notifications and password in Settings", async ({ page }) => {
    await signInThroughUi(page, member.email, member.password);
    await expectDashboard(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
    await shootAtWidths(page, "settings");

    await page.getByLabel("Last name").fill("Moretti");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page).getByText("Profile saved")).toBeVisible();

    const updates = page.getByRole("switch", { name: "Song updates" });
    await expect(updates).toHaveAttribute("aria-checked", "false");
    await updates.click();
    await expect(updates).toHaveAttribute("aria-checked", "true");
    const saved = (await (await page.request.get("/api/auth/user")).json()) as {
      lastName: string;
      notifyOnSongUpdates: boolean;
    };
    expect(saved).toMatchObject({ lastName: "Moretti", notifyOnSongUpdates: true });

    await page.getByLabel("Current password").fill("wrong-password");
    await page.getByLabel("New password", { exact: true }).fill("mona-password-2");
    await page.getByLabel("Confirm new password").fill("mona-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Current password").fill(member.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page).getByText("Password changed")).toBeVisible();
    member.password = "mona-password-2";
    await (await apiAs(member.email, member.password)).dispose();
  });

  test("registers a bandmate through Enter Invite Code, who verifies the e-mail and signs in", async ({
    page,
  }) => {
    const owner = await apiAs(member.email, member.password);
    const band = (await (await owner.post("/api/bands", { data: { name: "The Verifiers" } })).json()) as {
      id: number;
      inviteCode: string;
    };
    await owner.dispose();
    const bandmate = uniqueEmail("bandmate");

    await page.goto("/auth?tab=beta");
    await expect(page.getByRole("tab", { name: "Request Beta Access", selected: true })).toBeVisible();
    await shootAtWidths(page, "auth-beta-tab");
    await page.getByRole("button", { name: "Enter Invite Code" }).click();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Invite code is required")).toBeVisible();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await shootAtWidths(page, "auth-register");

    await page.getByLabel("Invite code").fill("NOPE1234");
    await page.getByLabel("First name").fill("Bea");
    await page.getByLabel("Email").fill(bandmate);
    await page.getByLabel("Password").fill("bea-password-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(toast(page).getByText("Registration failed")).toBeVisible();
    await expect(page.getByText("Invalid invite code or band not found.").first()).toBeVisible();

    await page.getByLabel("Invite code").fill(band.inviteCode);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText(VERIFY_EMAIL_NOTICE)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In", selected: true })).toBeVisible();

    // Signing in before verifying is refused with the notice and a way to resend the e-mail.
    await page.getByLabel("Password").fill("bea-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(toast(page).getByText("Email Verification Required")).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend verification e-mail" })).toBeVisible();
    await shootAtWidths(page, "auth-unverified");

    await page.goto(await linkInMail(bandmate, "/auth/verify-email"));
    await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("Email").fill(bandmate);
    await page.getByLabel("Password").fill("bea-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectDashboard(page);

    const bands = (await (await page.request.get("/api/bands")).json()) as { id: number }[];
    expect(bands.map((joined) => joined.id)).toContain(band.id);
  });
});

test("forgot password: the e-mailed link sets a new password, ends old sessions, and signs in", async ({
  page,
}) => {
  const user = await createBetaUser("Rita");
  const oldSession = await apiAs(user.email, user.password);

  await page.goto("/auth");
  await shootAtWidths(page, "auth-sign-in");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(PASSWORD_RESET_REQUESTED_MESSAGE)).toBeVisible();
  await shootAtWidths(page, "auth-forgot");

  await page.goto(await resetLinkFor(user.email));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("different");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await shootAtWidths(page, "auth-reset");
  await page.getByLabel("New password", { exact: true }).fill("rita-new-password");
  await page.getByLabel("Confirm new password").fill("rita-new-password");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/auth\?message=/);
  await expect(page.getByText("Your password has been reset.")).toBeVisible();

  expect((await oldSession.get("/api/auth/user")).status()).toBe(401);
  await oldSession.dispose();

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page).getByText("Login failed")).toBeVisible();
  await page.getByLabel("Password").fill("rita-new-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectDashboard(page);
});

test("the setup view and the landing page look finished at phone and desktop widths", async ({ page }) => {
  await page.goto("/landing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shootAtWidths(page, "landing");
  await page.goto("/landing-alt");
  await shootAtWidths(page, "landing-alt");
  await page.goto("/auth?tab=setup");
  await expect(page.getByRole("heading", { name: "Set up Bandbook" })).toBeVisible();
  await shootAtWidths(page, "auth-setup");
  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms of use" })).toBeVisible();
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy", level: 1 })).toBeVisible();
  await shootAtWidths(page, "privacy");
});

test("a signed-out caller of a signed-in API is sent to sign in", async ({ page }) => {
  const response = await page.goto("/api/login");
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In", selected: true })).toBeVisible();
});
