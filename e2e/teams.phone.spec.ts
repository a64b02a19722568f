import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrick, createCampaign, createTeam } from "./fixtures/teams";

test("on a phone: create a team, add a character, read its card and story points without horizontal scrolling", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await signUp(page, { name: "Pocket Leader", email: uniqueEmail("phone") });
  const campaignUrl = await createCampaign(page, "Pocket Campaign");
  const teamUrl = await createTeam(page, campaignUrl, "Pocket Heroes");
  await addBrick(page, teamUrl, "Grey Rhino");

  const card = page.getByRole("list", { name: "Roster" }).getByRole("article", { name: "Grey Rhino" });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progress to the campaign goal" })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("team-phone.png"), fullPage: true });

  await page.goto(campaignUrl);
  await expect(page.getByRole("list", { name: "Standings" })).toContainText("1 SP · 1 earned");
  expect(await overflow()).toBeLessThanOrEqual(0);
});
