import { expect, test, type Browser, type Page } from "@playwright/test";
import { latestMagicLink, PASSWORD, signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam } from "./fixtures/teams";

/** The second phone at the table: a smaller screen than the project's Pixel 7. */
const SMALL_PHONE = { width: 360, height: 740 };
/** A tap must reach the other phone; a loaded 2-core machine gets far more than the usual second. */
const LIVE = { timeout: 15_000 };

const tracker = (page: Page) => page.getByRole("region", { name: "Battle tracker" });
const enemySide = (page: Page) => tracker(page).getByRole("group", { name: /^Robot Army/ });
const enemyCounts = (page: Page) => page.getByTestId("counts-enemy");
// Each turn is one item of the log (its suggestion is a list of its own inside it).
const turns = (page: Page) => page.getByRole("list", { name: "Enemy turns" }).locator(":scope > li");
/**
 * The organiser invites a co-organiser (who may play every battle of the series), who signs up in a
 * browser of their own: the second phone at the table.
 */
async function inviteCoOrganiser(organiser: Page, browser: Browser, campaignUrl: string, name: string): Promise<Page> {
  await organiser.goto(`${campaignUrl}/members`);
  await organiser.getByLabel("Joins as").selectOption("CO_ORGANISER");
  await organiser.getByRole("button", { name: "Create invite link" }).click();
  const inviteLink = await organiser.getByLabel("Invite link for a co-organiser").inputValue();
  const phone = await (await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true })).newPage();
  await phone.goto(inviteLink);
  await phone.getByRole("link", { name: "Create an account" }).click();
  await phone.getByLabel("Name (shown to your group)").fill(name);
  const email = uniqueEmail("co-organiser");
  await phone.getByLabel("Email").fill(email);
  await phone.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await phone.getByRole("button", { name: "Create account" }).click();
  await expect(phone.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  await phone.goto(await latestMagicLink(email, "confirm-email"));
  await phone.getByRole("button", { name: /^Join .* as co-organiser$/ }).click();
  await expect(phone).toHaveURL(campaignUrl);
  return phone;
}

/** How many Robot Army figures the tracker has on the table. */
async function onTable(page: Page): Promise<number> {
  const text = (await enemyCounts(page).textContent()) ?? "";
  return Number(/On the table (\d+)/.exec(text)?.[1] ?? Number.NaN);
}
/** A tracker button, once the tracker has hydrated (its controls are disabled until then). */
async function tap(page: Page, name: string | RegExp) {
  const button = tracker(page).getByRole("button", { name }).first();
  await expect(button).toBeEnabled();
  await button.click();
}

