import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { setUpTeam } from "./fixtures/battles";
import { importTeamFile, writeSampleTeamFile } from "./fixtures/team-files";
import { createCampaign, inviteNewPlayer } from "./fixtures/teams";

// The narrowest common phone: nothing on these screens may be wider than 360 px.
test.use({ viewport: { width: 360, height: 780 } });

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

const CLASH = "Only one Brick can be fielded per battle: White Rhino and Stone Wall both count as Bricks, so each battle fields one of them.";

test("on a phone: two Bricks on a roster are named on the team page, in the builder and beside the one the set-up leaves out (L238, Ruling R4)", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await signUp(page, { name: "Bo Bricks", email: uniqueEmail("bricks") });
  const campaignUrl = await createCampaign(page, "Two Bricks");
  const file = testInfo.outputPath("dawn-patrol.team.json");
  await writeSampleTeamFile(file, { name: "Dawn Patrol", alignment: "HEROES", characters: ["White Rhino", { sample: "White Rhino", name: "Stone Wall" }, "Deadeye", "Tornado"] });
  // A battle needs two teams: a player brings a second.
  const villains = testInfo.outputPath("night-shift.team.json");
  await writeSampleTeamFile(villains, { name: "Night Shift", alignment: "VILLAINS", characters: ["The Commander", "Shatterer"] });
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await importTeamFile(player, campaignUrl, villains, "Night Shift");
  await player.close();
  await importTeamFile(page, campaignUrl, file, "Dawn Patrol");
  const teamUrl = page.url();

  // The team page says it where the roster is read, the rule apart from the sentence.
  const limits = page.getByRole("list", { name: "Line-up limits" });
  await expect(limits.getByRole("listitem")).toHaveCount(1);
  await expect(limits.getByRole("listitem")).toContainText(CLASH);
  await expect(limits.getByText("book line 238, ruling R4", { exact: true })).toHaveCount(0);
  await limits.getByRole("button", { name: "rule: book line 238, ruling R4" }).click();
  await expect(limits.getByText("book line 238, ruling R4", { exact: true })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  // The builder says it as soon as a third Brick is chosen.
  await page.goto(`${teamUrl}/characters/new`);
  await page.getByLabel("Name", { exact: true }).fill("Grey Rhino");
  const builderLimits = page.getByRole("list", { name: "Line-up limits for this team" });
  await page.getByLabel("Archetype", { exact: true }).selectOption("mastermind");
  await expect(builderLimits).toHaveCount(0);
  await page.getByLabel("Archetype", { exact: true }).selectOption("brick");
  await expect(builderLimits).toContainText(
    "Only one Brick can be fielded per battle: White Rhino, Stone Wall and Grey Rhino all count as Bricks, so each battle fields one of them.",
  );
  await page.getByLabel("Archetype", { exact: true }).selectOption("mentalist");
  await expect(builderLimits).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The set-up: the second Brick is unticked, and the page says why beside it.
  await page.goto(`${campaignUrl}/battles`);
  await page.getByRole("link", { name: "Record a battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record a battle" })).toBeVisible();
  const team = setUpTeam(page, "Dawn Patrol");
  const stoneWall = team.getByRole("checkbox", { name: "Stone Wall" });
  await expect(stoneWall).not.toBeChecked();
  const why = "Left out: only one Brick can be fielded per battle, and White Rhino is already in. Untick White Rhino to field Stone Wall instead.";
  await expect(team.getByText(why)).toBeVisible();
  await expect(stoneWall).toHaveAccessibleDescription(new RegExp(`^${why.replace(/[.]/g, "\\.")}`));
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  // The reason follows the ticks: with White Rhino out, Stone Wall fits and nothing is said.
  await team.getByRole("checkbox", { name: "White Rhino" }).uncheck();
  await expect(team.getByText(why)).toHaveCount(0);
  await stoneWall.check();
  await expect(team.getByText("Line-up weight 3 of 4 · 3 of 6 characters")).toBeVisible();
  await expect(team.getByText(/^Left out: only one Brick can be fielded per battle, and Stone Wall is already in\./)).toBeVisible();
});
