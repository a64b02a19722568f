import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// No account: the try-it page is for visitors.
test.use({ storageState: { cookies: [], origins: [] } });

test("on a phone, signed out: the home page's VSGMR try-it link opens a force builder, checked live against a budget the visitor sets, with nothing saved", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Try the force builder" }).click();
  await expect(page).toHaveURL(/\/try\/vsgmr$/);
  await expect(page.getByRole("heading", { level: 1, name: "Try a VSGMR force" })).toBeVisible();
  await expect(page.getByText("Nothing is saved")).toContainText("to keep forces in a series");
  await expect(page.getByRole("button", { name: /save/i })).toHaveCount(0);

  // A sample army, priced live against the series default: the Justice Team is 42 points, over 40.
  const total = page.locator("[data-force-total]");
  const parity = page.locator("[data-parity]");
  const budget = page.getByLabel("Your budget (points)");
  await expect(budget).toHaveValue("40");
  await page.getByLabel("Sample army").selectOption({ label: "Justice Team" });
  await page.getByRole("button", { name: "Use this army" }).click();
  await expect(total).toHaveText("42 points · 3 figures · budget 40 points");
  await expect(parity).toHaveText(/^Over /);
  await expect(parity).toHaveClass(/text-red-800/);

  // The visitor's own budget: the same force now fits; a budget no series allows is refused, and the last good one kept.
  await budget.fill("45");
  await expect(total).toHaveText("42 points · 3 figures · budget 45 points");
  await expect(parity).toHaveText(/^Within /);
  await budget.fill("3");
  await expect(page.getByRole("alert").filter({ hasText: "A budget of at least 5 points." })).toContainText("Checking against 45 points.");
  await expect(budget).toHaveAccessibleDescription(/A budget of at least 5 points\./);
  await budget.fill("40");

  // From scratch: one figure and no Commander is a problem at once; automatic fire without a distance attack a warning.
  await page.getByRole("button", { name: "Start blank" }).click();
  await page.getByRole("button", { name: "Add a figure" }).click();
  await expect(total).toContainText("1 figure · budget 40 points");
  await expect(page.locator("[data-problem-count]")).toHaveText("1 problem to fix: 1 of the whole force, under the points total.");
  await expect(page.getByRole("list", { name: "Problems of the whole force" })).toContainText("Name one figure as the force's Commander.");
  const figures = page.getByRole("list", { name: "Figures" });
  await figures.getByRole("checkbox", { name: "Automatic fire" }).check();
  await expect(figures.getByRole("list", { name: "Warnings for Figure 1" })).toContainText("automatic fire but has no distance attack");
  await figures.getByRole("checkbox", { name: "Commander" }).check();
  await expect(page.locator("[data-problem-count]")).toHaveText("No problems: this force is legal.");

  // Nothing wider than the narrowest common phone, and nothing axe can find.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
