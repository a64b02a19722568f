import { expect, test } from "@playwright/test";
import { signOut, signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrick, createCampaign, createTeam } from "./fixtures/teams";

test("on a phone: share a team, then read its public page signed out without horizontal scrolling", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await signUp(page, { name: "Pocket Sharer", email: uniqueEmail("phone-share") });
  const campaignUrl = await createCampaign(page, "Pocket Campaign");
  const teamUrl = await createTeam(page, campaignUrl, "Pocket Villains", "Villains");
  await addBrick(page, teamUrl, "Grey Rhino");

  const share = page.getByRole("region", { name: "Share", exact: true });
  await share.getByRole("button", { name: "Share a public link" }).click();
  const link = await share.getByLabel("Public link").inputValue();
  await expect(share.getByRole("img", { name: "QR code for the public page of Pocket Villains" })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await share.screenshot({ path: testInfo.outputPath("share-panel-phone.png") });

  await signOut(page);
  expect((await page.goto(link))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Pocket Villains" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Roster" }).getByRole("article", { name: "Grey Rhino" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progress to the campaign goal" })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("public-team-phone.png"), fullPage: true });
});
