import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

const balance = (page: Page) => page.locator('[data-story-points="Balance"]');
const history = (page: Page) => page.getByRole("table", { name: "Story point history" });
const rows = (page: Page) => history(page).getByRole("row");

/** `title`: the page's <title>, which a client-side navigation sets a moment after the content. */
async function expectNoAxeViolations(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Longbox`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("an organiser corrects a team's story points, then spends them on a guest star; the history lists both lines", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(page, `Ledger League ${uniqueEmail("c").slice(2, 8)}`);
  const teamUrl = await createTeam(page, campaignUrl, "The Bookkeepers");

  await page.goto(`${teamUrl}/ledger`);
  await expect(page.getByRole("heading", { level: 1, name: "Story points" })).toBeVisible();
  await expect(balance(page)).toHaveText("1");
  await expect(rows(page)).toHaveCount(2); // header + the starting story point
  await expect(rows(page).nth(1)).toContainText("Starting story point");

  // A correction needs a note: refused by the server, nothing saved.
  await page.getByLabel("Change in story points").fill("3");
  await page.getByRole("button", { name: "Save correction" }).click();
  await expect(page.getByText("Say why the story points change.")).toBeVisible();
  await expect(balance(page)).toHaveText("1");

  await page.getByLabel("Change in story points").fill("3");
  await page.getByLabel("Why").fill("Painted the whole team before issue 1");
  await page.getByRole("button", { name: "Save correction" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Correction of +3 SP saved. The balance is now 4." })).toBeVisible();
  await expect(balance(page)).toHaveText("4");
  await expectNoAxeViolations(page, "Story points");

  await page.getByRole("link", { name: "Spend story points" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spend story points" })).toBeVisible();
  await expect(balance(page)).toHaveText("4");
  const guestStar = page.getByRole("region", { name: "Guest star" });
  await expect(guestStar).toContainText("Costs 2 SP");
  // Vehicles are off in this campaign and nobody is cursed, an archer or a sorcerer: only the guest star is offered.
  await expect(page.getByRole("main").getByRole("region")).toHaveCount(1);
  await expectNoAxeViolations(page, "Spend story points");
  await guestStar.getByRole("button", { name: "Book a guest star" }).click();
  // Spending asks first.
  await guestStar.getByRole("button", { name: "Yes, spend 2 SP" }).click();

  await expect(page).toHaveURL(`${teamUrl}/ledger`);
  await expect(balance(page)).toHaveText("2");
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).nth(1)).toContainText("Guest star booked");
  await expect(rows(page).nth(1)).toContainText("−2");
  await expect(rows(page).nth(1).getByRole("cell").nth(3)).toHaveText("2");
  await expect(rows(page).nth(2)).toContainText("Organiser correction");
  await expect(rows(page).nth(2)).toContainText("Painted the whole team before issue 1");
  await expect(rows(page).nth(2)).toContainText("+3");
  await expect(rows(page).nth(2).getByRole("cell").nth(3)).toHaveText("4");
  await expect(rows(page).nth(2)).toContainText("Olive Organiser");

  // Another player sees the history but may neither spend this team's points nor correct them.
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await player.goto(`${teamUrl}/ledger`);
  await expect(balance(player)).toHaveText("2");
  await expect(rows(player)).toHaveCount(4);
  await expect(player.getByRole("link", { name: "Spend story points" })).toHaveCount(0);
  await expect(player.getByRole("heading", { name: "Correct story points" })).toHaveCount(0);
  expect((await player.goto(`${teamUrl}/spend`))?.status()).toBe(404);
  await expect(player.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // The booked guest star is shown on the team, not only as a ledger line.
  await player.goto(teamUrl);
  await expect(player.getByText("Guest star booked: joins the team's next battle.")).toBeVisible();
});
