import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrick, createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

test("a new campaign asks its organiser to invite the group, until someone joins", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
  await expect(page).toHaveURL(/\/campaigns$/);
  const campaignUrl = await createCampaign(page, `Table Talk ${uniqueEmail("c").slice(2, 8)}`);
  const invite = page.getByRole("region", { name: "Invite your group" });
  await expect(invite).toContainText("No one else is in this campaign yet.");
  await invite.getByRole("link", { name: "Invite players" }).click();
  await expect(page).toHaveURL(`${campaignUrl}/members`);

  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  // A player is never asked to invite; nor is the organiser once someone has joined.
  await expect(player.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(player.getByRole("region", { name: "Invite your group" })).toHaveCount(0);
  await page.goto(campaignUrl);
  await expect(page.getByRole("heading", { level: 2, name: "Standings" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Invite your group" })).toHaveCount(0);
});

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

test("the team page prints the team's and the campaign's names above the cards", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
  const campaignName = `Print Run ${uniqueEmail("c").slice(2, 8)}`;
  const campaignUrl = await createCampaign(page, campaignName);
  const teamUrl = await createTeam(page, campaignUrl, "The Night Shift");
  await addBrick(page, teamUrl, "Grey Rhino");
  const printTitle = page.getByText(`The Night Shift · ${campaignName}`, { exact: true });
  await expect(printTitle).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(printTitle).toBeVisible();
  // The screen heading and the campaign's header are not printed; the title is.
  await expect(page.getByRole("heading", { level: 1, name: "The Night Shift" })).toBeHidden();
});

test("the app has an icon", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('head link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
  expect(href).toMatch(/^\/icon\.svg/);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
});
