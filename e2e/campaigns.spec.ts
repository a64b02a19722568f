import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { latestMagicLink, PASSWORD, signUp, uniqueEmail } from "./fixtures/accounts";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help}`)).toEqual([]);
}

async function createCampaign(page: Page, name: string) {
  await page.getByRole("banner").getByRole("link", { name: "Campaigns" }).click();
  await page.getByRole("link", { name: "New campaign" }).click();
  // A client-side navigation sets the new page's <title> a moment after its content: wait for it.
  await expect(page).toHaveTitle("New campaign · Longbox");
  // Super Mission Force is chosen first; every game of the catalog may be (the d20 series, the newest, included).
  await expect(page.getByRole("radio", { name: "Super Mission Force" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "d20 superhero series" })).toBeEnabled();
  await page.getByLabel("Campaign name").fill(name);
  await page.getByLabel("Allow vehicles").check();
  await page.getByLabel("Social Science background").selectOption({ label: "Adventure +1D, Image +1D (Ch. 5 table)" });
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return page.url();
}

async function createInviteLink(page: Page) {
  await page.getByRole("navigation", { name: "Campaign" }).getByRole("link", { name: "Members" }).click();
  await page.getByLabel("Joins as").selectOption("PLAYER");
  await page.getByLabel("Expires after").selectOption("7");
  await page.getByRole("button", { name: "Create invite link" }).click();
  const linkField = page.getByLabel("Invite link for a player");
  await expect(linkField).toHaveValue(/\/invite\/[\w-]{43}$/);
  await expect(page.getByRole("list", { name: "Invite links" })).toContainText("Player · Active");
  return linkField.inputValue();
}

test.describe("campaigns", () => {
  test("an organiser invites a player, who signs up from the link and joins", async ({ page, browser }) => {
    // Two accounts, each signed up through the form, and eight page loads: a journey, with its budget.
    test.setTimeout(90_000);
    const name = `Crisis ${uniqueEmail("c").slice(2, 12)}`;
    await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
    const campaignUrl = await createCampaign(page, name);
    const main = page.getByRole("main");
    await expect(main.getByRole("region", { name: "Settings" })).toContainText("Adventure +1D, Image +1D (Ch. 5 table)");
    await expect(main.getByRole("region", { name: "Members" })).toContainText("Olive Organiser · Organiser");
    await expect(main.getByRole("region", { name: "Recent activity" })).toContainText(`Olive Organiser started the campaign “${name}”.`);

    const inviteLink = await createInviteLink(page);

    // The player, in a browser of their own, with no account yet.
    const playerContext = await browser.newContext();
    const player = await playerContext.newPage();
    await player.goto(inviteLink);
    await expect(player.getByRole("heading", { name: `You are invited to ${name}` })).toBeVisible();
    await player.getByRole("link", { name: "Create an account" }).click();
    await player.getByLabel("Name (shown to your group)").fill("Pat Player");
    const playerEmail = uniqueEmail("player");
    await player.getByLabel("Email").fill(playerEmail);
    await player.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await player.getByRole("button", { name: "Create account" }).click();
    // The emailed confirmation link signs the new account in and brings it back to the invite.
    await expect(player.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    await player.goto(await latestMagicLink(playerEmail, "confirm-email"));

    await player.getByRole("button", { name: `Join ${name} as player` }).click();
    await expect(player).toHaveURL(campaignUrl);
    await expect(player.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(player.getByRole("main").getByRole("region", { name: "Members" })).toContainText("Pat Player · Player");
    await expect(player.getByRole("main").getByRole("region", { name: "Recent activity" })).toContainText("Pat Player joined as player.");

    // A player sees the campaign but not its settings, and gets the same 404 as an outsider.
    await expect(player.getByRole("navigation", { name: "Campaign" }).getByRole("link", { name: "Settings" })).toHaveCount(0);
    expect((await player.goto(`${campaignUrl}/settings`))?.status()).toBe(404);

    // The organiser sees the new member and the invite's use.
    await page.reload();
    await expect(page.getByRole("main")).toContainText("Pat Player");
    await expect(page.getByRole("list", { name: "Invite links" })).toContainText("used 1 of 1");
    await playerContext.close();
  });

  // Each accessibility scan is a test of its own: a scan takes seconds of CPU on a loaded machine,
  // and the journey above should not share its time limit with them.
  test("the new-campaign form and a campaign's overview pass an accessibility check", async ({ page }) => {
    test.setTimeout(60_000);
    await signUp(page, { email: uniqueEmail("organiser") });
    await page.goto("/campaigns/new");
    await expect(page.getByLabel("Campaign name")).toBeVisible();
    await expectNoAxeViolations(page);
    await createCampaign(page, `Scanned ${uniqueEmail("c").slice(2, 12)}`);
    await expectNoAxeViolations(page);
  });

  test("the members page with an invite, and the invite as a visitor sees it, pass an accessibility check", async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signUp(page, { email: uniqueEmail("organiser") });
    const name = `Invited ${uniqueEmail("c").slice(2, 12)}`;
    await createCampaign(page, name);
    const inviteLink = await createInviteLink(page);
    await expectNoAxeViolations(page);

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(inviteLink);
    await expect(visitor.getByRole("heading", { name: `You are invited to ${name}` })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await context.close();
  });

  test("someone who is not a member gets 404 for the campaign and its pages", async ({ page, browser }) => {
    await signUp(page, { name: "Secret Keeper", email: uniqueEmail("keeper") });
    const campaignUrl = await createCampaign(page, "Secret Campaign");

    const outsiderContext = await browser.newContext();
    const outsider = await outsiderContext.newPage();
    await signUp(outsider, { name: "Nosy Neighbour", email: uniqueEmail("outsider") });
    for (const path of [campaignUrl, `${campaignUrl}/members`, `${campaignUrl}/settings`]) {
      const response = await outsider.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(outsider.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(outsider.getByRole("main")).not.toContainText("Secret Campaign");
    }
    await outsiderContext.close();
  });

  test("a removed player cannot use the group link again; the organiser invites them back by name", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signUp(page, { name: "Olive Organiser", email: uniqueEmail("organiser") });
    const name = `Removal ${uniqueEmail("c").slice(2, 12)}`;
    const campaignUrl = await createCampaign(page, name);
    await page.getByRole("navigation", { name: "Campaign" }).getByRole("link", { name: "Members" }).click();
    await page.getByLabel("Link works for").selectOption("5");
    await page.getByRole("button", { name: "Create invite link" }).click();
    const groupLink = await page.getByLabel("Invite link for a player").inputValue();

    const playerContext = await browser.newContext();
    const player = await playerContext.newPage();
    await signUp(player, { name: "Rex Removed", email: uniqueEmail("player") });
    await player.goto(groupLink);
    await player.getByRole("button", { name: `Join ${name} as player` }).click();
    await expect(player).toHaveURL(campaignUrl);

    await page.reload();
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Remove Rex Removed" }).click();
    const removed = page.getByRole("list", { name: "Removed people" });
    await expect(removed).toContainText("Rex Removed · was player · removed");

    await player.goto(groupLink);
    await expect(player.getByRole("heading", { name: "This invite cannot be used" })).toBeVisible();
    await expect(player.getByRole("main")).toContainText("ask an organiser to invite you by name");

    await removed.getByLabel("Rex Removed comes back as").selectOption("VIEWER");
    await removed.getByRole("button", { name: "Invite Rex Removed back" }).click();
    const personalLink = await page.getByLabel("Invite link for Rex Removed").inputValue();
    await expect(page.getByRole("list", { name: "Invite links" })).toContainText("Viewer · Active");
    await expect(page.getByRole("list", { name: "Invite links" })).toContainText("for Rex Removed only");
    await expectNoAxeViolations(page);

    await player.goto(personalLink);
    await player.getByRole("button", { name: `Join ${name} as viewer` }).click();
    await expect(player).toHaveURL(campaignUrl);
    await expect(player.getByRole("main").getByRole("region", { name: "Members" })).toContainText("Rex Removed · Viewer");
    await page.reload();
    await expect(page.getByRole("list", { name: "Removed people" })).toHaveCount(0);
    await playerContext.close();
  });

  test("a withdrawn invite link says so", async ({ page, browser }) => {
    await signUp(page, { email: uniqueEmail("organiser") });
    await createCampaign(page, "Withdrawn Campaign");
    await page.getByRole("navigation", { name: "Campaign" }).getByRole("link", { name: "Members" }).click();
    await page.getByRole("button", { name: "Create invite link" }).click();
    const inviteLink = await page.getByLabel(/Invite link for a/).inputValue();
    await page.getByRole("button", { name: /Withdraw the player invite/ }).click();
    await expect(page.getByRole("list", { name: "Invite links" })).toContainText("Player · Withdrawn");

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(inviteLink);
    await expect(visitor.getByRole("heading", { name: "This invite cannot be used" })).toBeVisible();
    await expect(visitor.getByRole("main")).toContainText("That invite link was withdrawn by the organiser.");
    await expect(visitor.getByRole("main")).not.toContainText("Withdrawn Campaign");
    await context.close();
  });
});
