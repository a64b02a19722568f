import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { rollCard, standingsRow } from "./fixtures/battles";
import { importTeamFile, writeSampleTeamFile } from "./fixtures/team-files";
import { addBrick, createCampaign, inviteNewPlayer } from "./fixtures/teams";

const HEROES = ["White Rhino", "Deadeye", "Tornado", "Bug-Man"];
const VILLAINS = ["The Commander", "Shatterer", "Prof. Weird", { sample: "Deadeye", name: "Dead Shot" }];
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Records a battle of the two teams with the app rolling every die, Dawn Patrol winning; returns its address. */
async function playToResolved(page: Page, campaignUrl: string): Promise<string> {
  await page.goto(campaignUrl);
  await page.getByRole("link", { name: "Record a battle" }).first().click();
  await page.getByRole("button", { name: "Set up the battle" }).click();
  await page.getByRole("button", { name: "Lock choices and roll the pre-battle for me" }).click();
  await expect(page.getByRole("heading", { name: "Report the battle" })).toBeVisible();
  const battleUrl = page.url().split("?")[0]!;
  await page.getByRole("radio", { name: "Dawn Patrol won" }).check();
  await page.getByRole("button", { name: "Save the report and roll the post-battle for me" }).click();
  const resolved = page.getByText("Resolved: every effect is on the teams.");
  for (let guard = 0; guard < 20; guard++) {
    const rollRest = rollCard(page).getByRole("button", { name: "Roll the rest for me" });
    const continueAndRoll = page.getByRole("button", { name: /and roll the rest for me$/ });
    const continueOnly = page.getByRole("button", { name: /^Continue/ });
    await expect(rollRest.or(continueAndRoll).or(continueOnly).first().or(resolved)).toBeVisible();
    if (await resolved.isVisible()) break;
    if (await rollRest.isVisible()) await rollRest.click();
    else if (await continueAndRoll.isVisible()) await continueAndRoll.click();
    else await continueOnly.first().click();
    await expect(page.getByRole("button", { name: /…$/ })).toHaveCount(0);
  }
  await expect(resolved).toBeVisible();
  return battleUrl;
}

test("on a phone: a guest star booked after a battle asks first, stands in the way of its undo with its own cancel, and a character added since survives the undo", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("undo") });
  const campaignUrl = await createCampaign(page, "Undo in a Real Month");
  const heroesFile = testInfo.outputPath("dawn-patrol.team.json");
  const villainsFile = testInfo.outputPath("night-shift.team.json");
  await writeSampleTeamFile(heroesFile, { name: "Dawn Patrol", alignment: "HEROES", characters: HEROES });
  await writeSampleTeamFile(villainsFile, { name: "Night Shift", alignment: "VILLAINS", characters: VILLAINS });
  await importTeamFile(page, campaignUrl, heroesFile, "Dawn Patrol");
  const heroesUrl = page.url().split("?")[0]!;
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await importTeamFile(player, campaignUrl, villainsFile, "Night Shift");
  await player.close();

  const battleUrl = await playToResolved(page, campaignUrl);

  // Later that month: a guest star booked with the points the battle brought; booking asks first.
  await page.goto(`${heroesUrl}/spend`);
  const guestStar = page.getByRole("region", { name: "Guest star" });
  await guestStar.getByRole("button", { name: "Book a guest star" }).click();
  const question = guestStar.getByRole("group", { name: "Spend 2 SP on a guest star for the next battle?" });
  await expect(question).toBeVisible();
  await expect(question.getByText("Spend 2 SP on a guest star for the next battle?")).toBeFocused();
  // "Not now" spends nothing and closes the question.
  await question.getByRole("button", { name: "Not now" }).click();
  await expect(question).toHaveCount(0);
  await guestStar.getByRole("button", { name: "Book a guest star" }).click();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("guest-star-question-phone.png"), fullPage: true });
  await question.getByRole("button", { name: "Yes, spend 2 SP" }).click();
  await expect(page).toHaveURL(/\/ledger$/);
  // And a character joins the team.
  await addBrick(page, heroesUrl, "Late Recruit");

  // The battle page names the one later change in the way, with its own way back.
  await page.goto(battleUrl);
  const manage = page.getByRole("region", { name: "Manage this battle" });
  const blockers = manage.getByRole("list");
  await expect(blockers.getByRole("listitem")).toHaveCount(1);
  await expect(blockers.getByRole("listitem")).toContainText(
    "Olive Organiser spent 2 SP for Dawn Patrol after this battle (a special guest star for the next game), using story points this battle gave.",
  );
  await expect(manage.getByRole("link", { name: "Undo this battle" })).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await manage.screenshot({ path: testInfo.outputPath("undo-blocked-phone.png") });
  expect((await new AxeBuilder({ page }).include("#manage").analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Cancelling the booking refunds it and opens the undo; the recruit added since is not a reason to wait.
  await blockers.getByRole("button", { name: "Cancel this guest star booking (refund 2 SP)" }).click();
  await expect(manage.getByRole("link", { name: "Undo this battle" })).toBeVisible();
  await manage.getByRole("link", { name: "Undo this battle" }).click();
  await page.getByRole("button", { name: "Undo issue #1" }).click();
  await expect(page.getByText("Undone: its effects were reversed.")).toBeVisible();

  // Back to the start: 1 SP each, and the recruit is still on the roster.
  await page.goto(campaignUrl);
  await expect(standingsRow(page, "Dawn Patrol")).toContainText("1 SP · 1 earned");
  await expect(standingsRow(page, "Night Shift")).toContainText("1 SP · 1 earned");
  await page.goto(heroesUrl);
  await expect(page.getByRole("list", { name: "Roster" }).getByRole("article", { name: "Late Recruit" })).toBeVisible();
  await page.goto(`${heroesUrl}/ledger`);
  await expect(page.getByRole("list", { name: "Story point history" })).toContainText("Guest star booking cancelled: refunded");
});
