import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { findGameChunks } from "../scripts/bench/measure/game-chunks";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { importTeamFile, writeSampleTeamFile } from "./fixtures/team-files";
import { createCampaign, inviteNewPlayer } from "./fixtures/teams";
import { holdComponentChunks } from "./fixtures/held-chunks";

/** The build the e2e server runs (the launcher's `next start` serves this folder's .next). */
const games = findGameChunks(path.join(process.cwd(), ".next"));

/** Holds back SMF's set-up line-ups until the returned function is called. */
const holdLineUps = (page: Page) => holdComponentChunks(page, games, "smf", "SetUpLineUps");

test("a form takes no tap on its submit button while a game component inside it is still loading, so it never posts without that component's fields", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page, { name: "Gale Gate", email: uniqueEmail("gate") });
  const campaignUrl = await createCampaign(page, "Slow Phones");
  const heroes = testInfo.outputPath("dawn-patrol.team.json");
  const villains = testInfo.outputPath("night-shift.team.json");
  await writeSampleTeamFile(heroes, { name: "Dawn Patrol", alignment: "HEROES", characters: ["White Rhino", "Deadeye", "Tornado", "Bug-Man"] });
  await writeSampleTeamFile(villains, { name: "Night Shift", alignment: "VILLAINS", characters: ["The Commander", "Shatterer", "Prof. Weird", "Deadeye"] });
  await importTeamFile(page, campaignUrl, heroes, "Dawn Patrol");
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await importTeamFile(player, campaignUrl, villains, "Night Shift");
  await player.close();
  const setUp = page.getByRole("button", { name: "Set up the battle" });

  // A full load: the server draws the line-ups inside their gate, disabled until they hydrate.
  let release = await holdLineUps(page);
  await page.goto(`${campaignUrl}/battles/new`, { waitUntil: "domcontentloaded" });
  await expect(setUp).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "White Rhino · Brick" })).toBeDisabled();
  // A tap now would post the form without its disabled line-ups: the button does not take it.
  await expect(setUp.click({ trial: true, timeout: 1_500 })).rejects.toThrow(/Timeout/);
  release();
  await expect(page.getByRole("checkbox", { name: "White Rhino · Brick" })).toBeEnabled();
  await setUp.click({ trial: true });
  await page.unrouteAll();

  // A client-side navigation: the line-ups are not drawn at all until their code arrives, and the button waits for them too.
  release = await holdLineUps(page);
  await page.goto(`${campaignUrl}/battles`);
  await page.getByRole("link", { name: "Record a battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record a battle" })).toBeVisible();
  await expect(setUp).toBeVisible();
  await expect(setUp.click({ trial: true, timeout: 1_500 })).rejects.toThrow(/Timeout/);
  release();
  await setUp.click();
  await expect(page.getByRole("heading", { level: 1, name: /^Issue #\d+$/ })).toBeVisible();
});
