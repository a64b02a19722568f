import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { chooseFile } from "./fixtures/team-files";
import { addBrick, createCampaign, createTeam } from "./fixtures/teams";

const roster = (page: Page) => page.getByRole("list", { name: "Roster" });
const suffix = () => uniqueEmail("c").slice(2, 8);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** A hand-written team export whose one character spends three minor picks where a Brick has two. */
function exportWithAnIllegalCharacter() {
  const freshState = {
    status: "active",
    bumps: [],
    curses: 0,
    nextBattle: { missesBattle: false, moveLoss: 0, attackDiceLoss: 0 },
    settleScoreAgainst: [],
    hasSpaceGodBonus: false,
    marchOfScienceRerolls: [],
  };
  return JSON.stringify({
    format: "longbox.team",
    formatVersion: 1,
    rulesEdition: { game: "super-mission-force", rulesVersion: "smf-2017-corrected-2nd/2", characterFormat: 1 },
    exportedAt: "2026-11-21T12:00:00.000Z",
    team: {
      id: "t1",
      name: "The Overreachers",
      alignment: "heroes",
      notes: "",
      ownerName: "Someone",
      isArchived: false,
      createdAt: "2026-11-01T12:00:00.000Z",
      storyPoints: { balance: 1, earned: 1 },
      characters: [
        {
          id: "c1",
          name: "Grey Rhino",
          kind: "character",
          position: 0,
          isRetired: false,
          build: {
            archetype: "brick",
            powers: [
              { power: "super-strength", tier: "major" },
              { power: "armor", tier: "minor" },
              { power: "leaping", tier: "minor" },
              { power: "resistance", tier: "minor" },
            ],
            boosts: [],
            backgrounds: [{ background: "blue-collar" }, { background: "criminal" }],
          },
          state: freshState,
        },
      ],
    },
  });
}

test("a team exported from one campaign is imported into another: preview, import, the same characters", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("exporter") });
  const firstCampaign = await createCampaign(page, `Night Watch ${suffix()}`);
  const teamUrl = await createTeam(page, firstCampaign, "The Night Shift", "Villains");
  await addBrick(page, teamUrl, "Grey Rhino");
  await addBrick(page, teamUrl, "Iron Rhino");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export as JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("the-night-shift.team.json");
  const file = testInfo.outputPath("the-night-shift.team.json");
  await download.saveAs(file);

  const secondCampaign = await createCampaign(page, `Day Watch ${suffix()}`);
  await page.getByRole("link", { name: "Import a team from JSON" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a team" })).toBeVisible();
  await chooseFile(page.getByLabel("Team export file (.json)"), file);

  const preview = page.getByRole("region", { name: "Preview: The Night Shift" });
  await expect(preview).toContainText("Villains");
  await expect(preview).toContainText("the new team starts with 1 story point");
  await expect(preview).toContainText("Every character is legal in this campaign.");
  const cards = preview.getByRole("list", { name: "Characters in the file" }).getByRole("article");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["1.Grey Rhino", "2.Iron Rhino"]);
  await expect(cards.first()).toContainText("Super-Strength");
  await expect(page).toHaveTitle("Import a team · Longbox");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("import-preview.png"), fullPage: true });

  await page.getByRole("button", { name: "Import this team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The Night Shift" })).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`^${secondCampaign}/teams/[^/]+$`));
  await expect(roster(page).getByRole("article").getByRole("heading", { level: 3 })).toHaveText(["Grey Rhino", "Iron Rhino"]);

  // One team per member: back on the campaign page there is no second import to offer.
  await page.goto(secondCampaign);
  await expect(page.getByRole("link", { name: "Import a team from JSON" })).toHaveCount(0);
  const exporting = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export campaign (JSON)" }).click();
  expect((await exporting).suggestedFilename()).toMatch(/^day-watch-[a-z0-9-]+\.campaign\.json$/);
});

test("a file that is not a team export, or one with an illegal character, is explained and cannot be imported", async ({ page }) => {
  await signUp(page, { name: "Ivy Importer", email: uniqueEmail("importer") });
  const campaignUrl = await createCampaign(page, `Import Checks ${suffix()}`);
  await page.goto(`${campaignUrl}/teams/import`);

  await chooseFile(page.getByLabel("Team export file (.json)"), { name: "notes.json", mimeType: "application/json", buffer: Buffer.from("these are my notes, not JSON") });
  const refusal = page.getByRole("region", { name: "This file cannot be imported" });
  await expect(refusal.getByRole("list", { name: "Problems with the file" })).toHaveText("This is not a JSON file, so it cannot be a Longbox team export.");
  await expect(page.getByRole("button", { name: "Import this team" })).toHaveCount(0);

  await page.getByLabel("Or paste the export's text").fill(exportWithAnIllegalCharacter());
  await expect(refusal).toHaveCount(0);
  await page.getByRole("button", { name: "Check this team" }).click();
  const preview = page.getByRole("region", { name: "Preview: The Overreachers" });
  const problems = preview.getByRole("list", { name: "Problems with Grey Rhino" }).getByRole("listitem");
  await expect(problems).toHaveCount(1);
  await expect(problems).toContainText("Character 1 “Grey Rhino”: Minor powers: 2 minor picks to spend, 3 spent.");
  await expect(preview).toContainText("1 problem below: nothing will be imported until the file is fixed.");
  await expect(page.getByRole("button", { name: "Import this team" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
