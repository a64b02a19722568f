import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrick, createCampaign, createTeam } from "./fixtures/teams";

test("the team page links each character to its history", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, `History ${uniqueEmail("c").slice(2, 8)}`);
  const teamUrl = await createTeam(page, campaignUrl, "The Night Shift");
  await addBrick(page, teamUrl, "Grey Rhino");
  await page.getByRole("link", { name: "History of Grey Rhino" }).click();
  await expect(page).toHaveURL(new RegExp(`^${teamUrl}/characters/[^/]+$`));
  await expect(page.getByRole("heading", { level: 1, name: "Grey Rhino" })).toBeVisible();
});
