import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrick, createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

const sharePanel = (page: Page) => page.getByRole("region", { name: "Share", exact: true });
const storyPoints = (page: Page, label: "Balance" | "Earned" | "Milestones") => page.locator(`[data-story-points="${label}"]`);
const PUBLIC_LINK = /^http:\/\/localhost:\d+\/t\/[A-Za-z0-9_-]{43}$/;

/** `title`: the page's <title>, which a client-side navigation sets a moment after the content. */
async function expectNoAxeViolations(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Longbox`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("the owner shares a team; a signed-out visitor reads it until the link is replaced or withdrawn", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  page.on("dialog", (dialog) => void dialog.accept());
  const ownerEmail = uniqueEmail("sharer");
  await signUp(page, { name: "Sally Sharer", email: ownerEmail });
  const campaignName = `Open Campaign ${uniqueEmail("c").slice(2, 8)}`;
  const campaignUrl = await createCampaign(page, campaignName);
  const teamUrl = await createTeam(page, campaignUrl, "The Open Book", "Villains");
  await addBrick(page, teamUrl, "Grey Rhino");
  await expect(page.getByRole("link", { name: "Export as JSON" })).toHaveAttribute("href", new URL(teamUrl).pathname + "/export");

  // Private at first; sharing shows the link and its QR code.
  await expect(sharePanel(page)).toContainText("This team is private");
  await sharePanel(page).getByRole("button", { name: "Share a public link" }).click();
  const linkField = sharePanel(page).getByLabel("Public link");
  await expect(linkField).toHaveValue(PUBLIC_LINK);
  const link = await linkField.inputValue();
  expect(new URL(link).origin).toBe(new URL(teamUrl).origin);
  await expect(sharePanel(page)).toContainText("This team has a public page");
  const qr = sharePanel(page).getByRole("img", { name: "QR code for the public page of The Open Book" });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg path")).not.toHaveCount(0);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await sharePanel(page).getByRole("button", { name: "Copy link" }).click();
  await expect(sharePanel(page).getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoAxeViolations(page, "Team");
  await page.screenshot({ path: testInfo.outputPath("team-share-panel.png"), fullPage: true });

  // A new, signed-out browser: the roster, read-only, with no email address anywhere.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(link))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: "The Open Book" })).toBeVisible();
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  const main = visitor.getByRole("main");
  await expect(main).toContainText("Villains · led by Sally Sharer · in the campaign");
  await expect(main).toContainText(campaignName);
  await expect(visitor.getByRole("list", { name: "Roster" }).getByRole("article", { name: "Grey Rhino" })).toBeVisible();
  await expect(storyPoints(visitor, "Balance")).toHaveText("1");
  await expect(storyPoints(visitor, "Earned")).toHaveText("1");
  await expect(visitor.getByRole("progressbar", { name: "Progress to the campaign goal" })).toHaveAttribute("aria-valuetext", "1 of 20 story points; 1 earned");
  // Read-only, the page runs no script of ours: it says how to print rather than offering a button.
  await expect(visitor.getByText("use your browser's Print command")).toBeVisible();
  expect(await visitor.locator("body").innerText()).not.toContain("@");
  expect(await visitor.content()).not.toContain(ownerEmail);
  await expect(main.getByRole("link")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: /edit|add a character|export/i })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: /retire|delete|move|stop sharing|new link/i })).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoAxeViolations(visitor, "The Open Book");
  await visitor.screenshot({ path: testInfo.outputPath("public-team.png"), fullPage: true });

  // A new link: the old one is dead at once, the new one works.
  await sharePanel(page).getByRole("button", { name: "New link" }).click();
  await expect(linkField).not.toHaveValue(link);
  await expect(linkField).toHaveValue(PUBLIC_LINK);
  const newLink = await linkField.inputValue();
  expect((await visitor.goto(link))?.status()).toBe(404);
  expect((await visitor.goto(newLink))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: "The Open Book" })).toBeVisible();

  // Stop sharing: the page is private again and the visitor gets the ordinary 404.
  await sharePanel(page).getByRole("button", { name: "Stop sharing" }).click();
  await expect(sharePanel(page)).toContainText("This team is private");
  await expect(sharePanel(page).getByLabel("Public link")).toHaveCount(0);
  await expect(sharePanel(page).getByRole("img")).toHaveCount(0);
  expect((await visitor.goto(newLink))?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(visitor.getByRole("main")).not.toContainText("The Open Book");

  await page.goto(campaignUrl);
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity).toContainText("Sally Sharer shared “The Open Book” on a public page.");
  await expect(activity).toContainText("Sally Sharer stopped sharing “The Open Book”.");
  await visitorContext.close();
});

test("another player sees that a team is shared, but not its link or the controls", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page, { name: "Olive Owner", email: uniqueEmail("owner") });
  const campaignUrl = await createCampaign(page, "Guarded Campaign");
  const teamUrl = await createTeam(page, campaignUrl, "Hidden Hand");
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");

  await player.goto(teamUrl);
  await expect(sharePanel(player)).toContainText("This team is private");
  await expect(sharePanel(player).getByRole("button")).toHaveCount(0);

  await page.goto(teamUrl);
  await sharePanel(page).getByRole("button", { name: "Share a public link" }).click();
  const link = await sharePanel(page).getByLabel("Public link").inputValue();
  expect(link).toMatch(PUBLIC_LINK);
  const token = new URL(link).pathname.split("/").at(-1)!;

  await player.reload();
  await expect(sharePanel(player)).toContainText("This team has a public page");
  await expect(sharePanel(player).getByLabel("Public link")).toHaveCount(0);
  await expect(sharePanel(player).getByRole("img")).toHaveCount(0);
  await expect(sharePanel(player).getByRole("button")).toHaveCount(0);
  expect(await player.content()).not.toContain(token);
  await player.context().close();
});

test("a made-up public link is the ordinary 404", async ({ page }) => {
  for (const token of ["A".repeat(43), "nope"]) {
    expect((await page.goto(`/t/${token}`))?.status(), token).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
});
