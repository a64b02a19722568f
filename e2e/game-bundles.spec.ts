import path from "node:path";
import { expect, test } from "@playwright/test";
import { findGameChunks, gamesIn } from "../scripts/bench/measure/game-chunks";

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
