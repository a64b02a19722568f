import { expect, test, type Page } from "@playwright/test";
import { latestMagicLink, PASSWORD, signIn, signOut, signUp, uniqueEmail } from "./fixtures/accounts";

const passwordFormStatus = (page: Page) => page.getByRole("region", { name: "With your password" }).getByRole("status");

test.describe("accounts", () => {
  test("sign up, sign out and sign in again", async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, { name: "Captain Paper", email });
    await expect(page.getByRole("banner")).toContainText("Captain Paper");
    await expect(page).toHaveURL(/\/campaigns$/);

    await signOut(page);
    await page.goto("/sign-in");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole("banner")).toContainText("Captain Paper");
    await page.goto("/account");
    // The account's security log, newest first.
    const log = page.getByRole("list", { name: "Security events" }).getByRole("listitem");
    await expect(log.nth(0)).toContainText("Signed in · password");
    await expect(log.nth(1)).toContainText("Signed out");
    await expect(log.nth(2)).toContainText("Signed in · sign-up confirmation link");
    await expect(log.nth(3)).toContainText("Email confirmed · by the sign-up link");
  });

  test("a page that needs an account sends you to sign in and back", async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, { email });
    await signOut(page);

    await page.goto("/account");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Faccount$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  });

  test("sign-up refuses bad input with a message beside the field", async ({ page }) => {
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();

    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/Use at least 8 characters\./);
    await expect(email).toHaveValue("not-an-email");
    await expect(page).toHaveURL(/\/sign-up/);
  });

  test("sign-up with an email that is already registered answers as for a new one, and mails the owner instead", async ({ page, browser }) => {
    const email = uniqueEmail();
    await signUp(page, { email });

    const other = await browser.newPage();
    await other.goto("/sign-up");
    await other.getByLabel("Email").fill(email.toUpperCase());
    await other.getByLabel("Password").fill(PASSWORD);
    await other.getByRole("button", { name: "Create account" }).click();
    await expect(other.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    await expect(other.getByText("already exists")).toHaveCount(0);
    expect(new URL(await latestMagicLink(email, "sign-up-attempt")).pathname).toBe("/sign-in");
    await other.close();
  });

  test("a wrong password and an unknown email get the same message", async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, { email });
    await signOut(page);

    await page.goto("/sign-in");
    await signIn(page, email, "not the password");
    const message = passwordFormStatus(page);
    await expect(message).toHaveText("That email and password do not match an account.");

    await signIn(page, uniqueEmail("nobody"), PASSWORD);
    await expect(message).toHaveText("That email and password do not match an account.");
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("repeated failed sign-ins for one email are refused for a while", async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, { email });
    await signOut(page);
    await page.goto("/sign-in");

    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, email, `wrong-${attempt}`);
      await expect(passwordFormStatus(page)).toHaveText("That email and password do not match an account.");
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    }
    // Even the right password is refused while the email is locked.
    await signIn(page, email, PASSWORD);
    await expect(passwordFormStatus(page)).toContainText("Too many failed attempts for this email. Try again in 15 minutes");
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("sign in with an emailed link", async ({ page }) => {
    const email = uniqueEmail("linker");
    await page.goto("/sign-in");
    await page.getByLabel("Email for a sign-in link").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    await page.goto(await latestMagicLink(email));
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole("heading", { level: 1, name: "My campaigns" })).toBeVisible();
  });

  test("the email-link form refuses a malformed email", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email for a sign-in link").fill("nope");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByLabel("Email for a sign-in link")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
  });

  test("a new account's password works only after its email is confirmed; the link can be sent again", async ({ page }) => {
    const email = uniqueEmail("unconfirmed");
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();

    await page.goto("/sign-in");
    await signIn(page, email);
    await expect(passwordFormStatus(page)).toHaveText("Confirm your email first: open the link we mailed you when you created this account.");
    await page.getByRole("button", { name: "Send the confirmation link again" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();

    await page.goto(await latestMagicLink(email, "confirm-email"));
    await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();
    await signOut(page);
    await page.goto("/sign-in");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/campaigns$/);
  });

  test("pre-hijacking: an impostor's sign-up on someone's email stops working once the owner signs in by link", async ({ page, browser }) => {
    const email = uniqueEmail("owner");
    const impostor = await browser.newPage();
    await impostor.goto("/sign-up");
    await impostor.getByLabel("Email").fill(email);
    await impostor.getByLabel("Password", { exact: true }).fill("the impostor's password");
    await impostor.getByRole("button", { name: "Create account" }).click();
    await expect(impostor.getByRole("heading", { name: "Confirm your email" })).toBeVisible();

    // The owner asks for an ordinary sign-in link, and is in.
    await page.goto("/sign-in");
    await page.getByLabel("Email for a sign-in link").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await page.goto(await latestMagicLink(email, "sign-in"));
    await expect(page).toHaveURL(/\/campaigns$/);
    await page.goto("/account");
    await expect(page.getByRole("main")).toContainText(email);
    // The impostor's password is gone; the owner may choose one.
    await expect(page.getByRole("heading", { name: "Set a password" })).toBeVisible();

    await impostor.goto("/sign-in");
    await signIn(impostor, email, "the impostor's password");
    await expect(passwordFormStatus(impostor)).toHaveText("That email and password do not match an account.");
    await impostor.close();
  });

  test("after signing out, a copy of the old session cookie no longer opens the account", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("session");
    await signUp(page, { email });
    const session = (await page.context().cookies()).find((cookie) => /authjs\.session-token$/.test(cookie.name))!;
    expect(session).toBeDefined();
    await signOut(page);

    const thief = await browser.newContext({ baseURL });
    await thief.addCookies([session]);
    const stolen = await thief.newPage();
    await stolen.goto("/account");
    await expect(stolen).toHaveURL(/\/sign-in\?callbackUrl=%2Faccount$/);
    await thief.close();
  });

  test("forgot your password: the emailed link sets a new one once, and signs out everywhere", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("forgetful");
    await signUp(page, { email });
    const other = await browser.newContext({ baseURL });
    await other.addCookies(await page.context().cookies());
    await signOut(page);

    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByText("If an account uses that email, we sent it a link")).toBeVisible();

    const link = await latestMagicLink(email, "reset-password");
    await page.goto(link);
    await page.getByLabel("New password").fill("a brand new password");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await expect(page.getByText("Your new password is set, and every session was signed out.")).toBeVisible();
    await signIn(page, email, "a brand new password");
    await expect(page).toHaveURL(/\/campaigns$/);

    // The session the other browser had is over, and the link does not work twice.
    const otherPage = await other.newPage();
    await otherPage.goto("/account");
    await expect(otherPage).toHaveURL(/\/sign-in/);
    await otherPage.goto(link);
    await expect(otherPage.getByText("That link has expired or was already used.")).toBeVisible();
    await other.close();
  });
});
