import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { rollCard, setUpBattle } from "./fixtures/battles";
import { importTeamFile, writeSampleTeamFile } from "./fixtures/team-files";
import { createCampaign, inviteNewPlayer } from "./fixtures/teams";

// The narrowest common phone: nothing on these screens may be wider than 360 px.
test.use({ viewport: { width: 360, height: 780 } });

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
/** The chance the odds table gives one outcome, e.g. "2.8%". */
const chanceOf = (page: Page, table: string, outcome: string) =>
  page
    .getByRole("table", { name: table })
    .getByRole("row", { name: new RegExp(`^${outcome}`) })
    .getByRole("cell");

test("on a phone: the report shows each KO's injury odds before the app rolls, and the milestone step names who gets the bumps", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  await signUp(page, { name: "Fay Fastpath", email: uniqueEmail("fastpath") });
  const campaignUrl = await createCampaign(page, "No Blind Rolls");
  const heroes = testInfo.outputPath("dawn-patrol.team.json");
  const villains = testInfo.outputPath("night-shift.team.json");
  await writeSampleTeamFile(heroes, { name: "Dawn Patrol", alignment: "HEROES", characters: ["White Rhino", "Deadeye", "Tornado", "Bug-Man"] });
  await writeSampleTeamFile(villains, {
    name: "Night Shift",
    alignment: "VILLAINS",
    characters: ["The Commander", "Shatterer", "Prof. Weird", { sample: "Deadeye", name: "Dead Shot" }],
  });
  await importTeamFile(page, campaignUrl, heroes, "Dawn Patrol");
  const teamUrl = page.url();
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await importTeamFile(player, campaignUrl, villains, "Night Shift");
  await player.close();

  // Four more story points earned: Dawn Patrol's first milestone falls due in this battle's post-battle.
  await page.goto(`${teamUrl}/ledger`);
  await page.getByLabel("Change in story points").fill("4");
  await page.getByLabel("Why").fill("Painted the whole team");
  await page.getByRole("button", { name: "Save correction" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The balance is now 5." })).toBeVisible();

  await setUpBattle(page, campaignUrl, { opponents: [] });
  await page.getByRole("button", { name: "Lock choices and roll the pre-battle for me" }).click();
  await expect(page.getByRole("heading", { name: "Report the battle" })).toBeVisible();

  // The report: a KO shows its injury odds at once, and they follow the fields.
  const deadShot = page.getByRole("group", { name: "Dead Shot", exact: true });
  const odds = "Injury roll odds for Dead Shot";
  await expect(page.getByRole("table", { name: odds })).toHaveCount(0);
  await deadShot.getByLabel("At the end").selectOption({ label: "KO'ed on Body" });
  await expect(page.getByRole("table", { name: odds })).toBeVisible();
  const deadOnBody = await chanceOf(page, odds, "Dead or destroyed").innerText();
  await deadShot.getByLabel("At the end").selectOption({ label: "KO'ed on Body and Psyche" });
  await expect(chanceOf(page, odds, "Dead or destroyed")).not.toHaveText(deadOnBody);
  // Put down by heroes: a death may become a capture (L2595), so "Captured" has a chance.
  await expect(chanceOf(page, odds, "Captured")).not.toHaveText("0%");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("radio", { name: "Dawn Patrol won" }).check();
  await page.getByRole("button", { name: "Save the report and roll the post-battle for me" }).click();

  // On to the milestone: nothing the app may not decide alone.
  const bumpsAndRoll = page.getByRole("button", { name: /^Continue with bumps for .*, and roll the rest for me$/ });
  const rollRest = rollCard(page).getByRole("button", { name: "Roll the rest for me" });
  const continueAndRoll = page.getByRole("button", { name: /and roll the rest for me$/ });
  for (let guard = 0; guard < 10; guard++) {
    await expect(bumpsAndRoll.or(rollRest).or(continueAndRoll).first()).toBeVisible();
    if (await bumpsAndRoll.isVisible()) break;
    if (await rollRest.isVisible()) await rollRest.click();
    else await continueAndRoll.first().click();
    await expect(page.getByRole("button", { name: /…$/ })).toHaveCount(0);
  }

  // The app's picks are named on the buttons, and the form says why those members.
  await expect(bumpsAndRoll).toHaveText("Continue with bumps for White Rhino and Deadeye, and roll the rest for me");
  await expect(page.getByRole("button", { name: "Continue with bumps for White Rhino and Deadeye", exact: true })).toBeVisible();
  await expect(page.getByText("The app suggests the picks below: members with the fewest bumps first, whether or not they fought")).toBeVisible();
  await page.getByLabel("Milestone 1, bump 2: who").selectOption({ label: "Tornado" });
  await expect(bumpsAndRoll).toHaveText("Continue with bumps for White Rhino and Tornado, and roll the rest for me");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await bumpsAndRoll.click();

  // White Rhino, a Brick, rolls two dice on the Martial table: the one set aside says why in words.
  const phase2 = page.getByRole("list", { name: /^Phase 2/ });
  await expect(
    phase2
      .getByRole("listitem")
      .filter({ hasText: /White Rhino: Martial bump — D6 \d, \d \(set aside: a Blaster, Brawler or Brick rolls two dice on the Martial table and keeps the one it prefers\)/ }),
  ).toBeVisible();
  await expect(phase2.getByRole("listitem").filter({ hasText: /^Tornado: \w+ bump/ })).toBeVisible();
  await expect(page.getByText("not picked")).toHaveCount(0);
});
