import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam, inviteNewPlayer } from "./fixtures/teams";

/** Adds a card started from the book's sample Ace (Level 4 unless told), under another name. */
async function addCardFromAce(page: Page, teamUrl: string, name: string, level?: number) {
  await page.goto(`${teamUrl}/characters/new`);
  await page.getByRole("button", { name: "The sample Ace" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  if (level !== undefined) await page.getByLabel("Level", { exact: true }).fill(String(level));
  await expect(page.getByRole("status").filter({ hasText: "This card keeps every rule the league checks." })).toBeVisible();
  await page.getByRole("button", { name: "Add to the team" }).click();
  await expect(page).toHaveURL(teamUrl);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("on a phone: a Supers Unlimited battle opens on legal line-ups with each team's Levels against the game size, is recorded in one tap, and a short typed Terrain Roll is refused once, the hint saying how many dice", async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page, { name: "Olive", email: uniqueEmail("organiser") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Supers Unlimited" }).check();
  await page.getByLabel("Campaign name").fill("Line-up League");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Line-up League" })).toBeVisible();
  const campaignUrl = page.url();
  // "My campaigns" says which game each campaign plays.
  await page.goto("/campaigns");
  await expect(page.getByRole("list", { name: "Campaigns" }).getByRole("listitem").filter({ hasText: "Line-up League" })).toContainText("Supers Unlimited");

  // Shield Squad: Ace (4) and Titan (10); Night Watch: Nova (4). A medium game: 25 Levels.
  const shieldUrl = await createTeam(page, campaignUrl, "Shield Squad");
  await addCardFromAce(page, shieldUrl, "Ace");
  await addCardFromAce(page, shieldUrl, "Titan", 10);
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat");
  const watchUrl = await createTeam(player, campaignUrl, "Night Watch");
  await addCardFromAce(player, watchUrl, "Nova");
  await player.close();

  await page.goto(`${campaignUrl}/battles/new`);
  const shield = page.getByRole("group", { name: /Shield Squad/ });
  const watch = page.getByRole("group", { name: /Night Watch/ });
  // Both teams open fielded, each with its Levels counted.
  await expect(shield.getByRole("checkbox", { name: /Ace/ })).toBeChecked();
  await expect(shield.getByRole("checkbox", { name: /Titan/ })).toBeChecked();
  await expect(watch.getByRole("checkbox", { name: /Nova/ })).toBeChecked();
  await expect(shield.getByText("Levels 14 of 25 · 2 characters")).toBeVisible();
  await expect(watch.getByText("Levels 4 of 25 · 1 character")).toBeVisible();
  await expect(page.getByText("2 teams play.")).toBeVisible();

  // The total follows each tick.
  await shield.getByRole("checkbox", { name: /Titan/ }).uncheck();
  await expect(shield.getByText("Levels 4 of 25 · 1 character")).toBeVisible();
  await shield.getByRole("checkbox", { name: /Titan/ }).check();
  await expect(shield.getByText("Levels 14 of 25 · 2 characters")).toBeVisible();

  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Nothing to change: one tap records the battle.
  await page.getByRole("button", { name: "Record the battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();

  // The Terrain Roll typed with too few dice: the hint says how many, and the refusal is said once.
  const terrain = page.locator("form").filter({ has: page.getByRole("heading", { name: /^Next: Terrain Roll/ }) });
  const faces = terrain.getByLabel("Or type the dice you threw");
  await expect(faces).toHaveAccessibleDescription(/one D10 per team \(2\), in this order: Shield Squad, Night Watch; then, if the highest is tied/);
  await faces.fill("5");
  await terrain.getByRole("button", { name: "Save the typed dice" }).click();
  await expect(terrain.getByText(/needs more dice than the 1 typed/)).toHaveCount(1);
  await faces.fill("5 3");
  await terrain.getByRole("button", { name: "Save the typed dice" }).click();
  await expect(page.getByRole("heading", { name: /^Next: Deployment/ })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test("on a phone, without an account: the front page says what each game is, and a Supers Unlimited card is built and checked there", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto("/");
  const games = page.getByRole("region", { name: "The games Longbox runs" });
  for (const name of ["Super Mission Force", "Supers Unlimited", "Very Simple Generic Miniatures Rules"]) {
    await expect(games.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Super Mission Force campaigns")).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await games.getByRole("link", { name: "Try the card builder" }).click();
  await expect(page).toHaveURL(/\/try\/supers-unlimited$/);
  await expect(page.getByRole("heading", { level: 1, name: "Try a Supers Unlimited card" })).toBeVisible();
  await page.getByRole("button", { name: "The sample Ace" }).click();
  await expect(page.getByRole("status").filter({ hasText: "This card keeps every rule the league checks." })).toBeVisible();
  await page.getByLabel("Level", { exact: true }).fill("11");
  await expect(page.getByRole("status").filter({ hasText: "1 problem to fix" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Add to the team|Save/ })).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
