import { expect, test } from "@playwright/test";
import { signOut, signUp, uniqueEmail } from "./fixtures/accounts";

test("on a phone: sign up and sign out without horizontal scrolling", async ({ page }) => {
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await signUp(page, { name: "Pocket Hero", email: uniqueEmail("phone") });
  await expect(page.getByRole("banner")).toContainText("Pocket Hero");
  await signOut(page);
});
