import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam, inviteNewPlayer } from "./fixtures/teams";

const PHONE = { width: 360, height: 780 };
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const tracker = (page: Page) => page.getByRole("region", { name: "During the battle" });
const said = (page: Page) => tracker(page).getByRole("status");
const model = (page: Page, name: string) => tracker(page).locator(`[data-model="${name}"]`);
const nextStep = (page: Page, name: RegExp) => page.locator("form").filter({ has: page.getByRole("heading", { name }) });

/** Adds a card started from the book's sample Ace (a Level 4 Trained Super with 10 HP and Power 4), under another name. */
async function addCardFromAce(page: Page, teamUrl: string, name: string) {
  await page.goto(`${teamUrl}/characters/new`);
  await page.getByRole("button", { name: "The sample Ace" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByRole("status").filter({ hasText: "This card keeps every rule the league checks." })).toBeVisible();
  await page.getByRole("button", { name: "Add to the team" }).click();
  await expect(page).toHaveURL(teamUrl);
}

test("on two phones: a Slugfest 3 v 3 tracked to its Endgame and its Turns, the result opening pre-filled with its VP", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signUp(page, { name: "Olive", email: uniqueEmail("organiser") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Supers Unlimited" }).check();
  await page.getByLabel("Campaign name").fill("Tracked League");
  await page.getByLabel("Terrain Roll decides the deployment").uncheck();
  await page.getByLabel("Subplots", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tracked League" })).toBeVisible();
  const campaignUrl = page.url();

  const shieldUrl = await createTeam(page, campaignUrl, "Shield Squad");
  for (const name of ["Ace", "Bolt", "Cid"]) await addCardFromAce(page, shieldUrl, name);
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat");
  await player.setViewportSize(PHONE);
  const watchUrl = await createTeam(player, campaignUrl, "Night Watch");
  for (const name of ["Nova", "Onyx", "Pike"]) await addCardFromAce(player, watchUrl, name);

  await page.goto(`${campaignUrl}/battles/new`);
  for (const [team, names] of [
    ["Shield Squad", ["Ace", "Bolt", "Cid"]],
    ["Night Watch", ["Nova", "Onyx", "Pike"]],
  ] as const) {
    for (const name of names) {
      await page
        .getByRole("group", { name: new RegExp(team) })
        .getByRole("checkbox", { name: new RegExp(name) })
        .check();
    }
  }
  await page.getByRole("button", { name: "Record the battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();
  const battleUrl = page.url();
  await nextStep(page, /^Next: Deployment/)
    .getByRole("button", { name: "Roll with the app" })
    .click();
  const scenario = nextStep(page, /^Next: Scenario/);
  await scenario.getByLabel("Scenario").selectOption({ label: "Slugfest" });
  await scenario.getByRole("button", { name: "Save: chosen, or rolled by the app" }).click();
  await nextStep(page, /^Next: Battle of Wits/)
    .getByRole("button", { name: "Roll with the app" })
    .click();
  await expect(tracker(page)).toContainText("Endgame not yet: Slugfest ends once");
  await player.goto(battleUrl);
  await expect(tracker(player)).toBeVisible();

  // Every tap goes through here, so the count below is the number of taps the battle took.
  let taps = 0;
  async function tap(phone: Page, label: string, saved: string) {
    await tracker(phone).getByRole("button", { name: label, exact: true }).click();
    taps += 1;
    await expect(said(phone)).toHaveText(saved);
  }

  // Phone 1 takes a hit for Ace; phone 2 sees it without reloading, and tracks Nova's Turn.
  await tap(page, "Ace: lose 1 HP", "Tracked: Ace -1 HP");
  await expect(model(player, "Ace")).toContainText("HP 9/10", { timeout: 20_000 });
  await tap(player, "Nova took a Turn", "Tracked: Nova took a Turn");
  await expect(model(page, "Nova")).toContainText("1 Turn", { timeout: 20_000 });

  // A wrong tap on phone 2, undone there; phone 1 sees Pike standing again.
  await tap(player, "Pike KO'ed", "Tracked: Pike KO'ed");
  await expect(model(page, "Pike").locator("[data-model-state]")).toHaveText("KO'ed", { timeout: 20_000 });
  await tap(player, "Undo: Pike KO'ed", "Undone: Pike KO'ed");
  await expect(model(page, "Pike").locator("[data-model-state]")).toHaveText("standing", { timeout: 20_000 });

  // Nova KO'ed and Onyx out: Night Watch stands on Pike's 4 of 12 Levels, below half (SU L1376).
  await tap(page, "Nova KO'ed", "Tracked: Nova KO'ed");
  await expect(tracker(page)).toContainText("Endgame not yet");
  await tap(page, "Onyx Incapacitated", "Tracked: Onyx Incapacitated");
  await expect(tracker(page)).toContainText("Endgame has begun (after Onyx Incapacitated).");
  await expect(tracker(player)).toContainText("Endgame has begun (after Onyx Incapacitated).", { timeout: 20_000 });
  // Each Super still in play owes one more Turn: Ace, Bolt, Cid, Nova (KO'ed, but in play) and Pike.
  await expect(tracker(page)).toContainText("Endgame Turns: 0 of 5 played.");
  // The result waits for those Turns and says which (Ruling SU-R44); phone 2's page follows live.
  await expect(player.locator("[data-endgame-owed]")).toContainText("5 Endgame Turns are still to play: Ace, Bolt, Cid, Nova, Pike", { timeout: 20_000 });

  // The Endgame Turns: Shield Squad's three on phone 1, Night Watch passes on phone 2 (SU L421).
  for (const name of ["Ace", "Bolt", "Cid"]) await tap(page, `${name} took a Turn`, `Tracked: ${name} took a Turn`);
  await expect(tracker(page)).toContainText("Endgame Turns: 3 of 5 played.");
  await expect(tracker(player)).toContainText("Endgame Turns: 3 of 5 played.", { timeout: 20_000 });
  await tap(player, "Night Watch passes its Endgame Turns", "Tracked: Night Watch passed its Endgame Turns");
  await expect(tracker(player)).toContainText("Every Endgame Turn is played: enter the result below.");
  await expect(tracker(page)).toContainText("Endgame Turns: 5 of 5 played.", { timeout: 20_000 });

  // Ten taps in all; the list keeps eight (the wrong tap and its undo cancel out).
  expect(taps).toBe(10);
  await expect(tracker(page).getByRole("list", { name: "Tracked so far" }).getByRole("listitem")).toHaveCount(8);

  // The result opens pre-filled: Levels on the table, the KO'ed halved (SU L1378): 12 against 2 + 4.
  await page.reload();
  const result = page.locator("form").filter({ has: page.getByRole("button", { name: "Save the result" }) });
  await expect(result.getByRole("list", { name: "Victory Points from the tracker" })).toHaveText(/Shield Squad: 2 VP \(12 Levels\)\s*Night Watch: 0 VP \(6 Levels\)/);
  await expect(result.getByLabel(/^Nova \(Level 4/)).toHaveValue("ko");
  await expect(result.getByLabel(/^Onyx \(Level 4/)).toHaveValue("incapacitated");
  await expect(result.getByLabel(/^Pike \(Level 4/)).toHaveValue("active");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await overflow(player)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await result.getByRole("button", { name: "Save the result" }).click();
  const vp = page.getByRole("region", { name: "Victory Points" });
  await expect(vp).toBeVisible();
  await expect(vp).toContainText("Slugfest: 12 Levels on the table, highest");
  await player.close();
});
