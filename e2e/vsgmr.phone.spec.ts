import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam } from "./fixtures/teams";

test("on a phone: a VSGMR force built from the Justice Team, a power tier changed to fit Outflanked's budget, a solo Outflanked battle against the app's Orcs to its end, then the standings", async ({
  page,
}) => {
  // A whole evening's play on one phone: a force built and saved, a battle set up, played and scored.
  test.setTimeout(120_000);
  await signUp(page, { name: "Vera", email: uniqueEmail("series") });

  // The series: VSGMR's own options on the campaign form.
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Very Simple Generic Miniatures Rules" }).check();
  await expect(page.getByLabel("Figure size")).toBeVisible();
  await page.getByLabel("Campaign name").fill("Saturday Series");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saturday Series" })).toBeVisible();
  const campaignUrl = page.url();

  // The force: the Justice Team template, priced live; Outflanked's attackers may bring 40 points.
  const teamUrl = await createTeam(page, campaignUrl, "Justice League");
  await page.getByLabel("Sample army").selectOption({ label: "Justice Team" });
  await page.getByRole("button", { name: "Use this army" }).click();
  const total = page.locator("[data-force-total]");
  const parity = page.locator("[data-parity]");
  await expect(total).toContainText("42 points · 3 figures");
  await page.getByLabel("Scenario (optional)").selectOption({ label: "Outflanked" });
  await page.getByLabel("Side").selectOption("attacker");
  await expect(parity).toHaveClass(/text-red-800/);
  const over = await parity.textContent();

  // Super-Guy's Super-Armor from superior to minor: 2 points less, and the force fits.
  const superGuy = page.getByRole("list", { name: "Figures" }).getByRole("listitem").first();
  await superGuy.getByLabel("Super-Armor").selectOption("minor");
  await expect(total).toContainText("40 points · 3 figures");
  await expect(parity).toHaveClass(/text-green-800/);
  expect(await parity.textContent()).not.toBe(over);
  await page.getByRole("button", { name: "Save force" }).click();
  await expect(page.getByText("Saved: 3 figures.")).toBeVisible();
  await page.goto(teamUrl);
  await expect(total).toContainText("40 points · 3 figures");

  // A solo Outflanked battle: the app plays the Orcs as defenders.
  await page.goto(`${campaignUrl}/battles/new`);
  // Outflanked chosen (a rolled scenario binds its battle: vsgmr-scenario-roll.phone.spec.ts); picking the
  // enemy fills both sides, the stronger force attacking with the larger budget.
  await page.getByRole("combobox", { name: "Scenario", exact: true }).selectOption("outflanked");
  await page.getByRole("combobox", { name: "Enemy force" }).selectOption("orcs");
  await expect(page.getByRole("combobox", { name: "Justice League's side" })).toHaveValue("attacker");
  await expect(page.getByRole("combobox", { name: "The enemy's side" })).toHaveValue("defender");
  await page.getByRole("button", { name: "Set up the battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();

  // Two rounds of the enemy's turns, rolled by the app with the AI tables, each kept in the log.
  for (const round of [1, 2]) {
    await page.getByRole("button", { name: "Roll the enemy’s turn" }).click();
    await expect(page.getByRole("list", { name: "Enemy turns" }).getByRole("listitem")).toHaveCount(round);
  }

  // The Orcs defend, so their turns roll no Outflanked arrival: that roll is Justice League's, in its own turn (L643).
  await expect(page.getByRole("list", { name: "Enemy turns" })).not.toContainText("Outflanked");
  await page.getByRole("button", { name: "Roll your arrival" }).click();
  await expect(page.getByRole("list", { name: "Dice of this battle" })).toContainText("Round 2: Outflanked arrival for Justice League");

  // The end: the rounds ran out, the Justice League defeated 10 points of Orcs and won.
  await page.getByLabel(/Points of enemy figures Justice League defeated/).fill("10");
  await page.getByRole("radio", { name: "Justice League" }).check();
  await page.getByRole("button", { name: "Record the result" }).click();
  // The button shows "Recording…" while the result is sent, so wait for the recorded result itself.
  await expect(page.getByRole("heading", { level: 2, name: "Result", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Record the result" })).toHaveCount(0);

  // The standings: the Justice League's win and its points of enemy figures defeated.
  await page.goto(campaignUrl);
  const standings = page.getByRole("region", { name: "Standings" });
  await expect(standings).toContainText("Justice League");
  await expect(standings).toContainText("1 won · 10 points defeated");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
