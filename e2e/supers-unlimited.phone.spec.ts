import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam, inviteNewPlayer } from "./fixtures/teams";

/** Adds a card started from the book's sample Ace, under another name (and Level), and waits for the team page to show it. */
async function addCardFromAce(page: Page, teamUrl: string, name: string, level?: number) {
  await page.goto(`${teamUrl}/characters/new`);
  await page.getByRole("button", { name: "The sample Ace" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  if (level !== undefined) await page.getByLabel("Level", { exact: true }).fill(String(level));
  await expect(page.getByRole("status").filter({ hasText: "This card keeps every rule the league checks." })).toBeVisible();
  await page.getByRole("button", { name: "Add to the team" }).click();
  await expect(page).toHaveURL(teamUrl);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
}

/** The battle page's next set-up step, by its heading ("Next: Scenario"). */
const nextStep = (page: Page, name: RegExp) => page.locator("form").filter({ has: page.getByRole("heading", { name }) });

test("on a phone: a Supers Unlimited league, two teams of cards, a Slugfest with Subplots set up partly with typed dice, scored in VP, then the standings and the journal", async ({
  page,
  browser,
}) => {
  // A whole league evening: two accounts, two teams, a battle from set-up to VP.
  test.slow();
  await signUp(page, { name: "Olive", email: uniqueEmail("organiser") });

  // The league: its own options on the campaign form once Supers Unlimited is picked.
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Supers Unlimited" }).check();
  await expect(page.getByLabel("Game size")).toBeVisible();
  await expect(page.getByLabel("Story point goal")).toHaveCount(0);
  await page.getByLabel("Campaign name").fill("Tuesday League");
  await page.getByLabel("Terrain Roll decides the deployment").uncheck();
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tuesday League" })).toBeVisible();
  const campaignUrl = page.url();
  await expect(page.getByRole("region", { name: "Settings" })).toContainText("Medium game: 25 Levels a team");

  // The Trait Roll odds, before any battle, on the battles page: 3 dice against TN 6.
  await page.goto(`${campaignUrl}/battles`);
  const odds = page.getByRole("region", { name: "Trait Roll odds" });
  await odds.getByLabel("Dice (the Trait)").fill("3");
  await odds.getByLabel("TN (Action Roll)").fill("6");
  await odds.getByRole("button", { name: "Show the odds" }).click();
  await expect(page).toHaveURL(/oddsPool=3/);
  await expect(odds.getByText("3 D10 · TN 6")).toBeVisible();
  await expect(odds.getByRole("table", { name: "Odds of each outcome" })).toBeVisible();

  // Two teams, one card each, each built from the sample card and checked live.
  const shieldUrl = await createTeam(page, campaignUrl, "Shield Squad");
  await addCardFromAce(page, shieldUrl, "Ace");
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat");
  const watchUrl = await createTeam(player, campaignUrl, "Night Watch");
  await addCardFromAce(player, watchUrl, "Nova");
  await player.close();

  // Record the battle: each team's line-up, within the league's Levels.
  await page.goto(`${campaignUrl}/battles/new`);
  await page
    .getByRole("group", { name: /Shield Squad/ })
    .getByRole("checkbox", { name: /Ace/ })
    .check();
  await page
    .getByRole("group", { name: /Night Watch/ })
    .getByRole("checkbox", { name: /Nova/ })
    .check();
  await page.getByRole("button", { name: "Record the battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();

  // Set-up: the deployment from physical dice typed in, the Slugfest chosen, the Subplots typed
  // (1: First Blood for the first team, 7: Take Their Leader for the second), the Battle of Wits by the app.
  const deployment = nextStep(page, /^Next: Deployment/);
  await deployment.getByLabel("Or type the dice you threw").fill("2");
  await deployment.getByRole("button", { name: "Save the typed dice" }).click();
  const scenario = nextStep(page, /^Next: Scenario/);
  await scenario.getByLabel("Scenario").selectOption({ label: "Slugfest" });
  await scenario.getByRole("button", { name: "Save: chosen, or rolled by the app" }).click();
  const subplots = nextStep(page, /^Next: Subplots/);
  await subplots.getByLabel("Or type the dice you threw").fill("1 7");
  await subplots.getByRole("button", { name: "Save the typed dice" }).click();
  const setUp = page.getByRole("region", { name: "Set-up" });
  await expect(setUp).toContainText("First Blood!");
  await expect(setUp).toContainText("Take Their Leader!");
  await nextStep(page, /^Next: Battle of Wits/)
    .getByRole("button", { name: "Roll with the app" })
    .click();

  // The result: Nova went out first; Slugfest counts the Levels left, First Blood scores for Shield Squad.
  const result = page.getByRole("region", { name: "Result" });
  await expect(result).toBeVisible();
  await result.getByLabel(/^Ace \(Level/).selectOption({ label: "Active" });
  // The Slugfest's Endgame, said first and checked as the states are entered: everyone standing cannot be its end.
  await expect(result).toContainText("Slugfest ends once one team's models standing (not KO'ed, not out) fall below half its starting Levels");
  await expect(result.getByText(/^A Slugfest ends only once .* and no team is \(Levels standing: Shield Squad 4 of 4, Night Watch 4 of 4\)/)).toBeVisible();
  await result.getByLabel(/^Nova \(Level/).selectOption({ label: "Incapacitated" });
  await expect(result.getByText("This end is one the scenario's Endgame can produce.")).toBeVisible();
  await result.getByRole("group", { name: "Night Watch" }).getByLabel("If Incapacitated: out as number").fill("1");
  await result.getByRole("button", { name: "Save the result" }).click();
  const score = page.getByRole("region", { name: "Victory Points" });
  await expect(score).toContainText("Shield Squad");
  await expect(score).toContainText("First Blood");

  // The league table: Shield Squad on top with its VP; the journal tells the battle.
  await page.goto(campaignUrl);
  const table = page.getByRole("table");
  await expect(table.getByRole("row").nth(1)).toContainText("Shield Squad");
  await page.goto(`${campaignUrl}/journal`);
  await expect(page.getByRole("main")).toContainText("Slugfest");
  await expect(page.getByRole("main")).toContainText("Shield Squad");

  // Nothing on these pages is wider than the phone.
  for (const url of [campaignUrl, `${campaignUrl}/journal`, shieldUrl]) {
    await page.goto(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});
