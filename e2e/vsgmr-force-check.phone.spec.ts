import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam } from "./fixtures/teams";

test("on a phone: a hand-built VSGMR force without a Commander says so beside Save as it is built, and where; ticking Commander clears it before any save", async ({ page }) => {
  await signUp(page, { name: "Nadia", email: uniqueEmail("vs-check") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Very Simple Generic Miniatures Rules" }).check();
  await page.getByLabel("Campaign name").fill("Commander Check");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Commander Check" })).toBeVisible();
  await createTeam(page, page.url(), "Night Watch");

  // A force from scratch: one troop, nobody named Commander yet.
  await page.getByRole("button", { name: "Start blank" }).click();
  await page.getByRole("button", { name: "Add a figure" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Sentry");

  // Before any save: the count says where the problem is, and the list beside Save names it and links there.
  await expect(page.locator("[data-problem-count]")).toHaveText("1 problem to fix: 1 of the whole force, under the points total.");
  const checklist = page.getByRole("list", { name: "Fix before saving" });
  await expect(checklist).toContainText("Whole force (under the points total): Name one figure as the force's Commander.");
  await expect(checklist.getByRole("link", { name: "Whole force (under the points total)" })).toHaveAttribute("href", "#force-problems");
  // The Commander box itself points at the problem.
  const commander = page.getByRole("list", { name: "Figures" }).getByRole("checkbox", { name: "Commander" });
  await expect(commander).toHaveAccessibleDescription("Name one figure as the force's Commander.");

  // Nothing is wider than the narrowest common phone.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Saving anyway is refused with the same place named, not "beside each figure".
  await page.getByRole("button", { name: "Save force" }).click();
  await expect(page.getByText("The force was not saved: 1 problem to fix (1 of the whole force, under the points total).")).toBeVisible();

  // Ticking Commander clears it at once; then the save goes through.
  await commander.check();
  await expect(page.locator("[data-problem-count]")).toHaveText("No problems: this force is legal.");
  await expect(checklist).toHaveCount(0);
  await page.getByRole("button", { name: "Save force" }).click();
  await expect(page.getByText("Saved: 1 figure.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
