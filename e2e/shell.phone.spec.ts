import { expect, test } from "@playwright/test";
import { signOut, signUp, uniqueEmail } from "./fixtures/accounts";
import { STORAGE_STATE } from "./fixtures/storage-state";

test("on a phone: sign up and sign out without horizontal scrolling", async ({ page }) => {
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await signUp(page, { name: "Pocket Hero", email: uniqueEmail("phone") });
  await expect(page.getByRole("banner")).toContainText("Pocket Hero");
  await signOut(page);
});

test.describe("a prerendered page's header", () => {
  test.use({ storageState: STORAGE_STATE });

  test("on a phone, the header and the page below it do not move when it learns who is signed in", async ({ page }) => {
    // The answer to "who is signed in" is held back until the page has been measured without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/session", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const banner = page.getByRole("banner");
    const heading = page.getByRole("heading", { level: 1 });
    // Below the first step (HomeActions, which waits for the same answer).
    const games = page.getByRole("heading", { name: "The games Longbox runs" });
    await expect(banner.locator("[aria-busy=true]")).toBeAttached();
    const before = { banner: await banner.boundingBox(), heading: await heading.boundingBox(), games: await games.boundingBox() };
    release();
    await expect(banner).toContainText("Shared Tester");
    await expect(page.getByRole("link", { name: "Go to my campaigns" })).toBeVisible();
    expect({ banner: await banner.boundingBox(), heading: await heading.boundingBox(), games: await games.boundingBox() }).toEqual(before);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
