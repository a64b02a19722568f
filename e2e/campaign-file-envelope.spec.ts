import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { chooseFile } from "./fixtures/team-files";
import { createTeam } from "./fixtures/teams";

test("a VSGMR series is exported as the shared campaign file and imported from the campaigns list: its force and figures come back", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, { name: "Vera", email: uniqueEmail("series-file") });
  const name = `Saturday Series ${uniqueEmail("s").slice(2, 8)}`;
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Very Simple Generic Miniatures Rules" }).check();
  await page.getByLabel("Campaign name").fill(name);
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const campaignUrl = page.url();

  await createTeam(page, campaignUrl, "Justice League");
  await page.getByLabel("Sample army").selectOption({ label: "Justice Team" });
  await page.getByRole("button", { name: "Use this army" }).click();
  await page.getByRole("button", { name: "Save force" }).click();
  await expect(page.getByText("Saved: 3 figures.")).toBeVisible();

  await page.goto(campaignUrl);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export campaign (JSON)" }).click();
  const file = testInfo.outputPath("series.json");
  await (await downloading).saveAs(file);
  // The one file every game shares: the generic parts, and VSGMR's own records in its section.
  const body = JSON.parse(await readFile(file, "utf8")) as { format: string; gameSystem: string; teams: { name: string }[]; game: { forces: { figures: unknown[] }[] } };
  expect(body).toMatchObject({ format: "longbox.campaign-file", gameSystem: "VSGMR", teams: [{ name: "Justice League" }] });
  expect(body.game.forces[0]!.figures).toHaveLength(3);

  await page.goto("/campaigns/import");
  await chooseFile(page.getByLabel("Campaign export file (.json)"), file);
  const preview = page.getByRole("region", { name: `Preview: ${name}` });
  await expect(preview.getByRole("list", { name: "Teams in the file" })).toContainText("Justice League");
  await expect(preview.getByRole("list", { name: "Teams in the file" })).toContainText("3 figures");
  await page.getByRole("button", { name: "Import this campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} (imported)`, exact: true })).toBeVisible();
  expect(page.url()).not.toBe(campaignUrl);
  await expect(page.getByText("Justice League").first()).toBeVisible();
});
