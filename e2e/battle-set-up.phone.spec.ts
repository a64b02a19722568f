import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrawler, setUpTeam } from "./fixtures/battles";
import { addBrick, createCampaign, createTeam, inviteNewPlayer, minorPowers, saveCharacter } from "./fixtures/teams";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A standard character from the builder: archetype, its major power (if it has a choice) and minors, two backgrounds. */
async function addCharacter(
  page: Page,
  teamUrl: string,
  name: string,
  { archetype, major, minors, backgrounds }: { archetype: string; major?: RegExp; minors: string[]; backgrounds: [string, string] },
) {
  await page.goto(`${teamUrl}/characters/new`);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Archetype", { exact: true }).selectOption(archetype);
  if (major) await page.getByRole("radio", { name: major }).check();
  for (const power of minors) await minorPowers(page).getByRole("checkbox", { name: power, exact: true }).check();
  await page.getByLabel("Background 1").selectOption(backgrounds[0]);
  await page.getByLabel("Background 2").selectOption(backgrounds[1]);
  await saveCharacter(page, name);
}

test("on a phone: a five-character roster opens on a legal line-up, its weight counted live (Ruling R4), and sets up in one tap", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signUp(page, { name: "Bea Bench", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, "Deep Bench");
  const teamUrl = await createTeam(page, campaignUrl, "Full Bench", "Heroes");
  // Five standard characters of five archetypes: weight 5, one over the limit of 4.
  await addBrick(page, teamUrl, "Grey Rhino");
  await addBrawler(page, teamUrl, "Kid Knuckles");
  await addCharacter(page, teamUrl, "The Commander", { archetype: "mastermind", major: /^Enhance/, minors: ["Iron Will", "Savant"], backgrounds: ["business", "science"] });
  await addCharacter(page, teamUrl, "Blur", { archetype: "speedster", major: /^Speed/, minors: ["Iron Will", "Resistance"], backgrounds: ["athletics", "journalist"] });
  await addCharacter(page, teamUrl, "Kid Rhino", { archetype: "wildcard", minors: ["Armor", "Leaping", "Flight", "Resistance"], backgrounds: ["athletics", "science"] });

  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await addBrick(player, await createTeam(player, campaignUrl, "Night Shift", "Villains"), "Iron Jaw");

  // "Record a battle": the user's team opens on the first four in roster order, the only other team is in too.
  await page.goto(`${campaignUrl}/battles`);
  await page.getByRole("link", { name: "Record a battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record a battle" })).toBeVisible();
  const bench = setUpTeam(page, "Full Bench");
  const nightShift = setUpTeam(page, "Night Shift");
  for (const name of ["Grey Rhino", "Kid Knuckles", "The Commander", "Blur"]) await expect(bench.getByRole("checkbox", { name })).toBeChecked();
  await expect(bench.getByRole("checkbox", { name: "Kid Rhino" })).not.toBeChecked();
  await expect(bench.getByText("Line-up weight 4 of 4 · 4 of 6 characters")).toBeVisible();
  await expect(nightShift.getByRole("checkbox", { name: "Plays in this battle" })).toBeChecked();
  await expect(nightShift.getByRole("checkbox", { name: "Iron Jaw" })).toBeChecked();
  await expect(nightShift.getByText("Line-up weight 1 of 4 · 1 of 6 characters")).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Ticking the fifth shows the weight and the server's own words before anything is sent.
  await bench.getByRole("checkbox", { name: "Kid Rhino" }).check();
  await expect(bench.getByText("Line-up weight 5 of 4 · 5 of 6 characters")).toBeVisible();
  // The rule behind a problem is a small "rule" marker after the sentence, not part of it.
  const benchProblems = bench.getByRole("list", { name: "Full Bench: line-up problems" });
  await expect(benchProblems.getByRole("listitem")).toHaveCount(1);
  await expect(benchProblems).toContainText("Full Bench: The line-up weighs 5 standard characters; the limit is 4.");
  await expect(benchProblems.getByRole("button", { name: "rule: ruling R4" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await bench.getByRole("checkbox", { name: "Blur" }).uncheck();
  await expect(bench.getByText("Line-up weight 4 of 4 · 4 of 6 characters")).toBeVisible();
  await expect(bench.getByRole("list", { name: "Full Bench: line-up problems" })).toHaveCount(0);

  // Unticking a team's last character takes it out; "Plays in this battle" brings its default back.
  await nightShift.getByRole("checkbox", { name: "Iron Jaw" }).uncheck();
  await expect(nightShift.getByRole("checkbox", { name: "Plays in this battle" })).not.toBeChecked();
  await expect(page.getByText("One team plays yet: pick two or more teams to play.")).toBeVisible();
  await nightShift.getByRole("checkbox", { name: "Plays in this battle" }).check();
  await expect(nightShift.getByRole("checkbox", { name: "Iron Jaw" })).toBeChecked();

  // As the page opens, nothing needs changing: one tap sets the battle up with the default line-ups.
  await page.reload();
  await expect(bench.getByText("Line-up weight 4 of 4 · 4 of 6 characters")).toBeVisible();
  await page.getByRole("button", { name: "Set up the battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Night Shift");
});
