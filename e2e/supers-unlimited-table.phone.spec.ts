import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam, inviteNewPlayer } from "./fixtures/teams";

/** Adds a card started from the book's sample Ace (a Trained Super), under another name. */
async function addCardFromAce(page: Page, teamUrl: string, name: string) {
  await page.goto(`${teamUrl}/characters/new`);
  await page.getByRole("button", { name: "The sample Ace" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByRole("status").filter({ hasText: "This card keeps every rule the league checks." })).toBeVisible();
  await page.getByRole("button", { name: "Add to the team" }).click();
  await expect(page).toHaveURL(teamUrl);
}

const nextStep = (page: Page, name: RegExp) => page.locator("form").filter({ has: page.getByRole("heading", { name }) });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("on a phone at the table: a Gimmick pool chosen, a Plasma X roll with a typed die, and a Gimmick used, each shown at once", async ({ page, browser }) => {
  // The battle page now carries the tracker too: a longer walk than the 60 s default on a loaded machine.
  test.setTimeout(120_000);
  await signUp(page, { name: "Olive", email: uniqueEmail("organiser") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Supers Unlimited" }).check();
  await page.getByLabel("Campaign name").fill("Table League");
  await page.getByLabel("Terrain Roll decides the deployment").uncheck();
  await page.getByLabel("Subplots", { exact: true }).uncheck();
  await page.getByLabel("Gimmicks", { exact: true }).check();
  await page.getByLabel("Plasma X", { exact: true }).check();
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Table League" })).toBeVisible();
  const campaignUrl = page.url();

  // The pool, on the team page: Ace's Trained Class brings Tag Team.
  const shieldUrl = await createTeam(page, campaignUrl, "Shield Squad");
  await addCardFromAce(page, shieldUrl, "Ace");
  const pool = page.getByRole("region", { name: "Gimmick pool" });
  await pool.getByLabel("Ace's Trained choice").selectOption({ label: "Tag Team" });
  await pool.getByRole("button", { name: "Save the pool" }).click();
  await expect(pool.getByText("Gimmick pool saved: 1 Gimmick.")).toBeVisible();

  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat");
  const watchUrl = await createTeam(player, campaignUrl, "Night Watch");
  await addCardFromAce(player, watchUrl, "Nova");
  await player.close();

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
  await nextStep(page, /^Next: Deployment/)
    .getByRole("button", { name: "Roll with the app" })
    .click();
  const scenario = nextStep(page, /^Next: Scenario/);
  await scenario.getByLabel("Scenario").selectOption({ label: "Slugfest" });
  await scenario.getByRole("button", { name: "Save: chosen, or rolled by the app" }).click();
  const markers = nextStep(page, /^Next: Plasma X markers/);
  await markers.getByLabel("Or type the dice you threw").fill("10 10");
  await markers.getByRole("button", { name: "Save the typed dice" }).click();
  await nextStep(page, /^Next: Battle of Wits/)
    .getByRole("button", { name: "Roll with the app" })
    .click();

  // Plasma X: the odds before the roll, a typed 3 for Ace, the benefit at once and kept; a marker used.
  const plasma = page.getByRole("region", { name: "Plasma X" });
  await expect(plasma.getByRole("table", { name: "Plasma X table, 1D10" })).toContainText("20%");
  await expect(plasma).toContainText("Shield Squad: 9 of 9 markers left");
  await plasma.getByLabel("The Super (Henchmen never take Plasma X)").selectOption({ label: "Ace (Shield Squad)" });
  await plasma.getByLabel("Or type the D10 you threw").fill("3");
  await plasma.getByRole("button", { name: "Save the typed die" }).click();
  await expect(plasma.getByText("Ace: D10 3 → Recovers 1 Power Point and 1 HP (not above its maximum)")).toBeVisible();
  await expect(plasma).toContainText("Shield Squad: 8 of 9 markers left");

  // A Gimmick: Tag Team used by Ace, a line of the log, and no longer usable.
  const gimmicks = page.getByRole("region", { name: "Gimmicks" });
  await gimmicks.getByRole("button", { name: "Use Tag Team" }).click();
  await expect(gimmicks.getByRole("list", { name: "Shield Squad: Gimmick log" })).toContainText("Tag Team used by Ace");
  await expect(gimmicks.getByRole("button", { name: "Use Tag Team" })).toHaveCount(0);

  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.goto(shieldUrl);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
