import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createCampaign, createTeam, legalStatus, minorPowers, saveCharacter } from "./fixtures/teams";

const roster = (page: Page) => page.getByRole("list", { name: "Roster" });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("a sidekick is built for a teammate with Servitor / Sidekick and its card says whose it is", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Sid Owner", email: uniqueEmail("sidekick") });
  const campaignUrl = await createCampaign(page, `Sidekicks ${uniqueEmail("c").slice(2, 8)}`);
  const teamUrl = await createTeam(page, campaignUrl, "The Night Shift");

  // The owner: a Wildcard whose Servitor / Sidekick names Armor for its sidekick (L1033).
  await page.goto(`${teamUrl}/characters/new`);
  await expect(page.getByRole("radio", { name: "Vehicle" })).toHaveCount(0); // this campaign does not allow vehicles
  await page.getByLabel("Name", { exact: true }).fill("Night Owl");
  await page.getByLabel("Archetype", { exact: true }).selectOption("wildcard");
  for (const power of ["Servitor / Sidekick", "Flight", "Leaping", "Resistance"]) await minorPowers(page).getByRole("checkbox", { name: power, exact: true }).check();
  await page.getByRole("group", { name: "Servitor / Sidekick choices" }).getByLabel("Sidekick's minor power").selectOption("armor");
  await page.getByLabel("Background 1").selectOption("athletics");
  await page.getByLabel("Background 2").selectOption("science");
  await saveCharacter(page, "Night Owl");

  // The sidekick: no owner yet is a problem beside the owner field; choosing one fills in its power.
  await page.getByRole("link", { name: "Add a character" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Kid Owl");
  await page.getByRole("radio", { name: "Sidekick" }).check();
  const owner = page.getByLabel("Sidekick of");
  await expect(owner).toHaveAttribute("aria-invalid", "true");
  await expect(owner).toHaveAccessibleDescription(/Choose the teammate this sidekick belongs to\./);
  await expect(legalStatus(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await owner.selectOption({ label: "Night Owl" });
  await expect(page.getByLabel("Sidekick's minor power")).toHaveValue("armor");
  await expect(page.getByRole("region", { name: "Card preview" })).toContainText("Sidekick of Night Owl");
  await saveCharacter(page, "Kid Owl");

  await expect(roster(page).getByRole("article", { name: "Kid Owl" })).toContainText("Sidekick of Night Owl");

  // Editing the sidekick keeps its owner chosen.
  await page.getByRole("link", { name: "Edit Kid Owl" }).click();
  await expect(page.getByLabel("Sidekick of")).toHaveValue(/.+/);
  await expect(page.getByLabel("Sidekick of").locator("option:checked")).toHaveText("Night Owl");
});

test("a team is archived after a confirmation, leaves the standings, and is restored unless its leader has another team", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Ada Archivist", email: uniqueEmail("archive") });
  const campaignUrl = await createCampaign(page, `Archive ${uniqueEmail("c").slice(2, 8)}`);
  const teamUrl = await createTeam(page, campaignUrl, "The Night Shift");

  await page.getByRole("link", { name: "Edit team" }).click();
  const section = page.getByRole("region", { name: "Archive this team" });
  await section.getByRole("button", { name: "Archive team…" }).click();
  // Nothing is sent until the second button: cancelling leaves the team as it was.
  await section.getByRole("button", { name: "Cancel" }).click();
  await section.getByRole("button", { name: "Archive team…" }).click();
  await expect(section).toContainText("Archive “The Night Shift”?");
  await expect(section.getByRole("button", { name: "Yes, archive the team" })).toBeFocused();
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Yes, archive the team" }).click();

  await expect(page).toHaveURL(campaignUrl);
  await expect(page.getByRole("list", { name: "Standings" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recent activity" })).toContainText("Ada Archivist archived the team “The Night Shift”.");

  // Its leader may found a new team; the archived one then cannot come back beside it.
  await createTeam(page, campaignUrl, "The Day Crew");
  await page.goto(`${teamUrl}/edit`);
  await expect(page.getByRole("main")).toContainText("This team is archived");
  await page.getByRole("button", { name: "Restore team" }).click();
  await expect(page.getByRole("region", { name: "Restore this team" }).getByRole("status")).toContainText("You already lead “The Day Crew” in this campaign");

  // Archive the new team, and the old one comes back to the standings.
  await page.goto(campaignUrl);
  await page.getByRole("list", { name: "Standings" }).getByRole("link", { name: "The Day Crew" }).click();
  await page.getByRole("link", { name: "Edit team" }).click();
  await page.getByRole("button", { name: "Archive team…" }).click();
  await page.getByRole("button", { name: "Yes, archive the team" }).click();
  await expect(page).toHaveURL(campaignUrl);
  await page.goto(`${teamUrl}/edit`);
  await page.getByRole("button", { name: "Restore team" }).click();
  await expect(page).toHaveURL(teamUrl);
  await page.goto(campaignUrl);
  await expect(page.getByRole("list", { name: "Standings" })).toContainText("The Night Shift");
  await expect(page.getByRole("region", { name: "Recent activity" })).toContainText("Ada Archivist restored the team “The Night Shift” from the archive.");
});

test("where the campaign allows vehicles the builder offers a Basic Vehicle, and it joins the roster", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Val Vehicle", email: uniqueEmail("vehicle") });
  await page.goto("/campaigns/new");
  const name = `Garage ${uniqueEmail("c").slice(2, 8)}`;
  await page.getByLabel("Campaign name").fill(name);
  await page.getByLabel("Allow vehicles").check();
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const teamUrl = await createTeam(page, page.url(), "The Motor Pool");

  await page.goto(`${teamUrl}/characters/new`);
  await page.getByLabel("Name", { exact: true }).fill("Owlmobile");
  await page.getByRole("radio", { name: "Vehicle" }).check();
  const vehicle = page.getByRole("group", { name: "Vehicle", exact: true });
  await vehicle.getByRole("radio", { name: "Medium" }).check();
  // Robot Brain without Independent is flagged live, beside the vehicle's options (L2760).
  await vehicle.getByRole("checkbox", { name: "Robot Brain" }).check();
  await vehicle.getByRole("checkbox", { name: "Heavy Armor" }).check();
  await expect(vehicle).toContainText("Robot Brain needs Independent");
  await vehicle.getByRole("checkbox", { name: "Robot Brain" }).uncheck();
  await vehicle.getByRole("checkbox", { name: "All-Terrain" }).check();
  for (const power of ["Armor", "Leaping", "Resistance"]) await minorPowers(page).getByRole("checkbox", { name: power, exact: true }).check();
  await expectNoAxeViolations(page);
  await saveCharacter(page, "Owlmobile");

  const card = roster(page).getByRole("article", { name: "Owlmobile" });
  await expect(card).toContainText("Basic Vehicle");
  await expect(card.locator('[data-stat="Body"]')).toHaveText("Body 10");
});
