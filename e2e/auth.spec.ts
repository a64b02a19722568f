import { expect, test, type Page } from "@playwright/test";
import { latestMagicLink, PASSWORD, signIn, signOut, signUp, uniqueEmail } from "./fixtures/accounts";

const passwordFormStatus = (page: Page) => page.getByRole("region", { name: "With your password" }).getByRole("status");

test.describe("accounts", () => {
  test("sign up, sign out and sign in again", async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, { name: "Captain Paper", email });
    await expect(page.getByRole("banner")).toContainText("Captain Paper");
    await expect(page.getByRole("main")).toContainText(email);

    await signOut(page);
    await page.goto("/sign-in");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("banner")).toContainText("Captain Paper");
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

  test("sign-up refuses an email that is already registered", async ({ page, browser }) => {
    const email = uniqueEmail();
    await signUp(page, { email });

    const other = await browser.newPage();
    await other.goto("/sign-up");
    await other.getByLabel("Email").fill(email.toUpperCase());
    await other.getByLabel("Password").fill(PASSWORD);
    await other.getByRole("button", { name: "Create account" }).click();
    await expect(other.getByLabel("Email")).toHaveAccessibleDescription("An account with this email already exists. Sign in instead.");
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
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("main")).toContainText(email);
  });

  test("the email-link form refuses a malformed email", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email for a sign-in link").fill("nope");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByLabel("Email for a sign-in link")).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
  });
});
