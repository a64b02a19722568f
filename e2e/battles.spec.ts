import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { fillReport, lockAndRollPreBattle, rollCard, setTablePolicy, setUpBattle, setUpTeam, typeDice } from "./fixtures/battles";
import { addBrick, createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("refusals: an illegal line-up is listed under its team, an impossible face is refused and nothing is rolled; outsiders get 404; then a milestone battle shows the book's lines", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUp(page, { name: "Rita Referee", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, "Refusal Range");
  const teamUrl = await createTeam(page, campaignUrl, "Stone Guard", "Heroes");
  await addBrick(page, teamUrl, "Granite");
  await addBrick(page, teamUrl, "Basalt");
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Vic Villain");
  await addBrick(player, await createTeam(player, campaignUrl, "Red Hand", "Villains"), "Cinder");

  // Two Bricks in one line-up break the archetype limit: the page opens with the first only (and the
  // only other team in); ticking the second shows the problem under the team before anything is
  // sent, and a submit anyway is refused with the same words, nothing set up.
  await page.goto(`${campaignUrl}/battles/new`);
  const stoneGuard = setUpTeam(page, "Stone Guard");
  await expect(stoneGuard.getByRole("checkbox", { name: "Granite" })).toBeChecked();
  await expect(stoneGuard.getByRole("checkbox", { name: "Basalt" })).not.toBeChecked();
  await expect(setUpTeam(page, "Red Hand").getByRole("checkbox", { name: "Plays in this battle" })).toBeChecked();
  await stoneGuard.getByRole("checkbox", { name: "Basalt" }).check();
  await expect(stoneGuard.getByRole("list", { name: "Stone Guard: line-up problems" })).toContainText("Stone Guard: 2 Bricks (Granite, Basalt); the limit is 1");
  await page.getByRole("button", { name: "Set up the battle" }).click();
  const problems = page.getByRole("list", { name: "Problems", exact: true });
  await expect(problems).toContainText("Stone Guard: 2 Bricks (Granite, Basalt); the limit is 1");
  await expect(page.getByText("A line-up breaks a rule, so the battle was not set up.")).toBeVisible();
  await expect(setUpTeam(page, "Red Hand").getByRole("checkbox", { name: "Plays in this battle" })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.goto(`${campaignUrl}/battles`);
  await expect(page.getByText("No battles yet.")).toBeVisible();

  // As the page opens, both line-ups are legal: one tap sets the battle up.
  await page.goto(`${campaignUrl}/battles/new`);
  await page.getByRole("button", { name: "Set up the battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();
  const issueUrl = page.url();

  // The choices explain themselves: each line is announced with its control.
  const stoneGuardChoices = page.getByRole("group", { name: "Stone Guard", exact: true });
  await expect(stoneGuardChoices.getByRole("checkbox", { name: "Chase sixes" })).toHaveAccessibleDescription(/^A 6 counts as two goals\..*rule: ruling R22/);
  await expect(stoneGuardChoices.getByLabel("Subplot: first choice")).toHaveAccessibleDescription(/^A D6 puts two subplots in play/);
  await expect(stoneGuardChoices.getByLabel("Subplot: first choice").getByRole("option", { name: "Creative (in play on a 1)" })).toBeAttached();

  // An impossible face: the die is named, nothing is rolled, the same roll still waits.
  await page.getByRole("button", { name: "Lock choices and start the pre-battle" }).click();
  const label = await rollCard(page).locator("p").first().innerText();
  // One face per box (a D6 face is one digit): typing 4 then 5 never makes "45".
  const firstDie = rollCard(page).getByRole("textbox", { name: "Die 1" });
  await expect(firstDie).toHaveAttribute("maxlength", "1");
  await expect(firstDie).toHaveAttribute("inputmode", "numeric");
  await firstDie.pressSequentially("45");
  await expect(firstDie).toHaveValue("4");
  await typeDice(page, [7, 3]);
  await expect(rollCard(page).getByRole("status")).toContainText("Die 1: 7 is not possible on a D6 (1–6). Nothing was rolled.");
  await expect(rollCard(page).getByRole("textbox", { name: "Die 1" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("No rolls yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText("No rolls yet.")).toBeVisible();
  await expect(rollCard(page).locator("p").first()).toHaveText(label);

  // The app rolls it instead.
  await rollCard(page).getByRole("button", { name: "Roll for me" }).click();
  await expect(page.getByRole("list", { name: "Rolls of this battle" }).getByRole("listitem")).toHaveCount(1);

  // The campaign's roll log draws it as dice: the faces are the accessible name, one pip face per die.
  await page.goto(`${campaignUrl}/rolls`);
  const dice = page.getByRole("list", { name: "Rolls" }).getByRole("img", { name: /^D6: \d(, \d)*$/ });
  await expect(dice).toHaveCount(1);
  const faces = (await dice.getAttribute("aria-label"))!.replace("D6: ", "").split(", ");
  expect(await dice.locator("[data-face]").evaluateAll((els) => els.map((el) => el.getAttribute("data-face")))).toEqual(faces);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("roll-log.png"), fullPage: true });
  await page.goto(issueUrl);

  // Someone outside the campaign cannot see it.
  const outsider = await (await browser.newContext()).newPage();
  await signUp(outsider, { name: "Nosy Neighbour", email: uniqueEmail("outsider") });
  expect((await outsider.goto(issueUrl))?.status()).toBe(404);
  await expect(outsider.getByRole("heading", { name: "Page not found" })).toBeVisible();

  // Cancelling, after a confirmation step, applies nothing and keeps the issue in the list.
  await page.getByRole("link", { name: "Cancel this battle" }).click();
  await page.getByRole("button", { name: "Cancel issue #1" }).click();
  await expect(page.getByText("Cancelled: nothing of this battle was applied.")).toBeVisible();
  await page.goto(`${campaignUrl}/battles`);
  await expect(page.getByRole("list", { name: "Battles" })).toContainText("Cancelled");

  // Four more story points bring Stone Guard to a milestone: the scenario special and the bump tables explain themselves.
  await page.goto(`${teamUrl}/ledger`);
  await page.getByLabel("Change in story points").fill("4");
  await page.getByLabel("Why").fill("Carried over from an earlier campaign");
  await page.getByRole("button", { name: "Save correction" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Correction of +4 SP saved." })).toBeVisible();
  await setUpBattle(page, campaignUrl, { opponents: [], scenario: "Rooftop Rumble!" });
  await lockAndRollPreBattle(page);
  await fillReport(page, { winner: "Stone Guard" });
  await expect(page.getByRole("heading", { name: "The scenario's post-battle special" })).toBeVisible();
  await expect(page.getByLabel("Who makes the check").first()).toHaveAccessibleDescription(/^A TN3 Creative, Image or Resource check/);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await rollCard(page).getByRole("button", { name: "Roll the rest for me" }).click();
  await expect(page.getByRole("heading", { name: "Milestones: choose the bumps" })).toBeVisible();
  const bumpTables = page.getByRole("region", { name: "The bump tables" });
  await bumpTables.getByText("Martial", { exact: true }).click();
  await expect(bumpTables.getByRole("list", { name: "Martial results" }).getByRole("listitem")).toHaveText([
    "1 → +1 Re-roll, melee attack",
    "2 → +1 Re-roll, ranged attack",
    "3 → +1 Body",
    "4 → +1 Re-roll, ranged defense",
    "5 → +1 Re-roll, melee defense",
    "6 → +1 Re-roll, KO checks",
  ]);
});

test("table policy: each team's owner chooses for it and only the app's dice count; a player cannot cancel once dice are thrown", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signUp(page, { name: "Tess Tablehost", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, "House Rules");
  await addBrick(page, await createTeam(page, campaignUrl, "Stone Guard", "Heroes"), "Granite");
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Vic Villain");
  await addBrick(player, await createTeam(player, campaignUrl, "Red Hand", "Villains"), "Cinder");

  await setTablePolicy(page, campaignUrl, { whoRolls: "Each team's owner rolls and chooses for it; organisers for all", isAppDiceOnly: true });
  const settings = page.getByRole("main").getByRole("region", { name: "Settings" });
  await expect(settings).toContainText("Each team's owner rolls and chooses for it; organisers for all");
  await expect(settings).toContainText("App dice only");

  // The player is offered only his own team's pre-battle choices; the battle waits for the other owner's.
  const issueUrl = await setUpBattle(player, campaignUrl, { opponents: ["Stone Guard"] });
  await expect(setUpTeam(player, "Red Hand")).toBeVisible();
  await expect(setUpTeam(player, "Stone Guard")).toHaveCount(0);
  await player.getByRole("button", { name: "Save my choices" }).click();
  await expect(player.getByText("Waiting for Tess Tablehost (Stone Guard)")).toBeVisible();
  await expect(player.getByText("Saved: Red Hand (saving again replaces them).")).toBeVisible();

  // The organiser fills in the rest and locks; the roll card offers the app's dice only.
  await page.goto(issueUrl);
  await expect(page.getByText("Waiting for Tess Tablehost (Stone Guard)")).toBeVisible();
  await page.getByRole("button", { name: "Lock choices and start the pre-battle" }).click();
  await expect(rollCard(page).getByRole("button", { name: "Roll for me" })).toBeVisible();
  await expect(rollCard(page).getByRole("button", { name: "I rolled" })).toHaveCount(0);
  await expect(rollCard(page)).toContainText("This campaign uses the app's dice only.");
  await rollCard(page).getByRole("button", { name: "Roll for me" }).click();
  await expect(page.getByRole("list", { name: "Rolls of this battle" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Rolls of this battle" })).toContainText("rolled by the app for Tess Tablehost's request");
  await expectNoAxeViolations(page);

  // Dice are thrown: the player is no longer offered the cancel, and is told why; the organiser still is.
  await player.goto(issueUrl);
  await expect(player.getByText("Dice have been thrown in this battle, so only an organiser or co-organiser can cancel it now.")).toBeVisible();
  await expect(player.getByRole("link", { name: "Cancel this battle" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cancel this battle" })).toBeVisible();
});
