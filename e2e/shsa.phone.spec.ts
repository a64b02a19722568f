import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("on a phone: an SHSA campaign, a hero whose sheet changes with its reason, and a relationship task that fails and ends the Companion at −2", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, { name: "Quinn", email: uniqueEmail("shsa") });
  await page.setViewportSize({ width: 360, height: 780 });

  // The campaign, with the play sheet's options on the form.
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "SHSA play sheet" }).check();
  await page.getByLabel("Campaign name").fill("Metro Nights");
  await page.getByLabel("Activity Periods per hero per week").fill("6");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Metro Nights" })).toBeVisible();

  // The hero: the roster's word, and no side to choose.
  await page.getByRole("link", { name: "Create your hero" }).click();
  await expect(page.getByLabel("Heroes or villains")).toHaveCount(0);
  await page.getByLabel("Hero name").fill("Nightjar");
  await page.getByRole("button", { name: "Create hero" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nightjar" })).toBeVisible();
  const sheet = page.locator("[data-hero-sheet]");
  await expect(sheet.getByRole("definition").first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // A sheet change with its reason lands in the sheet and the history; spending points the hero lacks is refused.
  const change = page.getByRole("form", { name: "Change the sheet" });
  await change.getByLabel("What changes").selectOption({ label: "VP" });
  await change.getByLabel("By", { exact: true }).fill("2");
  await change.getByLabel("Why").selectOption({ label: "Patrol" });
  await change.getByRole("button", { name: "Save the change" }).click();
  await expect(change.getByText("The sheet is changed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("vp 0 → 2 · patrol");
  await change.getByLabel("What changes").selectOption({ label: "Build points" });
  await change.getByLabel("By", { exact: true }).fill("-5");
  await change.getByRole("button", { name: "Save the change" }).click();
  await expect(change.getByText("Build points: the hero has 0, so 5 cannot be spent.")).toBeVisible();

  // A Companion at −2 on the board.
  const add = page.getByRole("form", { name: "Add a relationship" });
  await add.getByLabel("With").fill("Lark");
  await add.getByLabel("Type").selectOption({ label: "Companion (L41–L55)" });
  await add.getByLabel("Starting value").fill("-2");
  await add.getByRole("button", { name: "Add the relationship" }).click();
  await expect(page.locator("[data-relationship-board]")).toContainText("Lark");
  await expect(page.locator("[data-relationship-board]")).toContainText("Companion · -2");

  // The task with typed dice: 2D8 [1,2] vs 2D6 [6,5], a failure; −2 to the relationship, and the Companion leaves.
  const task = page.getByRole("form", { name: "Relationship task" });
  await task.getByLabel("Dice", { exact: true }).selectOption({ label: "Type real dice" });
  await task.getByLabel("Faces, in order").fill("1 2 6 5");
  await task.getByLabel("On a failure (L25)").selectOption({ label: "−2 to the relationship" });
  await task.getByRole("button", { name: "Resolve the task" }).click();
  // The last relationship ended: the form gives way to what the task gave, which stays in view.
  const result = page.getByRole("region", { name: "Relationship task" }).locator("[data-relationship-task-result]");
  await expect(result).toContainText("major failure");
  await expect(result).toContainText("The relationship has ended.");
  await expect(page.locator("[data-relationship-board]")).toContainText("Companion · -4 · ended");
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The roll log holds the typed faces.
  await page.goto(page.url().replace(/\/teams\/.*$/, "/rolls"));
  await expect(page.getByText("Relationship task of Nightjar").first()).toBeVisible();
});

// A scan of its own: it takes seconds of CPU on a loaded machine.
test("on a phone: the SHSA campaign form and a hero's page with its relationship board pass an accessibility check", async ({ page }) => {
  test.setTimeout(120_000);
  const expectNoAxeViolations = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help}`)).toEqual([]);
  };
  await signUp(page, { name: "Rory", email: uniqueEmail("shsa-axe") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "SHSA play sheet" }).check();
  await expect(page.getByLabel("Activity Periods per hero per week")).toBeVisible();
  await expectNoAxeViolations();
  await page.getByLabel("Campaign name").fill("Axe Nights");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await page.getByRole("link", { name: "Create your hero" }).click();
  await page.getByLabel("Hero name").fill("Kestrel");
  await page.getByRole("button", { name: "Create hero" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kestrel" })).toBeVisible();
  const add = page.getByRole("form", { name: "Add a relationship" });
  await add.getByLabel("With").fill("Wren");
  await add.getByRole("button", { name: "Add the relationship" }).click();
  await expect(page.getByRole("form", { name: "Relationship task" })).toBeVisible();
  await expectNoAxeViolations();
});

test("on a phone: a hero's sheet shared by its link reads without signing in, prints without the forms, and its link stops at once when withdrawn", async ({
  page,
  browser,
}: {
  page: Page;
  browser: Browser;
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signUp(page, { name: "Sage", email: uniqueEmail("shsa-share") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "SHSA play sheet" }).check();
  await page.getByLabel("Campaign name").fill("Harbour Lights");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await page.getByRole("link", { name: "Create your hero" }).click();
  await page.getByLabel("Hero name").fill("Lantern");
  await page.getByRole("button", { name: "Create hero" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lantern" })).toBeVisible();
  await expect(page.locator("[data-hero-condition]")).toHaveText("well");

  // Printed, the sheet keeps its values and loses the forms.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-hero-sheet]")).toBeVisible();
  await expect(page.getByRole("form", { name: "Change the sheet" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Share", exact: true })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  const share = page.getByRole("region", { name: "Share", exact: true });
  await expect(share).toContainText("This hero is private");
  await share.getByRole("button", { name: "Share a public link" }).click();
  const link = await share.getByLabel("Public link").inputValue();

  // Someone without an account reads the sheet by its link.
  const stranger = await (await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })).newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole("heading", { level: 1, name: "Lantern" })).toBeVisible();
  await expect(stranger.getByText("A hero of Harbour Lights")).toBeVisible();
  await expect(stranger.locator("[data-hero-sheet]")).toContainText("Public identity.");
  await expect(stranger.getByRole("form")).toHaveCount(0);
  expect(await overflow(stranger)).toBeLessThanOrEqual(0);

  // Withdrawn, the link is the ordinary 404 at once.
  page.once("dialog", (dialog) => void dialog.accept());
  await share.getByRole("button", { name: "Stop sharing" }).click();
  await expect(share).toContainText("This hero is private");
  expect((await stranger.goto(link))?.status()).toBe(404);
  await stranger.context().close();
});
