import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrawler, rollCard, setUpBattle, setUpTeam, standingsRow, typeDice } from "./fixtures/battles";
import { addBrick, createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
const currentStep = (page: Page) => page.getByRole("navigation", { name: "Battle steps" }).locator('[aria-current="step"]');

test("on a phone: a two-team battle from set-up to resolved, one roll typed by hand, then the organiser undoes it", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, "Pocket Battles");
  const heroesUrl = await createTeam(page, campaignUrl, "Dawn Patrol", "Heroes");
  await addBrick(page, heroesUrl, "Grey Rhino");
  await addBrawler(page, heroesUrl, "Kid Knuckles");

  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await player.setViewportSize({ width: 412, height: 839 });
  const villainsUrl = await createTeam(player, campaignUrl, "Night Shift", "Villains");
  await addBrick(player, villainsUrl, "Iron Jaw");
  await addBrawler(player, villainsUrl, "Slick");

  await page.goto(campaignUrl);
  await expect(standingsRow(page, "Dawn Patrol")).toContainText("1 SP · 1 earned");
  await expect(standingsRow(page, "Night Shift")).toContainText("1 SP · 1 earned");

  // Set-up: the organiser's own team plays by default, with everyone available ticked.
  await page.goto(`${campaignUrl}/battles/new`);
  await expect(setUpTeam(page, "Dawn Patrol").getByRole("checkbox", { name: "Plays in this battle" })).toBeChecked();
  await expect(setUpTeam(page, "Dawn Patrol").getByRole("checkbox", { name: "Kid Knuckles" })).toBeChecked();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("set-up-phone.png"), fullPage: true });
  const battleUrl = await setUpBattle(page, campaignUrl, { opponents: ["Night Shift"], scenario: "Rooftop Rumble!" });
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();
  await expect(currentStep(page)).toHaveText("Set-up");
  await page.screenshot({ path: testInfo.outputPath("choices-phone.png"), fullPage: true });

  // Pre-battle choices, then the app rolls the whole pre-battle.
  await page.getByLabel("Subplot: first choice").first().selectOption("underworld");
  await page.getByRole("button", { name: "Lock choices and start the pre-battle" }).click();
  await expect(currentStep(page)).toHaveText("Pre-battle");
  // The subplot table (and the driver, when there is a pick) typed by hand: the subplot check's odds show before its dice.
  await expect(page.getByRole("table", { name: "Odds of each outcome" })).toContainText("Science and Underworld");
  await typeDice(page, [3]);
  await expect(rollCard(page)).toContainText(/Subplot (driver|check) — /);
  if ((await rollCard(page).textContent())?.includes("Subplot driver")) await typeDice(page, [1]);
  await expect(page.getByRole("table", { name: /^Odds of each outcome for .+'s \w+ check$/ })).toContainText("Fails: no subplot dice");
  await expect(rollCard(page)).toContainText(/\d dice · TN 2/);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await rollCard(page).getByRole("button", { name: "Roll the rest for me" }).click();
  await expect(page.getByRole("heading", { name: "Report the battle" })).toBeVisible();
  await expect(currentStep(page)).toHaveText("Report");
  await expect(page.getByRole("list", { name: "Team cards" })).toContainText("Night Shift");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("report-phone.png"), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // The report: Dawn Patrol won; Iron Jaw ended KO'ed on Body.
  await page.getByRole("radio", { name: "Dawn Patrol won" }).check();
  await page.getByRole("group", { name: "Iron Jaw" }).getByLabel("At the end").selectOption({ label: "KO'ed on Body" });
  await page.getByRole("button", { name: "Save the report", exact: true }).click();
  await expect(currentStep(page)).toHaveText("Post-battle");

  // The player types Iron Jaw's injury bonus dice on their own phone, after reading the odds.
  await player.goto(battleUrl);
  await expect(rollCard(player)).toContainText("Injury roll: bonus dice — Iron Jaw (Night Shift)");
  await expect(player.getByRole("table", { name: "Odds of each outcome for Iron Jaw" })).toContainText("Minor scrapes");
  expect(await overflow(player)).toBeLessThanOrEqual(0);
  await player.screenshot({ path: testInfo.outputPath("injury-roll-phone.png"), fullPage: true });
  expect(await axeViolations(player)).toEqual([]);
  // Each box takes one face and hands on to the next: typing 5 then 4 fills two dice.
  await rollCard(player).getByRole("textbox", { name: "Die 1" }).pressSequentially("54");
  await expect(rollCard(player).getByRole("textbox", { name: "Die 1" })).toHaveValue("5");
  await expect(rollCard(player).getByRole("textbox", { name: "Die 2" })).toHaveValue("4");
  // Focus waits in the next empty box (read from the document: this page is not the active window).
  expect(
    await rollCard(player)
      .getByRole("textbox", { name: "Die 3" })
      .evaluate((die) => die === document.activeElement),
  ).toBe(true);
  await expect(player.getByRole("region", { name: "Tally so far" })).toContainText("Iron Jaw: injury roll to come");
  await typeDice(player, [5, 4, 6, 2]);
  await expect(rollCard(player)).not.toContainText("bonus dice");
  // The typed dice say at once what they did, before the D6 is thrown.
  await expect(player.getByRole("region", { name: "What the dice did" })).toContainText("4D [5,4,6,2] = 4 goals → +2 to the injury roll");
  // The D6's odds count the bonus the goal dice gave: 4 goals → + 2, so no total is low enough to kill.
  await expect(rollCard(player)).toContainText("1 D6 · + 2 from 4 goals · − 1 KO'ed");
  const d6Odds = player.getByRole("table", { name: "Odds of each outcome for Iron Jaw" });
  await expect(d6Odds.getByRole("row", { name: /^Dead or destroyed/ })).toContainText("0%");
  await expect(d6Odds.getByRole("row", { name: /^Minor scrapes/ })).toContainText("16.7%");
  const rolls = player.getByRole("list", { name: "Rolls of this battle" });
  await expect(rolls.getByRole("listitem").filter({ hasText: "Injury roll: bonus dice" })).toContainText("Typed");
  await expect(rolls.getByRole("listitem").filter({ hasText: "Injury roll: bonus dice" })).toContainText("[5, 4, 6, 2]");

  // The D6 typed too: its result and what it does to Iron Jaw show at once.
  await typeDice(player, [3]);
  await expect(player.getByRole("region", { name: "What the dice did" })).toContainText(
    "D6 3 − 1 (KO'ed) + 2 = 4 → Light injury. Light injury: −2\" Move in the team's next battle.",
  );
  await expect(player.getByRole("region", { name: "Tally so far" })).toContainText("Iron Jaw: Light injury");

  // That was the last injury: Rooftop Rumble's Media Blitz asks who makes each team's check, prefilled with the rules' pick.
  await expect(player.getByRole("heading", { name: "The scenario's post-battle special" })).toBeVisible();
  await expect(player.getByRole("group", { name: "Night Shift", exact: true }).getByLabel("Who makes the check")).not.toHaveValue("");
  await expect(player.getByRole("group", { name: "Night Shift", exact: true })).toContainText(
    /Chance of success: .*Slick: Creative [<>\d.]+%, Image [<>\d.]+%, Resource [<>\d.]+%/,
  );
  expect(await overflow(player)).toBeLessThanOrEqual(0);
  expect(await axeViolations(player)).toEqual([]);
  await player.getByRole("button", { name: "Continue", exact: true }).click();

  // Their checks are rolled; the Phase 3 decision waits for a player.
  await rollCard(player).getByRole("button", { name: "Roll the rest for me" }).click();
  await expect(player.getByRole("heading", { name: "Guest stars and curse lifts" })).toBeVisible();
  await expect(player.getByRole("region", { name: "Post-battle" })).toContainText("Iron Jaw");
  await expect(player.getByRole("region", { name: "Tally so far" })).not.toContainText("injury roll to come");
  await player.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(player.getByText("Resolved: every effect is on the teams.")).toBeVisible();
  await expect(currentStep(player)).toHaveText("Resolved");
  await expect(rolls.getByText("App", { exact: true }).first()).toBeVisible();
  expect(await overflow(player)).toBeLessThanOrEqual(0);
  await player.screenshot({ path: testInfo.outputPath("battle-resolved-phone.png"), fullPage: true });
  expect(await axeViolations(player)).toEqual([]);

  // Standings: the winner has its 2 SP reward; the loser its 1 (and +1 more on an inspired recovery).
  await page.goto(campaignUrl);
  await expect(standingsRow(page, "Dawn Patrol")).toContainText("3 SP · 3 earned");
  await expect(standingsRow(page, "Night Shift")).toContainText(/[23] SP · [23] earned/);
  await page.goto(`${campaignUrl}/battles`);
  await expect(page.getByRole("list", { name: "Battles" }).getByRole("listitem").first()).toContainText("Dawn Patrol won");
  await page.goto(`${campaignUrl}/journal`);
  await expect(page.getByRole("list", { name: "Issues" })).toContainText("#1");

  // Grey Rhino has fought: his owner may still rename him, with the build settled and shown read-only.
  await page.goto(heroesUrl);
  await page.getByRole("link", { name: "Edit Grey Rhino" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Grey Rhino" })).toBeVisible();
  await expect(page.getByText("so their build is settled; only their name may change.")).toBeVisible();
  await expect(page.getByLabel("Archetype", { exact: true })).toHaveCount(0);
  await page.getByLabel("Name", { exact: true }).fill("Grey Rhino II");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("list", { name: "Roster" }).getByRole("article", { name: "Grey Rhino II" })).toBeVisible();

  // A later battle of the same teams blocks the undo: the page names it instead of offering the button.
  const laterUrl = await setUpBattle(page, campaignUrl, { opponents: ["Night Shift"] });
  await expect(page.getByRole("heading", { level: 1, name: "Issue #2" })).toBeVisible();
  await page.goto(battleUrl);
  await expect(page.getByRole("region", { name: "Manage this battle" })).toContainText("Issue #2 (Dawn Patrol vs Night Shift) came after this one with the same teams.");
  await expect(page.getByRole("region", { name: "Manage this battle" }).getByRole("link", { name: "Open issue #2 to cancel or undo it" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Undo this battle" })).toHaveCount(0);
  await expect(page.getByText("Resolved: every effect is on the teams.")).toBeVisible();
  await page.goto(laterUrl);
  await page.getByRole("link", { name: "Cancel this battle" }).click();
  await page.getByRole("button", { name: "Cancel issue #2" }).click();
  await expect(page.getByText("Cancelled: nothing of this battle was applied.")).toBeVisible();
  // Cancelled at its set-up: no step is done, and it never reached Resolved.
  const steps = page.getByRole("navigation", { name: "Battle steps" }).getByRole("listitem");
  await expect(steps.first()).toHaveText(/^Set-up\s*\(cancelled\)$/);
  await expect(steps.filter({ hasText: "(done)" })).toHaveCount(0);

  // Now the organiser undoes it (a confirmation step first); the standings return.
  await page.goto(battleUrl);
  await page.getByRole("link", { name: "Undo this battle" }).click();
  await page.getByRole("button", { name: "Undo issue #1" }).click();
  await expect(page.getByText("Undone: its effects were reversed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Redo this battle" })).toBeVisible();
  await page.goto(campaignUrl);
  await expect(standingsRow(page, "Dawn Patrol")).toContainText("1 SP · 1 earned");
  await expect(standingsRow(page, "Night Shift")).toContainText("1 SP · 1 earned");
});
