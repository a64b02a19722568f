import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("on a phone: build White Rhino's twin and read the card, without horizontal scrolling", async ({ page }, testInfo) => {
  await page.goto("/rules/builder");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByLabel("Name", { exact: true }).fill("Grey Rhino");
  await page.getByLabel("Archetype", { exact: true }).selectOption("brick");
  await page.getByRole("radio", { name: "Super-Strength" }).check();
  const resistance = page.getByRole("group", { name: "Minor powers" }).getByRole("checkbox", { name: "Resistance", exact: true });
  const row = await resistance.locator("xpath=ancestor::label").boundingBox();
  expect(row?.height ?? 0).toBeGreaterThanOrEqual(44); // a comfortable touch target
  await resistance.check();
  await page.getByRole("group", { name: "Boosts" }).getByRole("checkbox", { name: "Fast", exact: true }).check();
  await page.getByLabel("Background 1").selectOption("blue-collar");
  await page.getByLabel("Background 2").selectOption("criminal");
  await expect(page.getByRole("status").filter({ hasText: "This build is legal." })).toBeVisible();

  await page.getByRole("link", { name: "See the card" }).click();
  const card = page.getByRole("region", { name: "Card preview" });
  await expect(card.locator('[data-stat="Move"]')).toHaveText('Move 9"');
  await expect(card.getByRole("row", { name: /^Melee/ })).toContainText("6D");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("builder-phone.png"), fullPage: true });
});

test("on a phone: a missing Force-Field track is reported beside the track", async ({ page }) => {
  await page.goto("/rules/builder");
  await page.getByRole("group", { name: "Minor powers" }).getByRole("checkbox", { name: "Force-Field (Recharge 2+)" }).check();
  const track = page.getByRole("group", { name: "Force-Field defends against" });
  await expect(track).toContainText("Force-Field: choose Body or Psyche attacks.");
  await track.getByRole("radio", { name: "Psyche attacks" }).check();
  await expect(track).not.toContainText("Force-Field: choose");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("on a phone: the samples page fits the screen", async ({ page }, testInfo) => {
  await page.goto("/rules/samples");
  await expect(page.getByRole("article")).toHaveCount(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole("article", { name: "White Rhino" }).screenshot({ path: testInfo.outputPath("rhino-phone.png") });
});
