import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addArtifactBrick, fillReport, lockAndRollPreBattle, rollCard, setReportConfirmation, setUpBattle, standingsRow } from "./fixtures/battles";
import { addBrick, createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

const currentStep = (page: Page) => page.getByRole("navigation", { name: "Battle steps" }).locator('[aria-current="step"]');
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
const reportByTeam = (page: Page) => page.getByRole("list", { name: "Report by team" });
const WAITS_FOR_OPPONENT = "The report waits for a player of another team in the battle, or an organiser, to confirm it.";

test("a campaign that asks the opponent to confirm: the report waits, is sent back once, corrected, confirmed, and only then does the post-battle run", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The organiser asks for the opponent's confirmation before the first battle; two players bring a team each.
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, "Checked Reports");
  await setReportConfirmation(page, campaignUrl, "The opponent confirms");
  await expect(page.getByText("The opponent confirms")).toBeVisible();

  const reporter = await inviteNewPlayer(page, browser, campaignUrl, "Pat Reporter");
  await addArtifactBrick(reporter, await createTeam(reporter, campaignUrl, "Dawn Patrol", "Heroes"), "Grey Rhino");
  const opponent = await inviteNewPlayer(page, browser, campaignUrl, "Vic Opponent");
  await addBrick(opponent, await createTeam(opponent, campaignUrl, "Night Shift", "Villains"), "Iron Jaw");

  // Pat sets up and plays the battle, then reports Iron Jaw KO'ed on Body.
  const battleUrl = await setUpBattle(reporter, campaignUrl, { opponents: ["Night Shift"], scenario: "Rooftop Rumble!" });
  await lockAndRollPreBattle(reporter);
  await fillReport(reporter, { winner: "Dawn Patrol", knockedOut: { "Iron Jaw": "KO'ed on Body" } });

  // The battle waits: Pat, who reported, cannot confirm it, and nothing is rolled or applied yet.
  await expect(reporter.getByText(WAITS_FOR_OPPONENT)).toBeVisible();
  await expect(reporter.getByRole("button", { name: "Confirm the report" })).toHaveCount(0);
  await expect(currentStep(reporter)).toHaveText("Report");
  await expect(reporter.getByText("Awaiting confirmation", { exact: true })).toBeVisible();
  await expect(reporter.getByRole("list", { name: "Rolls of this battle" })).not.toContainText("Injury roll");
  await reporter.goto(campaignUrl);
  await expect(standingsRow(reporter, "Dawn Patrol")).toContainText("1 SP · 1 earned");

  // Vic, the other team's owner, sees Pat's report and sends it back: Iron Jaw went down on Psyche.
  await opponent.goto(battleUrl);
  await expect(opponent.getByText("Reported by Pat Reporter.")).toBeVisible();
  await expect(reportByTeam(opponent)).toContainText("Iron Jaw: KO'ed on Body");
  expect(await axeViolations(opponent)).toEqual([]);
  await opponent.getByRole("button", { name: "Send it back to be corrected" }).click();
  await expect(opponent.getByRole("heading", { name: "Report the battle" })).toBeVisible();
  await expect(currentStep(opponent)).toHaveText("Report");

  // Pat corrects the report; it waits again.
  await reporter.goto(battleUrl);
  await expect(reporter.getByRole("heading", { name: "Report the battle" })).toBeVisible();
  await fillReport(reporter, { winner: "Dawn Patrol", knockedOut: { "Iron Jaw": "KO'ed on Psyche" } });
  await expect(reporter.getByText(WAITS_FOR_OPPONENT)).toBeVisible();

  // Vic confirms the corrected report; the post-battle sequence starts with Iron Jaw's injury roll.
  await opponent.goto(battleUrl);
  await expect(reportByTeam(opponent)).toContainText("Iron Jaw: KO'ed on Psyche");
  await opponent.getByRole("button", { name: "Confirm the report" }).click();
  await expect(currentStep(opponent)).toHaveText("Post-battle");
  await expect(rollCard(opponent)).toContainText("Injury roll: bonus dice — Iron Jaw (Night Shift)");

  // The post-battle steps run: the dice, then Media Blitz's roller (the rules' pick), then its check.
  await rollCard(opponent).getByRole("button", { name: "Roll the rest for me" }).click();
  await expect(opponent.getByRole("heading", { name: "The scenario's post-battle special" })).toBeVisible();
  await opponent.getByRole("button", { name: "Continue", exact: true }).click();
  await rollCard(opponent).getByRole("button", { name: "Roll the rest for me" }).click();

  // Phase 2 waits on Grey Rhino's Magic Artifact upkeep: Pat declines it.
  await expect(opponent.getByRole("heading", { name: "Magic Artifact upkeep" })).toBeVisible();
  await reporter.goto(battleUrl);
  await expect(reporter.getByRole("heading", { name: "Magic Artifact upkeep" })).toBeVisible();
  expect(await axeViolations(reporter)).toEqual([]);
  await reporter.getByLabel("Grey Rhino's Magic Artifact upkeep").selectOption({ label: "Decline: arrives at round 3 next battle" });
  await reporter.getByRole("button", { name: "Continue", exact: true }).click();

  // Phase 3, and the battle is resolved.
  await expect(reporter.getByRole("heading", { name: "Guest stars and curse lifts" })).toBeVisible();
  await reporter.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(reporter.getByText("Resolved: every effect is on the teams.")).toBeVisible();
  const postBattle = reporter.getByRole("region", { name: "Post-battle" });
  await expect(postBattle).toContainText("Iron Jaw");
  await expect(postBattle).toContainText("Grey Rhino's Magic Artifact upkeep is not paid (the team declines)");

  // Now the win counts: Dawn Patrol has its 2 SP reward, and paid no upkeep.
  await page.goto(campaignUrl);
  await expect(standingsRow(page, "Dawn Patrol")).toContainText("3 SP · 3 earned");
});
