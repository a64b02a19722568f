import path from "node:path";
import { expect, test } from "@playwright/test";
import { findGameChunks, gamesIn } from "../scripts/bench/measure/game-chunks";
import { holdComponentChunks } from "./fixtures/held-chunks";

// No account: the try-it pages are for visitors, and each draws one game's client components.
test.use({ storageState: { cookies: [], origins: [] } });

/** The build the e2e server runs (the launcher's `next start` serves this folder's .next). */
const games = findGameChunks(path.join(process.cwd(), ".next"));

for (const { slug, folder } of [
  { slug: "super-mission-force", folder: "smf" },
  { slug: "supers-unlimited", folder: "supers-unlimited" },
  { slug: "vsgmr", folder: "vsgmr" },
]) {
  test(`the ${slug} try-it page loads its own game's client code and no other game's`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(`/try/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The game's builder is drawn, so its chunks loaded; no chunk only another game's components load did.
    expect(gamesIn([...scripts], games)).toEqual([folder]);
  });
}

test("a game's form cannot be typed into before its code has hydrated, then can", async ({ page }) => {
  // The builder's chunks are held back until its disabled form has been seen, as on a slow connection.
  const release = await holdComponentChunks(page, games, "vsgmr", "TryForceBuilder");
  await page.goto("/try/vsgmr", { waitUntil: "domcontentloaded" });
  const budget = page.getByLabel("Your budget (points)");
  // The server drew the builder, its controls disabled inside a busy fieldset.
  await expect(budget).toBeVisible();
  await expect(budget).toBeDisabled();
  const gate = page.locator("fieldset[aria-busy=true]").filter({ has: budget });
  await expect(gate).toHaveAttribute("disabled", "");
  // The wait lasts (the chunks are held), so screen readers are told it is loading: the status line
  // turns visible to them after a second, by CSS.
  await expect(gate.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
  release();
  await expect(budget).toBeEnabled();
  await expect(page.locator("fieldset[aria-busy]")).toHaveCount(0);
  // Typed once it works, it is in the builder's state: the total follows it.
  await budget.fill("45");
  await expect(page.locator("[data-force-total]")).toContainText("budget 45 points");
});
