import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { PASSWORD, signIn, signUp, uniqueEmail } from "./fixtures/accounts";

test("on a phone: the account page downloads my data and deletes the account once it is confirmed", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const email = uniqueEmail("leaving");
  await signUp(page, { name: "Lee Leaving", email });
  await page.goto("/account");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("account.png"), fullPage: true });

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { format: string; account: { email: string; name: string } };
  expect(data).toMatchObject({ format: "longbox.account-data", account: { email, name: "Lee Leaving" } });

  const deletion = page.getByRole("region", { name: "Delete your account" });
  await deletion.getByLabel("Type your email address to confirm").fill("someone-else@example.test");
  await deletion.getByLabel("Your password").fill(PASSWORD);
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(deletion.getByText("Type your email address exactly as it is shown on this page to confirm.")).toBeVisible();

  await deletion.getByLabel("Type your email address to confirm").fill(email);
  await deletion.getByLabel("Your password").fill(PASSWORD);
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("account-deleted.png"), fullPage: true });

  // Signed out, and the password opens nothing any more.
  await page.goto("/sign-in");
  await signIn(page, email);
  await expect(page.getByText("That email and password do not match an account.")).toBeVisible();
});
