import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrick, createCampaign, createTeam, inviteNewPlayer, legalStatus, minorPowers, saveCharacter } from "./fixtures/teams";

const roster = (page: Page) => page.getByRole("list", { name: "Roster" });
const storyPoints = (page: Page, label: "Balance" | "Earned" | "Milestones") => page.locator(`[data-story-points="${label}"]`);

/** `title`: the page's <title>, which a client-side navigation sets a moment after the content. */
async function expectNoAxeViolations(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Longbox`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("a member builds a legal five-character team; an illegal pick is refused live and by the server", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, `Night Watch ${uniqueEmail("c").slice(2, 8)}`);
  const teamUrl = await createTeam(page, campaignUrl, "The Night Shift");
  await expect(storyPoints(page, "Balance")).toHaveText("1");
  await expect(page.getByRole("main")).toContainText("No characters yet.");

  await addBrick(page, teamUrl, "Grey Rhino");

  // A Mastermind with one minor pick too many: refused as it is picked, and again by the server.
  await page.getByRole("link", { name: "Add a character" }).click();
  await page.getByLabel("Name", { exact: true }).fill("The Commander");
  await page.getByLabel("Archetype", { exact: true }).selectOption("mastermind");
  await page.getByRole("radio", { name: /^Enhance/ }).check();
  for (const power of ["Iron Will", "Savant", "Gadgets"]) await minorPowers(page).getByRole("checkbox", { name: power, exact: true }).check();
  await page.getByLabel("Background 1").selectOption("business");
  await page.getByLabel("Background 2").selectOption("science");
  await expect(minorPowers(page)).toContainText("2 minor picks to spend, 3 spent.");
  await page.getByRole("button", { name: "Add to the team" }).click();
  const refusal = page.getByRole("status").filter({ hasText: "nothing was saved" });
  await expect(refusal).toContainText("The Commander breaks a rule, so nothing was saved.");
  await expect(refusal.getByRole("list", { name: "Problems the server found" })).toHaveText("2 minor picks to spend, 3 spent.");
  await expect(page).toHaveURL(`${teamUrl}/characters/new`);
  await expectNoAxeViolations(page, "Add a character");
  await page.screenshot({ path: testInfo.outputPath("server-refusal.png"), fullPage: true });
  await minorPowers(page).getByRole("checkbox", { name: "Gadgets", exact: true }).uncheck();
  await saveCharacter(page, "The Commander");

  await page.getByRole("link", { name: "Add a character" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Blur");
  await page.getByLabel("Archetype", { exact: true }).selectOption("speedster");
  await page.getByRole("radio", { name: /^Speed/ }).check();
  await minorPowers(page).getByRole("checkbox", { name: "Iron Will", exact: true }).check();
  await minorPowers(page).getByRole("checkbox", { name: "Resistance", exact: true }).check();
  await page.getByLabel("Background 1").selectOption("athletics");
  await page.getByLabel("Background 2").selectOption("journalist");
  await saveCharacter(page, "Blur");

  await page.getByRole("link", { name: "Add a character" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Goons");
  await page.getByRole("radio", { name: "Henchmen group" }).check();
  await minorPowers(page).getByRole("checkbox", { name: "Legion", exact: true }).check();
  await minorPowers(page).getByRole("checkbox", { name: "Armor", exact: true }).check();
  await page.getByLabel("Background", { exact: true }).selectOption("criminal");
  await saveCharacter(page, "Goons");

  await page.getByRole("link", { name: "Add a character" }).click();
  // A sidekick now needs a teammate with Servitor / Sidekick (e2e/builder-extras.spec.ts): a Wildcard instead.
  await page.getByLabel("Name", { exact: true }).fill("Kid Rhino");
  await page.getByLabel("Archetype", { exact: true }).selectOption("wildcard");
  for (const power of ["Armor", "Leaping", "Flight", "Resistance"]) await minorPowers(page).getByRole("checkbox", { name: power, exact: true }).check();
  await page.getByLabel("Background 1").selectOption("athletics");
  await page.getByLabel("Background 2").selectOption("science");
  await saveCharacter(page, "Kid Rhino");

  // The team page: five cards in order, every one active, and the team's story points.
  await expect(roster(page).getByRole("article")).toHaveCount(5);
  await expect(roster(page).getByRole("article").getByRole("heading", { level: 3 })).toHaveText(["Grey Rhino", "The Commander", "Blur", "Goons", "Kid Rhino"]);
  await expect(page.getByRole("main")).toContainText("5 active");
  await expect(roster(page).getByRole("article", { name: "Goons" }).locator('[data-stat="Numbers"]')).toHaveText("Numbers 15");
  await expect(storyPoints(page, "Balance")).toHaveText("1");
  await expect(storyPoints(page, "Earned")).toHaveText("1");
  await expect(storyPoints(page, "Milestones")).toHaveText("0");
  await expect(page.getByRole("progressbar", { name: "Progress to the next milestone" })).toHaveAttribute("aria-valuetext", "1 of 5 story points toward milestone 1");
  await expect(page.getByRole("progressbar", { name: "Progress to the campaign goal" })).toHaveAttribute("aria-valuetext", "1 of 20 story points; 1 earned");
  await expect(page.getByRole("button", { name: "Print these cards" })).toBeVisible();
  await expectNoAxeViolations(page, "Team");
  await page.screenshot({ path: testInfo.outputPath("team-page.png"), fullPage: true });

  // The campaign's standings and activity.
  await page.getByRole("navigation", { name: "Campaign" }).getByRole("link", { name: "Overview" }).click();
  const standings = page.getByRole("list", { name: "Standings" });
  await expect(standings).toContainText("The Night Shift");
  await expect(standings).toContainText("1 SP · 1 earned");
  await expect(standings).toContainText("Heroes · Olive Organiser · 5 characters");
  await expect(standings.getByRole("progressbar", { name: "The Night Shift: story points toward the goal" })).toHaveAttribute("aria-valuenow", "1");
  await expect(standings.locator("[data-milestone-tick]")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Recent activity" })).toContainText("Olive Organiser added Kid Rhino to “The Night Shift”.");
  await expect(page.getByRole("link", { name: "Create your team" })).toHaveCount(0);
  await expectNoAxeViolations(page, "Campaign");
  await page.screenshot({ path: testInfo.outputPath("campaign-standings.png"), fullPage: true });
});

test("the owner reorders, edits, retires and deletes roster entries", async ({ page }) => {
  test.setTimeout(90_000);
  page.on("dialog", (dialog) => void dialog.accept());
  await signUp(page, { name: "Ray Roster", email: uniqueEmail("roster") });
  const campaignUrl = await createCampaign(page, "Roster Campaign");
  const teamUrl = await createTeam(page, campaignUrl, "The Shufflers", "Villains");
  for (const name of ["Alpha", "Bravo", "Charlie"]) await addBrick(page, teamUrl, name);
  const headings = roster(page).getByRole("article").getByRole("heading", { level: 3 });

  await page.getByRole("button", { name: "Move Charlie up" }).click();
  await expect(headings).toHaveText(["Alpha", "Charlie", "Bravo"]);
  await page.getByRole("button", { name: "Move Alpha down" }).click();
  await expect(headings).toHaveText(["Charlie", "Alpha", "Bravo"]);
  await expect(page.getByRole("button", { name: "Move Charlie up" })).toHaveCount(0);

  await page.getByRole("link", { name: "Edit Bravo" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Bravo");
  await page.getByLabel("Name", { exact: true }).fill("Bravo Prime");
  await expect(legalStatus(page)).toBeVisible();
  await page.getByRole("button", { name: "Save character" }).click();
  await expect(headings).toHaveText(["Charlie", "Alpha", "Bravo Prime"]);

  await page.getByRole("button", { name: "Retire Alpha" }).click();
  await expect(headings).toHaveText(["Charlie", "Bravo Prime"]);
  await expect(page.getByRole("region", { name: "Retired" })).toContainText("Alpha");

  await page.getByRole("button", { name: "Delete Charlie" }).click();
  await expect(headings).toHaveText(["Bravo Prime"]);
  await page.goto(campaignUrl);
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity).toContainText("Ray Roster retired Alpha from “The Shufflers”.");
  await expect(activity).toContainText("Ray Roster removed Charlie from “The Shufflers” before their first battle.");
});

test("another member sees the team but cannot change it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Olive Owner", email: uniqueEmail("owner") });
  const campaignUrl = await createCampaign(page, "Shared Campaign");
  const teamUrl = await createTeam(page, campaignUrl, "Owl Squad");
  await addBrick(page, teamUrl, "Grey Rhino");
  const editUrl = new URL((await page.getByRole("link", { name: "Edit Grey Rhino" }).getAttribute("href"))!, teamUrl).toString();

  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await player.goto(teamUrl);
  await expect(player.getByRole("heading", { level: 1, name: "Owl Squad" })).toBeVisible();
  await expect(roster(player).getByRole("article", { name: "Grey Rhino" })).toBeVisible();
  for (const name of ["Add a character", "Edit team", "Edit Grey Rhino"]) await expect(player.getByRole("link", { name })).toHaveCount(0);
  for (const name of ["Retire Grey Rhino", "Delete Grey Rhino"]) await expect(player.getByRole("button", { name })).toHaveCount(0);

  for (const path of [`${teamUrl}/characters/new`, `${teamUrl}/edit`, editUrl]) {
    expect((await player.goto(path))?.status(), path).toBe(404);
  }
  // The player may start a team of their own, and the owner's stays as it was.
  await player.goto(campaignUrl);
  await expect(player.getByRole("link", { name: "Create your team" })).toBeVisible();
  await page.goto(teamUrl);
  await expect(roster(page).getByRole("article")).toHaveCount(1);
  await player.context().close();
});
