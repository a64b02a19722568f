import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { inviteNewPlayer } from "./fixtures/teams";

const phone = { width: 360, height: 780 };
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help}`)).toEqual([]);
};

async function createHero(player: Page, name: string): Promise<string> {
  await player.setViewportSize(phone);
  await player.getByRole("link", { name: "Create your hero" }).click();
  await player.getByLabel("Hero name").fill(name);
  await player.getByRole("button", { name: "Create hero" }).click();
  await expect(player.getByRole("heading", { level: 1, name })).toBeVisible();
  return player.url();
}

/** One resistance check on a combatant's card, with a typed d20 (and a hero point when asked). */
async function resist(card: Locator, name: string, rank: number, face: number, heroPoint = false) {
  const summary = card.getByText(`Act on ${name}`);
  if ((await card.locator("details[open]").count()) === 0) await summary.click();
  const form = card.getByRole("form", { name: `Resistance check of ${name}` });
  await expect(form.getByLabel("Damage rank")).toBeEnabled();
  await form.getByLabel("Damage rank").fill(String(rank));
  // The exact odds of each rung show before the roll.
  await expect(form.getByRole("list", { name: `Odds for ${name} against rank ${rank}` })).toContainText("/20");
  await form.getByLabel("Die", { exact: true }).selectOption({ label: "A d20 I rolled" });
  await form.getByLabel("The d20 shows").fill(String(face));
  if (heroPoint) await form.getByLabel(/Spend a hero point/).check();
  await form.getByRole("button", { name: `Resist rank ${rank}` }).click();
  await expect(form.getByRole("status").filter({ hasText: `d20 ${face}` })).toBeVisible();
}

test("on a phone: a d20 series conflict of three heroes and a minion group, the ladder from one tap, a hero point spent, the end, rest and the defeat award, with a player's phone following", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signUp(page, { name: "Gemma", email: uniqueEmail("d20-gm") });
  await page.setViewportSize(phone);

  // The series, with the rules' options on the generic form.
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "d20 superhero series" }).check();
  await expect(page.getByLabel("Hero points at the start of an adventure")).toBeVisible();
  await page.getByLabel("Campaign name").fill("Harbour City");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harbour City" })).toBeVisible();
  const campaignUrl = page.url();

  // Three players, each with a hero; Kestrel dodges better than the others.
  const kestrelPlayer = await inviteNewPlayer(page, browser, campaignUrl, "Kit");
  const kestrelUrl = await createHero(kestrelPlayer, "Kestrel");
  const ranks = kestrelPlayer.getByRole("form", { name: "Set the ranks" });
  await expect(ranks.getByLabel("Dodge")).toBeEnabled();
  await ranks.getByLabel("Dodge").fill("8");
  await ranks.getByRole("button", { name: "Save the ranks" }).click();
  await expect(ranks.getByText("The ranks are saved.")).toBeVisible();
  const bulwarkPlayer = await inviteNewPlayer(page, browser, campaignUrl, "Bo");
  const bulwarkUrl = await createHero(bulwarkPlayer, "Bulwark");
  await createHero(await inviteNewPlayer(page, browser, campaignUrl, "Sam"), "Spark");

  // Bulwark earns a hero point for a complication before the adventure.
  await page.goto(bulwarkUrl);
  const award = page.getByRole("form", { name: "Award a hero point" });
  await expect(award.getByLabel("For")).toBeEnabled();
  await award.getByLabel("For").selectOption({ label: "Complication" });
  await award.getByRole("button", { name: "Award the point" }).click();
  await expect(page.locator("[data-hero-points]")).toHaveText("1");

  // The adventure, and its page.
  await page.goto(`${campaignUrl}/sessions`);
  await page.getByLabel("Title").fill("The docks");
  await page.getByRole("button", { name: "Record the session" }).click();
  await page.getByRole("link", { name: "Adventure 1: The docks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Adventure 1: The docks" })).toBeVisible();
  const adventureUrl = page.url();

  // Initiative with typed d20s: Kestrel and Bulwark tie at 15, settled by Dodge; the thugs roll once.
  const start = page.getByRole("form", { name: "Start a conflict" });
  await expect(start.getByLabel("Conflict")).toBeEnabled();
  await start.getByLabel("Conflict").fill("Warehouse brawl");
  await start.getByLabel("Name").first().fill("Thug");
  await start.getByLabel("How many (a group)").first().fill("3");
  await start.getByLabel("Initiative dice").selectOption({ label: "d20s we rolled" });
  await start.getByLabel("The d20s, in order").fill("13 13 5 8");
  await start.getByRole("button", { name: "Roll initiative and start" }).click();
  const conflict = page.locator('[data-conflict="Warehouse brawl"]');
  await expect(conflict.locator("[data-combatant]")).toHaveCount(6);
  expect(await conflict.locator("[data-combatant]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-combatant")))).toEqual([
    "Kestrel",
    "Bulwark",
    "Thug 1",
    "Thug 2",
    "Thug 3",
    "Spark",
  ]);
  await expect(conflict.locator('[data-combatant="Kestrel"] [data-initiative]')).toContainText("Dodge 8");

  // Kestrel's player follows on their phone.
  await kestrelPlayer.goto(adventureUrl);
  const seen = kestrelPlayer.locator('[data-combatant="Kestrel"]');
  await expect(seen).toContainText("(your hero)");
  await expect(seen.locator("[data-state]")).toContainText("unhurt");
  // The player's phone shows the same order.
  expect(
    await kestrelPlayer.locator('[data-conflict="Warehouse brawl"] [data-combatant]').evaluateAll((cards) => cards.map((card) => card.getAttribute("data-combatant"))),
  ).toEqual(["Kestrel", "Bulwark", "Thug 1", "Thug 2", "Thug 3", "Spark"]);

  // DC 20 each time: two one-degree failures, then three degrees (staggered), then three more (incapacitated).
  const kestrel = conflict.locator('[data-combatant="Kestrel"]');
  await resist(kestrel, "Kestrel", 5, 10);
  await expect(kestrel.locator("[data-state]")).toContainText("−1");
  await resist(kestrel, "Kestrel", 5, 11);
  await expect(kestrel.locator("[data-state]")).toContainText("−2");
  await resist(kestrel, "Kestrel", 5, 5);
  await expect(kestrel.locator("[data-state]")).toContainText("staggered");
  // The player's phone updates by itself.
  await expect(seen.locator("[data-state]")).toContainText("staggered", { timeout: 20_000 });

  // Bulwark spends the hero point on a check: a 4 counts as 14, and 14 + 6 meets DC 20.
  const bulwark = conflict.locator('[data-combatant="Bulwark"]');
  await resist(bulwark, "Bulwark", 5, 4, true);
  await expect(bulwark.locator("[data-state]")).toContainText("unhurt · hero points 0");

  await resist(kestrel, "Kestrel", 5, 5);
  await expect(kestrel.locator("[data-state]")).toContainText("incapacitated");
  await expect(seen.locator("[data-state]")).toContainText("incapacitated", { timeout: 20_000 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await overflow(kestrelPlayer)).toBeLessThanOrEqual(0);

  // Kestrel is out, so it is Bulwark's turn; Bulwark delays, and the tap is undone.
  await expect(bulwark).toContainText("acting");
  await conflict.getByRole("button", { name: "Bulwark delays" }).click();
  await expect(bulwark.locator("[data-state]")).toContainText("delaying");
  await expect(seen.locator("[data-state]")).toContainText("incapacitated");
  await conflict.getByRole("button", { name: "Undo the last tap" }).click();
  await expect(bulwark.locator("[data-state]")).not.toContainText("delaying");
  await expect(bulwark).toContainText("acting");

  // A late joiner rolls a typed d20 and takes its place: the harbour boss, 11 + 2 = 13, after Kestrel and Bulwark (15) and before the thugs (10).
  await conflict.getByText("Someone joins the conflict").click();
  const join = conflict.getByRole("form", { name: "A late joiner" });
  await expect(join.getByLabel("Who joins")).toBeEnabled();
  await join.getByLabel("Who joins").selectOption({ label: "A foe (name and ranks below)" });
  await join.getByLabel("Foe's name").fill("Harbour boss");
  await join.getByLabel("Initiative die").selectOption({ label: "A d20 we rolled" });
  await join.getByLabel("The d20s, in order").fill("11");
  await join.getByRole("button", { name: "Roll initiative and join" }).click();
  await expect(join.getByRole("status").filter({ hasText: "Harbour boss joins" })).toHaveText("Harbour boss joins the conflict: initiative 13, place 3 of 7");
  await expect(conflict.locator("[data-combatant]")).toHaveCount(7);
  await expect(kestrelPlayer.locator('[data-conflict="Warehouse brawl"] [data-combatant]')).toHaveCount(7, { timeout: 20_000 });

  // The conflict ends.
  await conflict.getByRole("button", { name: "End the conflict" }).click();
  await expect(conflict.locator("[data-conflict-status]")).toHaveText("The conflict is over.");
  await expectNoAxeViolations(page);

  // Between sessions: the defeat's hero point, then rest clears Kestrel.
  await page.goto(kestrelUrl);
  await expect(page.locator("[data-hero-condition]")).toContainText("incapacitated");
  const defeat = page.getByRole("form", { name: "Award a hero point" });
  await expect(defeat.getByLabel("For")).toBeEnabled();
  await defeat.getByLabel("For").selectOption({ label: "Defeat" });
  await defeat.getByLabel("Note (optional)").fill("Beaten at the docks");
  await defeat.getByRole("button", { name: "Award the point" }).click();
  await expect(page.locator("[data-hero-ledger]")).toContainText("+1 Defeat · Beaten at the docks");
  const rest = page.getByRole("form", { name: "Rest" });
  await expect(rest.getByLabel("Minutes of rest")).toBeEnabled();
  await rest.getByRole("button", { name: "Rest" }).click();
  await expect(page.locator("[data-hero-condition]")).toHaveText("Unhurt.");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // A hazard the GM starts on Kestrel prompts its check: the exact odds first, then a typed d20 that fails, stepping the track.
  const hazard = page.getByRole("form", { name: "Start a hazard" });
  await expect(hazard.getByLabel("Hazard")).toBeEnabled();
  await hazard.getByLabel("Hazard").selectOption("thirst");
  await hazard.getByLabel("What it is").fill("Lost in the desert");
  await hazard.getByRole("button", { name: "Start the hazard" }).click();
  const thirst = page.locator('[data-hazard="Lost in the desert"]');
  await expect(thirst.locator("[data-hazard-state]")).toContainText("Fortitude (+6) against DC 10");
  await expect(thirst.getByRole("list", { name: "Odds of the check against Lost in the desert" })).toContainText("(3/20): 1 degree of failure");
  const check = thirst.getByRole("form", { name: "Check against Lost in the desert" });
  await expect(check.getByLabel("Die", { exact: true })).toBeEnabled();
  await check.getByLabel("Die", { exact: true }).selectOption({ label: "A d20 I rolled" });
  await check.getByLabel("The d20 shows").fill("2");
  await check.getByRole("button", { name: "Roll the check" }).click();
  await expect(check.getByRole("status").filter({ hasText: "fatigued" })).toBeVisible();
  await expect(thirst.locator("[data-hazard-state]")).toContainText("DC 11");
  await expect(thirst.locator("[data-hazard-state]")).toContainText("Track: fatigued.");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // The journal tells the conflict: who was taken out and the hero point spent.
  await page.goto(`${campaignUrl}/journal`);
  const told = page.locator('[data-journal-conflict="Warehouse brawl"]');
  await expect(told).toContainText("Taken out: Kestrel incapacitated");
  await expect(told).toContainText("Hero points spent on checks: Bulwark 1.");
  await expect(page.locator('[data-journal-entry="Adventure 1: The docks"]')).toContainText("Kestrel was awarded a hero point: Defeat (Beaten at the docks).");

  // The roll log holds every die, typed.
  await page.goto(`${campaignUrl}/rolls`);
  await expect(page.getByText("Warehouse brawl: Kestrel's Toughness check vs rank 5").first()).toBeVisible();
});
