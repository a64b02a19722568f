import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { inviteNewPlayer } from "./fixtures/teams";

const phone = { width: 360, height: 780 };
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help}`)).toEqual([]);
}

async function createHero(page: Page, campaignUrl: string, name: string) {
  await page.goto(campaignUrl);
  await page.getByRole("link", { name: "Create your hero" }).click();
  await page.getByLabel("Hero name").fill(name);
  await page.getByRole("button", { name: "Create hero" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** A taken-out hero's card on the session page, by name. */
const card = (page: Page, hero: string) => page.locator(`[data-aftermath-hero="${hero}"]`);

test("two phones at an SHSA episode: a combat leaves one hero Hurt and one Dying, the Medical task saves the dying hero, and the player's phone follows each change without reloading", async ({
  page: gm,
  browser,
}) => {
  test.setTimeout(240_000);
  await gm.setViewportSize(phone);
  await signUp(gm, { name: "Gemma GM", email: uniqueEmail("shsa-episode-gm") });
  await gm.goto("/campaigns/new");
  await gm.getByRole("radio", { name: "SHSA play sheet" }).check();
  await gm.getByLabel("Campaign name").fill("Metro Episodes");
  await gm.getByRole("button", { name: "Create campaign" }).click();
  await expect(gm.getByRole("heading", { level: 1, name: "Metro Episodes" })).toBeVisible();
  const campaignUrl = gm.url();
  await createHero(gm, campaignUrl, "Nightjar");

  // The player's phone: invited, with a hero of their own.
  const player = await inviteNewPlayer(gm, browser, campaignUrl, "Pip Player");
  await player.setViewportSize(phone);
  await createHero(player, campaignUrl, "Lark");

  // The game master records the episode; both phones open its page.
  await gm.goto(`${campaignUrl}/sessions`);
  await gm.getByLabel("Title").fill("The bank job");
  await gm.getByRole("button", { name: "Record the session" }).click();
  await gm
    .getByRole("link", { name: /The bank job/ })
    .first()
    .click();
  await expect(gm.getByRole("heading", { level: 1, name: /Episode 1: The bank job/ })).toBeVisible();
  const sessionUrl = gm.url();
  await player.goto(sessionUrl);
  await expect(player.getByRole("heading", { level: 2, name: "Steps" })).toBeVisible();
  await expect(player.getByText("No step recorded yet.")).toBeVisible();
  // The player's phone has no game master's forms.
  await expect(player.getByRole("form", { name: "Record a step" })).toHaveCount(0);

  // A combat step: both heroes took part and lost, both left at TO 0.
  const step = gm.getByRole("form", { name: "Record a step" });
  await step.getByLabel("Kind of step").selectOption({ label: "Combat" });
  await step.getByLabel("What happened").fill("The vault");
  await step.getByRole("group", { name: "Who took part" }).getByLabel("Nightjar").check();
  await step.getByRole("group", { name: "Who took part" }).getByLabel("Lark").check();
  await step.getByLabel("Outcome").selectOption({ label: "The heroes failed" });
  await step
    .getByRole("group", { name: "How the combat ended" })
    .getByLabel(/^Knockout/)
    .check();
  await step.getByRole("group", { name: "Left at TO 0" }).getByLabel("Nightjar").check();
  await step.getByRole("group", { name: "Left at TO 0" }).getByLabel("Lark").check();
  await step.getByRole("button", { name: "Record the step" }).click();
  await expect(gm.getByRole("heading", { level: 3, name: "Step 1: Combat, The vault" })).toBeVisible();
  // The player's phone, untouched, shows it.
  await expect(player.getByRole("heading", { level: 3, name: "Step 1: Combat, The vault" })).toBeVisible();
  await expect(player.getByText("The status roll is still to come.")).toHaveCount(2);

  // Nightjar's status with typed dice: D10 3, no modifier: Hurt. The odds are shown before the roll.
  const nightjar = gm.getByRole("form", { name: "Roll the status of Nightjar" });
  await expect(nightjar.locator("[data-status-odds]")).toHaveText("D10: Dying 10% · Hurt 20% · Shaken 70%");
  await nightjar.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await nightjar.getByLabel("Faces, in order").fill("3");
  await nightjar.getByRole("button", { name: "Roll the status" }).click();
  await expect(card(gm, "Nightjar").locator("[data-hero-condition]")).toHaveText("Hurt");
  await expect(card(player, "Nightjar").locator("[data-hero-condition]")).toHaveText("Hurt");

  // Lark's with a Killing Attack (−3): the odds move; D10 4 − 3 = 1: Dying.
  const lark = gm.getByRole("form", { name: "Roll the status of Lark" });
  await lark.getByLabel(/^Brought to TO 0 by a Killing Attack/).check();
  await expect(lark.locator("[data-status-odds]")).toHaveText("D10: Dying 40% · Hurt 20% · Shaken 40%");
  await lark.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await lark.getByLabel("Faces, in order").fill("4");
  await lark.getByRole("button", { name: "Roll the status" }).click();
  await expect(card(gm, "Lark").locator("[data-hero-condition]")).toHaveText("Dying");
  await expect(card(player, "Lark").locator("[data-hero-condition]")).toHaveText("Dying");
  await expect(card(player, "Lark")).toContainText("Dying: the Medical task is still to come.");

  // The Medical task against 2D6: 2D8 [6, 5] vs [2, 1], saved: Lark is Hurt.
  const save = gm.getByRole("form", { name: "Roll the Medical task for Lark" });
  await save.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await save.getByLabel("Faces, in order").fill("6 5 2 1");
  await save.getByRole("button", { name: "Roll the Medical task" }).click();
  await expect(card(gm, "Lark")).toContainText("saved: Hurt");
  await expect(card(player, "Lark")).toContainText("saved: Hurt");
  await expect(card(player, "Lark").locator("[data-hero-condition]")).toHaveText("Hurt");
  expect(await overflow(gm)).toBeLessThanOrEqual(0);
  expect(await overflow(player)).toBeLessThanOrEqual(0);

  // A Comeback rolled during the fight: Nightjar, twice Out of Action, on turn 5 throws 2D8 against 2D6 (L544–L548),
  // its odds shown first; typed 2D8 [3,4] vs [5,6]: still out. The player's phone shows it.
  await gm.getByText("Comeback challenge").click();
  const comeback = gm.getByRole("form", { name: "Roll a Comeback" });
  await expect(comeback.getByRole("button", { name: "Roll the Comeback" })).toBeEnabled();
  await comeback.getByLabel("Hero Out of Action").selectOption({ label: "Nightjar" });
  await comeback.getByLabel("Turn").fill("5");
  await comeback.getByLabel("Times Out of Action").fill("2");
  await expect(comeback.locator("[data-comeback-odds]")).toContainText(/^2D8 against 2D6: \d+(\.\d)?% to come back\.$/);
  await comeback.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await comeback.getByLabel("Faces, in order").fill("3 4 5 6");
  await comeback.getByRole("button", { name: "Roll the Comeback" }).click();
  await expect(gm.locator("[data-comebacks]")).toContainText("Comeback of Nightjar, turn 5: 2D8 [3,4] = 7 vs 2D6 [5,6] = 11: minor failure by 4, still Out of Action.");
  await expect(player.locator("[data-comebacks]")).toContainText("Comeback of Nightjar, turn 5");
  expect(await overflow(gm)).toBeLessThanOrEqual(0);

  // The journal tells the episode; the player's hero page shows the condition.
  await player.goto(`${campaignUrl}/journal`);
  const entry = player.locator('[data-journal-entry="Episode 1: The bank job"]');
  await expect(entry).toContainText("Lark at TO 0: Dying (D10 4 -3), saved by a Medical task: Hurt.");
  await expect(entry).toContainText("Nightjar at TO 0: Hurt (D10 3).");
  expect(await overflow(player)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(player);
  await expectNoAxeViolations(gm);
});
