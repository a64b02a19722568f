import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { inviteNewPlayer } from "./fixtures/teams";

const phone = { width: 360, height: 780 };
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function createHero(page: Page, campaignUrl: string, name: string) {
  await page.goto(campaignUrl);
  await page.getByRole("link", { name: "Create your hero" }).click();
  await page.getByLabel("Hero name").fill(name);
  await page.getByRole("button", { name: "Create hero" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function addCompanion(page: Page, name: string, value: number) {
  const add = page.getByRole("form", { name: "Add a relationship" });
  await add.getByLabel("With").fill(name);
  await add.getByLabel("Type").selectOption({ label: "Companion (L41–L55)" });
  await add.getByLabel("Starting value").fill(String(value));
  await add.getByRole("button", { name: "Add the relationship" }).click();
  await expect(page.locator("[data-relationship-board]")).toContainText(name);
}

/** Records a session of the kind on the Sessions page and opens its page; returns its address. */
async function recordSession(page: Page, campaignUrl: string, kind: "Episode" | "Week", title: string): Promise<string> {
  await page.goto(`${campaignUrl}/sessions`);
  await page.getByLabel("What was played").selectOption({ label: kind });
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Record the session" }).click();
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(title) })).toBeVisible();
  return page.url();
}

async function planMakeALiving(page: Page, hero: string, extra: { patrol?: number } = {}) {
  const plan = page.getByRole("form", { name: `Plan ${hero}'s week` });
  if (extra.patrol) await plan.getByLabel("Patrol").fill(String(extra.patrol));
  await plan.getByLabel("Make a Living").fill("2");
  await plan.getByRole("button", { name: "Save the plan" }).click();
  await expect(plan.getByText(`Planned: ${2 + (extra.patrol ?? 0)} of 6 periods.`)).toBeVisible();
}

async function closeWeek(page: Page, faces: string) {
  const close = page.getByRole("region", { name: "Close the week" });
  await close.getByLabel("Dice for the close").selectOption({ label: "Type real dice" });
  await close.getByLabel("Faces, in the summary's order").fill(faces);
  await close.getByRole("button", { name: "Close the week" }).click();
  await expect(page.getByRole("list", { name: "What closing the week did" })).toBeVisible();
}

const aftermath = (page: Page, hero: string) => page.locator(`[data-aftermath-hero="${hero}"]`);
const weekHero = (page: Page, hero: string) => page.locator(`[data-week-hero="${hero}"]`).locator("[data-week-hero-status]");

