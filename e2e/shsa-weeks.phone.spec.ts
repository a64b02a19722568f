import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Records a week on the Sessions page and opens its page. */
async function recordWeek(page: Page, campaignUrl: string, title: string) {
  await page.goto(`${campaignUrl}/sessions`);
  await page.getByLabel("What was played").selectOption({ label: "Week" });
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Record the session" }).click();
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "The week" })).toBeVisible();
}

test("on a phone: two weeks closed; a patrol earns VP and Reputation, and a Hurt hero recovers on the weekly roll with typed dice and takes its change", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signUp(page, { name: "Gwen", email: uniqueEmail("shsa-weeks") });

  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "SHSA play sheet" }).check();
  await page.getByLabel("Campaign name").fill("Metro Weeks");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Metro Weeks" })).toBeVisible();
  const campaignUrl = page.url();

  // The hero, with a Companion on its board (the change table's +2 lands on it).
  await page.getByRole("link", { name: "Create your hero" }).click();
  await page.getByLabel("Hero name").fill("Nightjar");
  await page.getByRole("button", { name: "Create hero" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nightjar" })).toBeVisible();
  const add = page.getByRole("form", { name: "Add a relationship" });
  await add.getByLabel("With").fill("Lark");
  await add.getByLabel("Type").selectOption({ label: "Companion (L41–L55)" });
  await add.getByRole("button", { name: "Add the relationship" }).click();
  await expect(page.locator("[data-relationship-board]")).toContainText("Lark");

  // Week 1: Nightjar comes out of a fight Hurt (set by hand here), plans a patrol and its upkeep.
  await recordWeek(page, campaignUrl, "First week");
  const card = page.locator('[data-week-hero="Nightjar"]');
  const condition = page.getByRole("form", { name: "Correct Nightjar's condition" });
  await condition.getByLabel("Condition (a correction)").selectOption({ label: "Hurt" });
  await condition.getByRole("button", { name: "Correct the condition" }).click();
  await expect(card.locator("[data-week-hero-status]")).toContainText("Condition: hurt");

  const plan = page.getByRole("form", { name: "Plan Nightjar's week" });
  await plan.getByLabel("Patrol").fill("5");
  await plan.getByLabel("Make a Living").fill("2");
  await plan.getByRole("button", { name: "Save the plan" }).click();
  await expect(plan.getByText("Nightjar's plan spends 7 Activity Periods (2 Make a Living, 5 Patrol), but a week gives 6: take 1 off.")).toBeVisible();
  await plan.getByLabel("Patrol").fill("1");
  await plan.getByRole("button", { name: "Save the plan" }).click();
  await expect(plan.getByText("Planned: 3 of 6 periods.")).toBeVisible();

  // The patrol, with its exact odds shown before the roll, and typed dice: Athletics against 2D6, 2D8 [8,8] vs [1,1].
  const roll = page.getByRole("form", { name: "Roll Nightjar's actions" });
  await expect(roll.locator("[data-week-odds]")).toContainText("Each patrol task succeeds");
  await roll.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await roll.getByLabel("Faces, in order").fill("2 4 8 8 1 1");
  await roll.getByRole("button", { name: "Roll" }).click();
  await expect(roll.locator("[data-week-roll-result]")).toContainText("Patrol succeeded.");
  await expect(card.locator("[data-week-hero-status]")).toContainText("VP 1 · Reputation 1");
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The summary before the close, then the close with typed dice: the weekly D10 shows 3, still Hurt.
  const close = page.getByRole("region", { name: "Close the week" });
  await expect(close.getByRole("list", { name: "What closing the week will do" })).toContainText("Hurt: a D10, back in play on 7+ (40.0%)");
  await close.getByLabel("Dice for the close").selectOption({ label: "Type real dice" });
  await close.getByLabel("Faces, in the summary's order").fill("3");
  await close.getByRole("button", { name: "Close the week" }).click();
  const closed = page.getByRole("list", { name: "What closing the week did" });
  await expect(closed).toContainText("Weekly D10 3: still Hurt.");
  await expect(card.locator("[data-week-hero-status]")).toContainText("Condition: hurt");
  await expect(page.getByRole("form", { name: "Plan Nightjar's week" })).toHaveCount(0);

  // Week 2: no plan, so the upkeep is two periods short. D10 8: back; D6 6 − 4 = 2 changes; D20 17: +2 to Lark;
  // D20 9: remove a random advantage, which the sheet does not hold (a pending change); upkeep D6 6.
  await recordWeek(page, campaignUrl, "Second week");
  await expect(page.getByRole("list", { name: "What closing the week will do" })).toContainText("2 short: a D6");
  const secondClose = page.getByRole("region", { name: "Close the week" });
  await secondClose.getByLabel("Dice for the close").selectOption({ label: "Type real dice" });
  await secondClose.getByLabel("Faces, in the summary's order").fill("8 6 17 9 6");
  await secondClose.getByRole("button", { name: "Close the week" }).click();
  const done = page.getByRole("list", { name: "What closing the week did" });
  await expect(done).toContainText("Weekly D10 8: back in play.");
  await expect(done).toContainText("Change D20 17: +2 to a random relationship. (Lark).");
  await expect(page.locator('[data-week-hero="Nightjar"]').locator("[data-week-hero-status]")).toContainText("Condition: well");
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The hero's sheet took the change, and the roll log holds the typed faces.
  await page.getByRole("link", { name: "Nightjar" }).first().click();
  await expect(page.locator("[data-relationship-board]")).toContainText("Companion · +2");
  await expect(page.locator("[data-hero-condition]")).toHaveText("well");
  // The row the sheet cannot hold waits on the hero until its player says what changed.
  const pending = page.locator("[data-pending-changes]");
  await expect(pending).toContainText("D20 9: Remove a random advantage. (L591)");
  await expect(pending).toContainText("close of the week: recovered from Hurt (L583)");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const apply = page.getByRole("form", { name: "Apply D20 9: Remove a random advantage. (L591)" });
  await expect(apply.getByRole("button", { name: "Mark applied" })).toBeEnabled();
  await apply.getByLabel("What changed").fill("Lost the Wealth advantage");
  await apply.getByRole("button", { name: "Mark applied" }).click();
  await expect(page.locator("[data-pending-changes]")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "History" })).toContainText("applied: Lost the Wealth advantage");
  await page.goto(`${campaignUrl}/rolls`);
  await expect(page.getByText("Nightjar · close of the week: hurt weekly").first()).toBeVisible();
});

// A scan of its own: it takes seconds of CPU on a loaded machine.
test("on a phone: a week's page, with its planner, its rolls and its close, passes an accessibility check", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signUp(page, { name: "Axel", email: uniqueEmail("shsa-weeks-axe") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "SHSA play sheet" }).check();
  await page.getByLabel("Campaign name").fill("Axe Weeks");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Axe Weeks" })).toBeVisible();
  const campaignUrl = page.url();
  await page.getByRole("link", { name: "Create your hero" }).click();
  await page.getByLabel("Hero name").fill("Kestrel");
  await page.getByRole("button", { name: "Create hero" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kestrel" })).toBeVisible();
  await recordWeek(page, campaignUrl, "Axe week");
  const roll = page.getByRole("form", { name: "Roll Kestrel's actions" });
  await expect(roll.getByRole("button", { name: "Roll" })).toBeEnabled();
  await roll.getByLabel("Action").selectOption({ label: "Find or tap a Sponsor" });
  await expect(roll.getByText("Sponsor modifiers (L122–L130)")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help}`)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
