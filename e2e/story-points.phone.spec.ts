import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createCampaign, createTeam } from "./fixtures/teams";

test("on a phone: the story point history is a stacked list, not a table, and the spend page fits the screen", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await signUp(page, { name: "Pocket Organiser", email: uniqueEmail("phone") });
  const campaignUrl = await createCampaign(page, "Pocket Ledger");
  const teamUrl = await createTeam(page, campaignUrl, "Pocket Savers");

  await page.goto(`${teamUrl}/ledger`);
  await page.getByLabel("Change in story points").fill("2");
  await page.getByLabel("Why").fill("Won the painting contest");
  await page.getByRole("button", { name: "Save correction" }).click();
  const list = page.getByRole("list", { name: "Story point history" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Organiser correction");
  await expect(list.getByRole("listitem").first()).toContainText("Balance after: 3");
  await expect(page.getByRole("table", { name: "Story point history" })).toBeHidden();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("ledger-phone.png"), fullPage: true });

  await page.goto(`${teamUrl}/spend`);
  await expect(page.getByRole("region", { name: "Guest star" })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
