import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam } from "./fixtures/teams";

test("on a phone: a rolled VSGMR scenario fills the sides, binds the battle through a reload, a second roll is a re-roll in the log, and the battle plays the last roll", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { name: "Rhea", email: uniqueEmail("vs-roll") });

  // A series whose roll gives Outflanked or Spawning (a d2): both have sides, and both suit the forces below.
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Very Simple Generic Miniatures Rules" }).check();
  await page.getByLabel("Campaign name").fill("Rolled Nights");
  const pool = page.getByRole("group", { name: "Scenarios a roll can give" });
  for (const name of ["Basic Game", "Ambush", "Escape", "Fortress Assault", "Transport"]) await pool.getByRole("checkbox", { name }).uncheck();
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rolled Nights" })).toBeVisible();
  const campaignUrl = page.url();

  // Star Soldiers (36 points) against the app's Orcs (32): the stronger force attacks in Outflanked.
  await createTeam(page, campaignUrl, "Star Patrol");
  await page.getByLabel("Sample army").selectOption({ label: "Star Soldiers" });
  await page.getByRole("button", { name: "Use this army" }).click();
  await page.getByRole("button", { name: "Save force" }).click();
  await expect(page.getByText("Saved: 3 figures.")).toBeVisible();

  await page.goto(`${campaignUrl}/battles/new`);
  await page.getByRole("combobox", { name: "Enemy force" }).selectOption("orcs");
  await page.getByRole("button", { name: "Roll the scenario" }).click();
  const rolled = page.getByRole("status").filter({ hasText: /^Rolled d2: \d+(, \d+)*: (Outflanked|Spawning)/ });
  await expect(rolled).toBeVisible();
  const first = (await rolled.textContent())!.match(/: (Outflanked|Spawning)/)![1]!;

  // The roll binds: after a reload the page still shows it, with no list to pick another.
  await page.reload();
  await expect(page.locator("[data-bound-scenario]")).toContainText(first);
  await expect(page.getByRole("combobox", { name: "Scenario", exact: true })).toHaveCount(0);

  // Rolling again is a re-roll, said as one.
  await page.getByRole("combobox", { name: "Enemy force" }).selectOption("orcs");
  await page.getByRole("button", { name: "Re-roll the scenario" }).click();
  const rerolled = page.getByRole("status").filter({ hasText: new RegExp(`^Re-rolled d2: \\d+(, \\d+)*: (Outflanked|Spawning) \\(replaces ${first}\\)$`) });
  await expect(rerolled).toBeVisible();
  const scenario = (await rerolled.textContent())!.match(/: (Outflanked|Spawning) \(/)![1]!;

  // The sides are filled from the rolled scenario, with no tap per force.
  const [mine, theirs] = scenario === "Outflanked" ? ["attacker", "defender"] : ["infiltrator", "spawner"];
  await expect(page.getByRole("combobox", { name: "Star Patrol's side" })).toHaveValue(mine);
  await expect(page.getByRole("combobox", { name: "The enemy's side" })).toHaveValue(theirs);
  // Nothing on the set-up is wider than the narrowest common phone.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Set up the battle" }).click();

  // The battle plays the last roll, and its dice show the roll and the re-roll.
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: scenario })).toBeVisible();
  const dice = page.getByRole("list", { name: "Dice of this battle" });
  await expect(dice).toContainText(`Scenario roll (d2): ${first}`);
  await expect(dice).toContainText(`Scenario re-roll (d2): ${scenario}, replacing ${first}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