test("two phones at a VSGMR solo Outflanked battle: taps shared live, the enemy's roll counts its figures in play, the tracker ends the battle and fills the result", async ({
  page: a,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUp(a, { name: "Dana", email: uniqueEmail("tracker") });
  await a.goto("/campaigns/new");
  await a.getByRole("radio", { name: "Very Simple Generic Miniatures Rules" }).check();
  await a.getByLabel("Campaign name").fill("Tracked Series");
  await a.getByRole("button", { name: "Create campaign" }).click();
  await expect(a.getByRole("heading", { level: 1, name: "Tracked Series" })).toBeVisible();
  const campaignUrl = a.url();

  // Dana's force: the Dwarves sample army (30 points, 5 figures).
  await createTeam(a, campaignUrl, "Dwarf Hold");
  await a.getByLabel("Sample army").selectOption("dwarves");
  await a.getByRole("button", { name: "Use this army" }).click();
  await expect(a.locator("[data-force-total]")).toContainText("30 points · 5 figures");
  await a.getByRole("button", { name: "Save force" }).click();
  await expect(a.getByText("Saved: 5 figures.")).toBeVisible();

  // Solo Outflanked against the app's Robot Army (38 points): it attacks, starting with half its points on the table.
  await a.goto(`${campaignUrl}/battles/new`);
  await a.getByRole("combobox", { name: "Scenario", exact: true }).selectOption("outflanked");
  await a.getByRole("combobox", { name: "Enemy force" }).selectOption("robot-army");
  await expect(a.getByRole("combobox", { name: "The enemy's side" })).toHaveValue("attacker");
  await a.getByRole("button", { name: "Set up the battle" }).click();
  await expect(a.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();
  const battleUrl = a.url();

  // The second phone, on a smaller screen: Eli, the series' co-organiser, who may play every battle.
  const b = await inviteCoOrganiser(a, browser, campaignUrl, "Eli");
  await b.goto(battleUrl);
  await a.goto(battleUrl);
  for (const page of [a, b]) await expect(enemyCounts(page)).toContainText("On the table 3 · Not yet arrived 4 · Defeated 0");
  await expect(a.getByTestId("solo-enemy-count")).toContainText("3 enemy figures on the table, 4 not yet arrived, 0 defeated");

  // Round 1: the app's roll counts the 3 Robot Army figures on the table, and suggests which act.
  await a.getByRole("button", { name: "Roll the enemy’s turn" }).click();
  await expect(turns(a)).toHaveCount(1);
  await expect(turns(a).first()).toContainText("of 3 act");
  await expect(turns(a).first()).toContainText(/Suggestion \(a fair random pick; you may play other figures\):/);

  // The app's arrival roll may already have brought the rest of the Robot Army on (a 1 in round 1): read what the tracker shows.
  const before = await onTable(a);
  await expect(enemyCounts(b)).toContainText(`On the table ${before} · Not yet arrived ${7 - before} · Defeated 0`, LIVE);

  // Tap 1, on the small phone: the Command Module is defeated; the big phone sees it, and the enemy's count drops.
  await tap(b, "Defeated: Command Module");
  await expect(enemyCounts(b)).toContainText(`On the table ${before - 1} · Not yet arrived ${7 - before} · Defeated 1`);
  await expect(enemyCounts(a)).toContainText("Defeated 1", LIVE);
  await expect(a.getByTestId("solo-enemy-count")).toContainText(`${before - 1} enemy figures on the table`, LIVE);

  // Tap 2, on the big phone: round 1 is over (the small phone follows).
  await tap(a, "End round 1");
  await expect(tracker(b).getByText("Round 2", { exact: true })).toBeVisible(LIVE);

  // Round 2: the enemy's roll follows the figures in play, one fewer than in round 1.
  await a.getByRole("button", { name: "Roll the enemy’s turn" }).click();
  await expect(turns(a)).toHaveCount(2);
  await expect(turns(a).nth(1)).toContainText("Round 2:");
  await expect(turns(a).nth(1)).toContainText(`of ${before - 1} act`);

  // Taps 3–6: rounds 2 to 5 end, on either phone; after the fifth the tracker calls the battle (VS-R21).
  for (const [round, page] of [
    [2, b],
    [3, a],
    [4, b],
    [5, a],
  ] as const) {
    await tap(page, `End round ${round}`);
    if (round < 5) await expect(tracker(page).getByText(`Round ${round + 1}`, { exact: true })).toBeVisible();
  }
  const end = "Battle over: 5 rounds are over: Dwarf Hold won.";
  await expect(a.getByTestId("battle-end")).toContainText(end);
  await expect(b.getByTestId("battle-end")).toContainText(end, LIVE);
  // Six taps by the players, each listed once on both phones (beside the rest's arrival, if the app's round-2 roll brought it).
  for (const page of [a, b]) {
    const listed = tracker(page).getByRole("list", { name: "Tracked taps, newest first" }).getByRole("listitem");
    await expect(listed.filter({ hasNotText: "the rest of Robot Army arrived" })).toHaveCount(6);
  }
  await expect(enemySide(a)).toContainText("Command Module");

  // The result comes pre-filled from the tracker: how it ended, the winner, the Command Module's 7 points.
  await expect(a.getByLabel("How it ended")).toHaveValue("rounds");
  await expect(a.getByRole("radio", { name: "Dwarf Hold" })).toBeChecked();
  await expect(a.getByLabel(/Points of enemy figures Dwarf Hold defeated/)).toHaveValue("7");
  await a.getByRole("button", { name: "Record the result" }).click();
  await expect(a.getByRole("heading", { level: 2, name: "Result", exact: true })).toBeVisible();
  await expect(b.getByRole("heading", { level: 2, name: "Result", exact: true })).toBeVisible(LIVE);

  await a.goto(campaignUrl);
  await expect(a.getByRole("region", { name: "Standings" })).toContainText("1 won · 7 points defeated");
  for (const page of [a, b]) expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
