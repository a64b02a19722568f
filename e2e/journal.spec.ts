import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrick, createCampaign, createTeam } from "./fixtures/teams";

const sharePanel = (page: Page) => page.getByRole("region", { name: "Public page", exact: true });
const PUBLIC_LINK = /^http:\/\/localhost:\d+\/c\/[A-Za-z0-9_-]{43}$/;

/** `title`: the page's <title>, which a client-side navigation sets a moment after the content. */
async function expectNoAxeViolations(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Longbox`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("an organiser shares the campaign; a signed-out visitor reads the standings until the link is replaced or withdrawn", async ({ page, browser }) => {
  test.setTimeout(120_000);
  page.on("dialog", (dialog) => void dialog.accept());
  const email = uniqueEmail("organiser");
  await signUp(page, { name: "Olga Organiser", email });
  const campaignName = `Public Campaign ${uniqueEmail("c").slice(2, 8)}`;
  const campaignUrl = await createCampaign(page, campaignName);
  const teamUrl = await createTeam(page, campaignUrl, "The Glass Jaws", "Villains");

  // Members' pages before any battle: an empty journal and roll log, a character with no history.
  await page.goto(`${campaignUrl}/journal`);
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("No issues yet");
  await page.goto(`${campaignUrl}/rolls`);
  await expect(page.getByRole("heading", { level: 1, name: "Roll log" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("No rolls yet");
  await addBrick(page, teamUrl, "Grey Rhino");
  const editHref = await page.getByRole("link", { name: "Edit Grey Rhino" }).getAttribute("href");
  await page.goto(editHref!.replace(/\/edit$/, ""));
  await expect(page.getByRole("heading", { level: 1, name: "Grey Rhino" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Grey Rhino" })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("No battles yet.");
  await expectNoAxeViolations(page, "Character");

  // Private at first; sharing shows the link.
  await page.goto(`${campaignUrl}/sharing`);
  await expect(sharePanel(page)).toContainText("This campaign is private");
  await sharePanel(page).getByRole("button", { name: "Share a public link" }).click();
  const linkField = sharePanel(page).getByLabel("Public link");
  await expect(linkField).toHaveValue(PUBLIC_LINK);
  const link = await linkField.inputValue();
  await expect(sharePanel(page)).toContainText("This campaign has a public page");
  await expectNoAxeViolations(page, "Sharing");

  // A new, signed-out browser: standings and journal, read-only, with no email address anywhere.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(link))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: campaignName })).toBeVisible();
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  const standings = visitor.getByRole("list", { name: "Standings" });
  await expect(standings).toContainText("The Glass Jaws");
  await expect(standings).toContainText("1 SP");
  await expect(standings).toContainText("0 battles: 0 won, 0 lost, 0 drawn");
  await expect(visitor.getByRole("progressbar", { name: "The Glass Jaws: story points toward the goal" })).toHaveAttribute("aria-valuetext", "1 of 20 story points; 1 earned");
  await expect(visitor.getByRole("region", { name: "Journal" })).toContainText("No issues yet");
  expect(await visitor.locator("body").innerText()).not.toContain("@");
  expect(await visitor.content()).not.toContain(email);
  expect(await visitor.content()).not.toContain("Olga Organiser");
  await expect(visitor.getByRole("main").getByRole("link")).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoAxeViolations(visitor, campaignName);

  // A new link: the old one is dead at once.
  await sharePanel(page).getByRole("button", { name: "New link" }).click();
  await expect(linkField).not.toHaveValue(link);
  const newLink = await linkField.inputValue();
  expect(newLink).toMatch(PUBLIC_LINK);
  expect((await visitor.goto(link))?.status()).toBe(404);
  expect((await visitor.goto(newLink))?.status()).toBe(200);

  // Stop sharing: the visitor gets the ordinary 404.
  await sharePanel(page).getByRole("button", { name: "Stop sharing" }).click();
  await expect(sharePanel(page)).toContainText("This campaign is private");
  await expect(sharePanel(page).getByLabel("Public link")).toHaveCount(0);
  expect((await visitor.goto(newLink))?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(visitor.getByRole("main")).not.toContainText(campaignName);

  await page.goto(campaignUrl);
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity).toContainText("Olga Organiser shared the campaign's standings and journal on a public page.");
  await expect(activity).toContainText("Olga Organiser stopped sharing the campaign publicly.");
  await visitorContext.close();
});

test("a made-up campaign link is the ordinary 404", async ({ page }) => {
  for (const token of ["A".repeat(43), "nope"]) {
    expect((await page.goto(`/c/${token}`))?.status(), token).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
});