test("an SHSA campaign on two phones, from a combat to two closed weeks: Hurt and Dying, the Medical save, a patrol's VP and Reputation, a weekly recovery with its change, and a Companion who leaves at −2", async ({
  page: gm,
  browser,
}) => {
  test.setTimeout(300_000);
  await gm.setViewportSize(phone);
  await signUp(gm, { name: "Gemma GM", email: uniqueEmail("shsa-journey-gm") });
  await gm.goto("/campaigns/new");
  await gm.getByRole("radio", { name: "SHSA play sheet" }).check();
  await gm.getByLabel("Campaign name").fill("Metro Journey");
  await gm.getByRole("button", { name: "Create campaign" }).click();
  await expect(gm.getByRole("heading", { level: 1, name: "Metro Journey" })).toBeVisible();
  const campaignUrl = gm.url();
  await createHero(gm, campaignUrl, "Nightjar");
  await addCompanion(gm, "Robin", 0);

  const player = await inviteNewPlayer(gm, browser, campaignUrl, "Pip Player");
  await player.setViewportSize(phone);
  await createHero(player, campaignUrl, "Lark");
  await addCompanion(player, "Wren", -2);

  // The episode: a combat leaves both heroes at TO 0; Nightjar Hurt, Lark Dying, then saved.
  const episodeUrl = await recordSession(gm, campaignUrl, "Episode", "The bank job");
  await player.goto(episodeUrl);
  const step = gm.getByRole("form", { name: "Record a step" });
  await step.getByLabel("Kind of step").selectOption({ label: "Combat" });
  await step.getByLabel("What happened").fill("The vault");
  for (const hero of ["Nightjar", "Lark"]) {
    await step.getByRole("group", { name: "Who took part" }).getByLabel(hero).check();
    await step.getByRole("group", { name: "Left at TO 0" }).getByLabel(hero).check();
  }
  await step.getByLabel("Outcome").selectOption({ label: "The heroes failed" });
  await step
    .getByRole("group", { name: "How the combat ended" })
    .getByLabel(/^Knockout/)
    .check();
  await step.getByRole("button", { name: "Record the step" }).click();
  await expect(player.getByRole("heading", { level: 3, name: "Step 1: Combat, The vault" })).toBeVisible();

  const nightjarStatus = gm.getByRole("form", { name: "Roll the status of Nightjar" });
  await nightjarStatus.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await nightjarStatus.getByLabel("Faces, in order").fill("3");
  await nightjarStatus.getByRole("button", { name: "Roll the status" }).click();
  await expect(aftermath(player, "Nightjar").locator("[data-hero-condition]")).toHaveText("Hurt");

  const larkStatus = gm.getByRole("form", { name: "Roll the status of Lark" });
  await larkStatus.getByLabel(/^Brought to TO 0 by a Killing Attack/).check();
  await larkStatus.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await larkStatus.getByLabel("Faces, in order").fill("4");
  await larkStatus.getByRole("button", { name: "Roll the status" }).click();
  await expect(aftermath(player, "Lark").locator("[data-hero-condition]")).toHaveText("Dying");

  const save = gm.getByRole("form", { name: "Roll the Medical task for Lark" });
  await save.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await save.getByLabel("Faces, in order").fill("6 5 2 1");
  await save.getByRole("button", { name: "Roll the Medical task" }).click();
  await expect(aftermath(player, "Lark")).toContainText("saved: Hurt");

  // Week 1: each phone plans its own hero; Lark patrols (typed dice) and earns VP and Reputation, which the game master's phone sees.
  const firstWeek = await recordSession(gm, campaignUrl, "Week", "First week");
  await player.goto(firstWeek);
  await planMakeALiving(player, "Lark", { patrol: 1 });
  const roll = player.getByRole("form", { name: "Roll Lark's actions" });
  await roll.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await roll.getByLabel("Faces, in order").fill("2 4 8 8 1 1");
  await roll.getByRole("button", { name: "Roll" }).click();
  await expect(roll.locator("[data-week-roll-result]")).toContainText("Patrol succeeded.");
  await expect(weekHero(gm, "Lark")).toContainText("VP 1 · Reputation 1");
  await planMakeALiving(gm, "Nightjar");

  // The close, with typed dice in the summary's order: both weekly D10s low, both still Hurt; the player's phone shows it.
  await closeWeek(gm, "3 2");
  await expect(player.getByRole("list", { name: "What closing the week did" })).toContainText("Weekly D10 3: still Hurt.");
  await expect(weekHero(player, "Lark")).toContainText("Condition: hurt");

  // Week 2: Nightjar's D10 8 brings it back; D6 5 − 4 = 1 change, D20 17: +2 to its Companion. Lark's D10 2: still Hurt.
  const secondWeek = await recordSession(gm, campaignUrl, "Week", "Second week");
  await player.goto(secondWeek);
  await planMakeALiving(player, "Lark");
  await planMakeALiving(gm, "Nightjar");
  await closeWeek(gm, "8 5 17 2");
  const done = player.getByRole("list", { name: "What closing the week did" });
  await expect(done).toContainText("Weekly D10 8: back in play.");
  await expect(done).toContainText("Change D20 17: +2 to a random relationship. (Robin).");
  await expect(weekHero(player, "Nightjar")).toContainText("Condition: well");
  expect(await overflow(gm)).toBeLessThanOrEqual(0);
  expect(await overflow(player)).toBeLessThanOrEqual(0);

  // The sheets: Nightjar well, its Companion at +2; Lark still Hurt, with the patrol's VP.
  await gm.goto(campaignUrl);
  await gm.getByRole("link", { name: "Nightjar" }).first().click();
  await expect(gm.locator("[data-hero-condition]")).toHaveText("well");
  await expect(gm.locator("[data-relationship-board]")).toContainText("Companion · +2");

  // On the player's phone: Lark's Companion at −2 fails a relationship task and leaves.
  await player.goto(campaignUrl);
  await player.getByRole("link", { name: "Lark" }).first().click();
  await expect(player.locator("[data-hero-condition]")).toHaveText("hurt");
  await expect(player.locator("[data-hero-sheet]").getByLabel("Scores and points")).toContainText(/Reputation\s*1\s*VP\s*1/);
  const task = player.getByRole("form", { name: "Relationship task" });
  await task.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await task.getByLabel("Faces, in order").fill("1 2 6 5");
  await task.getByLabel("On a failure (L25)").selectOption({ label: "−2 to the relationship" });
  await task.getByRole("button", { name: "Resolve the task" }).click();
  await expect(player.getByRole("region", { name: "Relationship task" }).locator("[data-relationship-task-result]")).toContainText("The relationship has ended.");
  await expect(player.locator("[data-relationship-board]")).toContainText("Companion · -4 · ended");
});
