import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrawler, lockAndRollPreBattle, setReportConfirmation, setUpBattle } from "./fixtures/battles";
import { addBrick, createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

const PHONE = { width: 390, height: 844 };
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const tracker = (page: Page) => page.getByRole("region", { name: "During the battle" });
const said = (page: Page) => tracker(page).getByRole("status");

test("on two phones: KOs and a fragment tracked during the battle fill the report, which is saved as it opened", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, `Tracked ${uniqueEmail("c").slice(2, 8)}`);
  // The report then waits for the opponent, showing it as saved.
  await setReportConfirmation(page, campaignUrl, "The opponent confirms");
  const heroesUrl = await createTeam(page, campaignUrl, "Dawn Patrol", "Heroes");
  await addBrick(page, heroesUrl, "Grey Rhino");

  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await player.setViewportSize(PHONE);
  const villainsUrl = await createTeam(player, campaignUrl, "Night Shift", "Villains");
  await addBrick(player, villainsUrl, "Iron Jaw");
  await addBrawler(player, villainsUrl, "Slick");

  const battleUrl = await setUpBattle(page, campaignUrl, { opponents: ["Night Shift"], scenario: "Seek and Find" });
  await lockAndRollPreBattle(page);

  // Phone 1: one tap KOs Iron Jaw (Body); the chooser it opens refines it.
  await tracker(page).getByRole("button", { name: "KO'd: Iron Jaw" }).click();
  await expect(said(page)).toHaveText("Tracked: Iron Jaw KO'd (Body)");
  await tracker(page).getByRole("group", { name: "Track Iron Jaw was KO'd on" }).getByRole("button", { name: "Body and Psyche" }).click();
  await tracker(page).getByRole("group", { name: "Who KO'd Iron Jaw" }).getByRole("button", { name: "Grey Rhino" }).click();
  await tracker(page).getByRole("group", { name: "Further harm to Iron Jaw while down" }).getByRole("button", { name: "1" }).click();
  await expect(said(page)).toHaveText("Tracked: Iron Jaw KO'd (Body and Psyche) by Grey Rhino, further harm 1");
  await expect(tracker(page).getByRole("list", { name: "Tracked so far" }).getByRole("listitem")).toHaveCount(4);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await tracker(page).screenshot({ path: testInfo.outputPath("tracker-phone.png") });
  expect((await new AxeBuilder({ page }).include("section[aria-labelledby='tracker-heading']").analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Phone 2: the player KOs Slick on Psyche, and a Grey Rhino KO tapped by mistake is undone.
  await player.goto(battleUrl);
  await tracker(player).getByRole("button", { name: "KO'd: Slick" }).click();
  await expect(said(player)).toHaveText("Tracked: Slick KO'd (Body)");
  await tracker(player).getByRole("group", { name: "Track Slick was KO'd on" }).getByRole("button", { name: "Psyche", exact: true }).click();
  await expect(said(player)).toHaveText("Tracked: Slick KO'd (Psyche)");
  await tracker(player).getByLabel("Night Shift: fragment carried off by").selectOption({ label: "Slick" });
  await tracker(player).getByRole("button", { name: "+1 fragment carried off by Night Shift" }).click();
  await expect(said(player)).toHaveText("Tracked: Night Shift: a fragment carried off by Slick");
  await tracker(player).getByRole("button", { name: "KO'd: Grey Rhino" }).click();
  await expect(said(player)).toHaveText("Tracked: Grey Rhino KO'd (Body)");
  await tracker(player).getByRole("button", { name: "Undo: Grey Rhino KO'd" }).click();
  await expect(said(player)).toHaveText("Undone: Grey Rhino KO'd");
  await expect(tracker(player).getByRole("button", { name: "KO'd: Grey Rhino" })).toBeVisible();

  // Phone 1 again, never reloaded: phone 2's taps arrived live, and the report opens with both
  // phones' KOs; nothing in it is touched but the winner.
  await expect(tracker(page).getByRole("list", { name: "Tracked so far" })).toContainText("Slick", { timeout: 15_000 });
  const form = (name: string) => page.getByRole("group", { name, exact: true });
  await expect(form("Iron Jaw").getByLabel("At the end")).toHaveValue("both");
  await expect(form("Iron Jaw").getByLabel("Further harm")).toHaveValue("1");
  await expect(form("Slick").getByLabel("At the end")).toHaveValue("psyche");
  await expect(form("Grey Rhino").getByLabel("At the end")).toHaveValue("");
  await expect(form("Night Shift").getByLabel("Fragments carried off")).toHaveValue("1");
  await expect(form("Night Shift").getByRole("checkbox", { name: "Slick" })).toBeChecked();
  await expect(form("Dawn Patrol").getByLabel("Fragments carried off")).toHaveValue("0");
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("tracked-report-phone.png"), fullPage: true });
  await page.getByRole("radio", { name: "Dawn Patrol won" }).check();
  await page.getByRole("button", { name: "Save the report" }).click();

  const summary = page.getByRole("list", { name: "Report by team" });
  await expect(summary).toContainText("Iron Jaw: KO'ed on Body and Psyche, 1 further harm");
  await expect(summary).toContainText("Slick: KO'ed on Psyche");
  await expect(summary).toContainText("Fragments carried off: 1");
  await expect(summary).toContainText("Carried by Slick");
  // Grey Rhino's KO was undone on phone 2: Dawn Patrol reports nobody KO'ed.
  await expect(summary.getByRole("listitem").filter({ hasText: "Dawn Patrol · Won" })).not.toContainText("KO'ed");
});
