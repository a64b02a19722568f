import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { chooseFile } from "./fixtures/team-files";
import { addBrick, createCampaign, createTeam } from "./fixtures/teams";

const suffix = () => uniqueEmail("c").slice(2, 8);

test("a campaign exported from its dashboard is imported from the campaigns list: preview, import, its pages", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("campaign-exporter") });
  const name = `Night Watch ${suffix()}`;
  const sourceUrl = await createCampaign(page, name);
  const teamUrl = await createTeam(page, sourceUrl, "The Night Shift", "Villains");
  await addBrick(page, teamUrl, "Grey Rhino");

  await page.goto(sourceUrl);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export campaign (JSON)" }).click();
  const file = testInfo.outputPath("campaign.json");
  await (await downloading).saveAs(file);
  // Super Mission Force's download is the shared campaign file, its roster in the game's own section.
  const downloaded = JSON.parse(await readFile(file, "utf8")) as { format: string; gameSystem: string; game: { rosters: { characters: { name: string }[] }[] } };
  expect(downloaded).toMatchObject({ format: "longbox.campaign-file", gameSystem: "SUPER_MISSION_FORCE" });
  expect(downloaded.game.rosters.flatMap((roster) => roster.characters.map((character) => character.name))).toContain("Grey Rhino");

  await page.goto("/campaigns");
  await page.getByRole("link", { name: "Import a campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a campaign" })).toBeVisible();
  await expect(page).toHaveTitle("Import a campaign · Longbox");

  // A file that is not an export is explained, and offers no import.
  await chooseFile(page.getByLabel("Campaign export file (.json)"), { name: "notes.json", mimeType: "application/json", buffer: Buffer.from("not json at all") });
  const refusal = page.getByRole("region", { name: "This file cannot be imported" });
  await expect(refusal.getByRole("list", { name: "Problems with the file" })).toHaveText("This is not a JSON file, so it cannot be a Longbox campaign export.");
  await expect(page.getByRole("button", { name: "Import this campaign" })).toHaveCount(0);

  await chooseFile(page.getByLabel("Campaign export file (.json)"), file);
  const preview = page.getByRole("region", { name: `Preview: ${name}` });
  await expect(preview.getByRole("list", { name: "Teams in the file" })).toContainText("The Night Shift");
  await expect(preview.getByRole("list", { name: "Teams in the file" })).toContainText("led by Olive Organiser");
  await expect(preview).toContainText("You become the organiser and only member of the new campaign.");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("campaign-import-preview.png"), fullPage: true });

  await page.getByRole("button", { name: "Import this campaign" }).click();
  // The copy is named as one, never exactly as its original.
  await expect(page.getByRole("heading", { level: 1, name: `${name} (imported)`, exact: true })).toBeVisible();
  expect(page.url()).toMatch(/\/campaigns\/[^/]+$/);
  expect(page.url()).not.toBe(sourceUrl);
  await expect(page.getByText("The Night Shift").first()).toBeVisible();

  await page.goto(`${page.url()}/journal`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(page.url()).toMatch(/\/journal$/);
});
