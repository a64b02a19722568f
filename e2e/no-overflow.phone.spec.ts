import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { addBrawler, fillReport, lockAndRollPreBattle, setUpBattle } from "./fixtures/battles";
import { addBrick, createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

// Groups play with Longbox on their phones at the table: no page may scroll sideways on the narrowest
// common phone. Every page.tsx under app/ is listed here with the test that visits it, so a new page
// fails the first test until someone decides where it is checked.
const PAGES = {
  "page.tsx": "signed out",
  "(auth)/sign-in/page.tsx": "signed out",
  "(auth)/sign-in/check-email/page.tsx": "signed out",
  "(auth)/sign-up/page.tsx": "signed out",
  "(auth)/sign-up/check-email/page.tsx": "signed out",
  "(auth)/forgot-password/page.tsx": "signed out",
  "(auth)/reset-password/page.tsx": "signed out",
  "(auth)/account-deleted/page.tsx": "signed out",
  "rules/builder/page.tsx": "signed out",
  "rules/samples/page.tsx": "signed out",
  "try/[game]/page.tsx": "signed out",
  "not-found.tsx": "signed out",
  "(app)/account/page.tsx": "campaign and team",
  "(app)/campaigns/page.tsx": "campaign and team",
  "(app)/campaigns/new/page.tsx": "campaign and team",
  "(app)/campaigns/import/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/members/page.tsx": "campaign and team",
  "(app)/invite/[token]/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/settings/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/sharing/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/new/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/import/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/[teamId]/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/[teamId]/edit/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/[teamId]/ledger/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/[teamId]/spend/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/[teamId]/characters/new/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/[teamId]/characters/[characterId]/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/teams/[teamId]/characters/[characterId]/edit/page.tsx": "campaign and team",
  "t/[token]/page.tsx": "campaign and team",
  "c/[token]/page.tsx": "campaign and team",
  "(app)/campaigns/[campaignId]/battles/page.tsx": "battle",
  "(app)/campaigns/[campaignId]/battles/new/page.tsx": "battle",
  "(app)/campaigns/[campaignId]/battles/[battleId]/page.tsx": "battle",
  "(app)/campaigns/[campaignId]/rolls/page.tsx": "battle",
  "(app)/campaigns/[campaignId]/journal/page.tsx": "battle",
  // The generic Sessions page serves a game that keeps sessions (GameSystem.sessions): the SHSA play sheet's episodes and weeks.
  "(app)/campaigns/[campaignId]/sessions/page.tsx": "sessions",
  // A session's own page, drawn by a game that has one (the SHSA play sheet's episode or week).
  "(app)/campaigns/[campaignId]/sessions/[sessionId]/page.tsx": "sessions",
} as const;
type PageFile = keyof typeof PAGES;

// The pages a game draws itself, visited again with a campaign of that game (each is listed above
// under the test that visits it first): the d20 series' adventure, hero, journal and public hero.
const GAME_PAGES = {
  "d20 series": [
    "(app)/campaigns/[campaignId]/sessions/[sessionId]/page.tsx",
    "(app)/campaigns/[campaignId]/teams/[teamId]/page.tsx",
    "(app)/campaigns/[campaignId]/journal/page.tsx",
    "t/[token]/page.tsx",
  ],
} as const satisfies Record<string, readonly PageFile[]>;
type Group = (typeof PAGES)[PageFile] | keyof typeof GAME_PAGES;
const gamePagesOf = (group: Group): readonly PageFile[] | undefined => (group in GAME_PAGES ? GAME_PAGES[group as keyof typeof GAME_PAGES] : undefined);

const WIDTH = 360;
const phone = { width: WIDTH, height: 780 };

/**
 * Measures one loaded page. On overflow, names the element whose right edge lies furthest past the
 * viewport, leaving out those inside a box that scrolls or clips sideways (they do not widen the page).
 *
 * The viewport is the root's clientWidth, not window.innerWidth: a phone (this project emulates one)
 * zooms out to show a page wider than the screen, and innerWidth then grows with the page, so
 * `scrollWidth - innerWidth` reads 0 on exactly the pages that are too wide.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const overflow = Math.max(document.documentElement.scrollWidth, window.innerWidth) - viewport;
    if (overflow <= 0) return { overflow, widest: "" };
    const isClippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    let widest: Element | undefined;
    let widestRight = viewport;
    for (const element of document.body.querySelectorAll("*")) {
      const right = element.getBoundingClientRect().right;
      if (right > widestRight && !isClippedByAncestor(element)) [widest, widestRight] = [element, right];
    }
    if (!widest) return { overflow, widest: "(no element found)" };
    const classes = typeof widest.className === "string" && widest.className ? `.${widest.className.trim().split(/\s+/).join(".")}` : "";
    const text = (widest.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return { overflow, widest: `<${widest.tagName.toLowerCase()}${classes}> "${text}" ends at ${Math.round(widestRight)}px` };
  });
}

/**
 * Visits pages of one group. An overflow is a soft failure, so one run reports every page that is too
 * wide, even when a later click fails on a zoomed-out page.
 */
function pageChecker(group: Group) {
  const visited = new Set<PageFile>();
  return {
    /** Checks the page as it is now (after a navigation or an action the test made). */
    async check(page: Page, file: PageFile, label: string) {
      const gamePages = gamePagesOf(group);
      if (gamePages) expect(gamePages, `${file} is one of the "${group}" pages`).toContain(file);
      else expect(PAGES[file], `${file} belongs to the "${PAGES[file]}" test`).toBe(group);
      await page.setViewportSize(phone);
      const { overflow, widest } = await measure(page);
      visited.add(file);
      expect.soft(overflow, `${label} (${new URL(page.url()).pathname}) is ${overflow}px wider than ${WIDTH}px; widest: ${widest}`).toBeLessThanOrEqual(0);
    },
    async visit(page: Page, file: PageFile, label: string, url: string) {
      const response = await page.goto(url);
      expect(response?.status(), `${label} (${url})`).toBe(file === "not-found.tsx" ? 404 : 200);
      await this.check(page, file, label);
    },
    finish() {
      const expected = [...(gamePagesOf(group) ?? (Object.keys(PAGES) as PageFile[]).filter((file) => PAGES[file] === group))];
      expect([...visited].sort()).toEqual(expected.sort());
    },
  };
}

const phonePage = async (browser: Browser) => (await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true })).newPage();

test("every page.tsx under app/ is checked by this spec", () => {
  const appFolder = path.resolve(__dirname, "..", "app");
  const onDisk = readdirSync(appFolder, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith("/page.tsx") || file === "page.tsx" || file === "not-found.tsx");
  expect(onDisk.sort()).toEqual(Object.keys(PAGES).sort());
});

test("on a 360 px phone: the signed-out pages fit the screen", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const pages = pageChecker("signed out");
  await pages.visit(page, "page.tsx", "Home", "/");
  await pages.visit(page, "(auth)/sign-in/page.tsx", "Sign in", "/sign-in");
  await pages.visit(page, "(auth)/sign-in/check-email/page.tsx", "Sign-in link sent", "/sign-in/check-email");
  await pages.visit(page, "(auth)/sign-up/page.tsx", "Sign up", "/sign-up");
  await pages.visit(page, "(auth)/sign-up/check-email/page.tsx", "Confirm your email", "/sign-up/check-email");
  await pages.visit(page, "(auth)/forgot-password/page.tsx", "Forgot password", "/forgot-password");
  await pages.visit(page, "(auth)/reset-password/page.tsx", "Reset password (refused link)", "/reset-password?token=not-a-real-token");
  await pages.visit(page, "(auth)/account-deleted/page.tsx", "Account deleted", "/account-deleted");
  await pages.visit(page, "rules/builder/page.tsx", "Rules builder", "/rules/builder");
  await pages.visit(page, "rules/samples/page.tsx", "Sample teams", "/rules/samples");
  await pages.visit(page, "try/[game]/page.tsx", "Try a game (Supers Unlimited card builder)", "/try/supers-unlimited");
  await pages.visit(page, "try/[game]/page.tsx", "Try a game (VSGMR force builder)", "/try/vsgmr");
  await page.getByRole("button", { name: "Use this army" }).click();
  await pages.check(page, "try/[game]/page.tsx", "Try a game (VSGMR force builder, from a sample army)");
  await pages.visit(page, "not-found.tsx", "Not found", "/no-such-page-anywhere");
  pages.finish();
});

test("on a 360 px phone: the account, campaign and team pages fit the screen", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const pages = pageChecker("campaign and team");
  await signUp(page, { name: "Maximiliana Organiser-Wetherington", email: uniqueEmail("maximiliana.wetherington-organiser.of.the.metropolis.campaign") });
  await pages.check(page, "(app)/account/page.tsx", "Account");
  await pages.visit(page, "(app)/campaigns/new/page.tsx", "New campaign", "/campaigns/new");
  // Long names, as groups really write them: a page must wrap them, not widen.
  const campaignUrl = await createCampaign(page, "The Extraordinarily Long-Running Metropolis Campaign");
  const campaignPath = new URL(campaignUrl).pathname;
  await pages.visit(page, "(app)/campaigns/page.tsx", "My campaigns", "/campaigns");
  await pages.visit(page, "(app)/campaigns/import/page.tsx", "Import a campaign", "/campaigns/import");

  await page.goto(`${campaignPath}/members`);
  await page.getByLabel("Joins as").selectOption("PLAYER");
  await page.getByRole("button", { name: "Create invite link" }).click();
  const inviteLink = await page.getByLabel("Invite link for a player").inputValue();
  await pages.check(page, "(app)/campaigns/[campaignId]/members/page.tsx", "Members with an invite");
  const visitor = await phonePage(browser);
  await pages.visit(visitor, "(app)/invite/[token]/page.tsx", "Invite, signed out", inviteLink);

  await pages.visit(page, "(app)/campaigns/[campaignId]/settings/page.tsx", "Campaign settings", `${campaignPath}/settings`);
  await page.goto(`${campaignPath}/sharing`);
  await page.getByRole("region", { name: "Public page", exact: true }).getByRole("button", { name: "Share a public link" }).click();
  const campaignLink = await page.getByLabel("Public link").inputValue();
  await pages.check(page, "(app)/campaigns/[campaignId]/sharing/page.tsx", "Campaign sharing with a link");

  await pages.visit(page, "(app)/campaigns/[campaignId]/teams/new/page.tsx", "New team", `${campaignPath}/teams/new`);
  const teamUrl = await createTeam(page, campaignUrl, "The Uncanny Interdimensional Avengers of Tomorrow", "Heroes");
  const teamPath = new URL(teamUrl).pathname;
  await pages.visit(page, "(app)/campaigns/[campaignId]/teams/[teamId]/characters/new/page.tsx", "Add a character", `${teamPath}/characters/new`);
  // Each kind shows other sections and menus. The builder is drawn on the client: wait for its
  // choices before counting them (all() does not wait, and a loaded machine drew none in time).
  const kindChoices = page.getByRole("group", { name: "What are you building?" }).getByRole("radio");
  await expect(kindChoices.first()).toBeEnabled();
  const kinds = await kindChoices.all();
  expect(kinds.length).toBeGreaterThan(1);
  for (const kind of kinds) {
    await kind.check();
    await pages.check(page, "(app)/campaigns/[campaignId]/teams/[teamId]/characters/new/page.tsx", `Add a character: ${await kind.getAttribute("value")}`);
  }
  await addBrick(page, teamUrl, "Professor Gargantua-Rockwell");
  await addBrawler(page, teamUrl, "Kid Knuckles");
  await page.getByRole("region", { name: "Share", exact: true }).getByRole("button", { name: "Share a public link" }).click();
  const teamLink = await page.getByRole("region", { name: "Share", exact: true }).getByLabel("Public link").inputValue();
  await pages.check(page, "(app)/campaigns/[campaignId]/teams/[teamId]/page.tsx", "Team with a public link");
  await pages.visit(page, "(app)/campaigns/[campaignId]/page.tsx", "Campaign overview", campaignPath);

  const editHref = await page.goto(teamPath).then(() => page.getByRole("link", { name: "Edit Professor Gargantua-Rockwell" }).getAttribute("href"));
  await pages.visit(page, "(app)/campaigns/[campaignId]/teams/[teamId]/characters/[characterId]/edit/page.tsx", "Edit a character", editHref!);
  await pages.visit(page, "(app)/campaigns/[campaignId]/teams/[teamId]/characters/[characterId]/page.tsx", "Character history", editHref!.replace(/\/edit$/, ""));
  await pages.visit(page, "(app)/campaigns/[campaignId]/teams/[teamId]/edit/page.tsx", "Edit the team", `${teamPath}/edit`);
  await pages.visit(page, "(app)/campaigns/[campaignId]/teams/[teamId]/ledger/page.tsx", "Story point ledger", `${teamPath}/ledger`);
  await pages.visit(page, "(app)/campaigns/[campaignId]/teams/[teamId]/spend/page.tsx", "Spend story points", `${teamPath}/spend`);
  await pages.visit(page, "(app)/campaigns/[campaignId]/teams/import/page.tsx", "Import a team", `${campaignPath}/teams/import`);

  await pages.visit(visitor, "t/[token]/page.tsx", "Public team page", teamLink);
  await pages.visit(visitor, "c/[token]/page.tsx", "Public campaign page", campaignLink);
  pages.finish();
});

test("on a 360 px phone: the battle pages fit the screen, from set-up to post-battle", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const pages = pageChecker("battle");
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("overflow-battle") });
  const campaignUrl = await createCampaign(page, "Pocket Battles at the Table");
  const campaignPath = new URL(campaignUrl).pathname;
  await addBrick(page, await createTeam(page, campaignUrl, "Dawn Patrol of the Northern Reaches", "Heroes"), "Grey Rhino");
  const player = await inviteNewPlayer(page, browser, campaignUrl, "Pat Player");
  await addBrick(player, await createTeam(player, campaignUrl, "Night Shift", "Villains"), "Iron Jaw");

  await pages.visit(page, "(app)/campaigns/[campaignId]/battles/new/page.tsx", "Battle set-up", `${campaignPath}/battles/new`);
  await setUpBattle(page, campaignUrl, { opponents: ["Night Shift"], scenario: "Rooftop Rumble!" });
  await pages.check(page, "(app)/campaigns/[campaignId]/battles/[battleId]/page.tsx", "Battle: pre-battle choices");
  await lockAndRollPreBattle(page);
  await pages.check(page, "(app)/campaigns/[campaignId]/battles/[battleId]/page.tsx", "Battle: report");
  await fillReport(page, { winner: "Dawn Patrol of the Northern Reaches", knockedOut: { "Iron Jaw": "KO'ed on Body" } });
  await expect(page.getByRole("navigation", { name: "Battle steps" }).locator('[aria-current="step"]')).toHaveText("Post-battle");
  await pages.check(page, "(app)/campaigns/[campaignId]/battles/[battleId]/page.tsx", "Battle: post-battle");

  await pages.visit(page, "(app)/campaigns/[campaignId]/battles/page.tsx", "Battles", `${campaignPath}/battles`);
  await pages.visit(page, "(app)/campaigns/[campaignId]/rolls/page.tsx", "Roll log", `${campaignPath}/rolls`);
  await pages.visit(page, "(app)/campaigns/[campaignId]/journal/page.tsx", "Journal", `${campaignPath}/journal`);
  pages.finish();
});

test("on a 360 px phone: the sessions page of a game that keeps them fits the screen, before and after a session is recorded", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const pages = pageChecker("sessions");
  await signUp(page, { name: "Sasha Sessions", email: uniqueEmail("no-overflow-sessions") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "SHSA play sheet" }).check();
  await page.getByLabel("Campaign name").fill("A long-named campaign of episodes and weeks of downtime");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "A long-named campaign of episodes and weeks of downtime" })).toBeVisible();
  const campaignUrl = page.url();
  await pages.visit(page, "(app)/campaigns/[campaignId]/sessions/page.tsx", "Sessions (none yet)", `${campaignUrl}/sessions`);
  await page.getByLabel("Title").fill("The warehouse job, with a very long title to wrap");
  await page.getByRole("button", { name: "Record the session" }).click();
  await expect(page.getByText("The warehouse job, with a very long title to wrap").first()).toBeVisible();
  await pages.check(page, "(app)/campaigns/[campaignId]/sessions/page.tsx", "Sessions (one recorded)");
  await page.getByRole("link", { name: /The warehouse job, with a very long title to wrap/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /The warehouse job/ })).toBeVisible();
  await pages.check(page, "(app)/campaigns/[campaignId]/sessions/[sessionId]/page.tsx", "Session (an episode)");
  pages.finish();
});

test("on a 360 px phone: a d20 series' pages fit the screen and pass axe: an adventure with a conflict, a hero with a hazard, the journal and the hero's public page", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  const pages = pageChecker("d20 series");
  const axe = async (target: Page) => {
    const results = await new AxeBuilder({ page: target }).analyze();
    expect.soft(results.violations.map((v) => `${target.url()} ${v.id}: ${v.help}`)).toEqual([]);
  };
  await signUp(page, { name: "Gwendolyn Gamemaster-Okonkwo", email: uniqueEmail("no-overflow-d20") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "d20 superhero series" }).check();
  await page.getByLabel("Campaign name").fill("The Astonishingly Long-Running Bay City Guardians Series");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The Astonishingly Long-Running Bay City Guardians Series" })).toBeVisible();
  const campaignUrl = page.url();
  const campaignPath = new URL(campaignUrl).pathname;

  // A hero with a long name, a hazard on it and a public link.
  await page.goto(`${campaignPath}/teams/new`);
  await page.getByLabel("Hero name").fill("Kestrel the Indefatigable Skywatcher");
  await page.getByRole("button", { name: "Create hero" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kestrel the Indefatigable Skywatcher" })).toBeVisible();
  const heroPath = new URL(page.url()).pathname;
  const hazard = page.getByRole("form", { name: "Start a hazard" });
  await expect(hazard.getByLabel("Hazard")).toBeEnabled();
  await hazard.getByLabel("Hazard").selectOption("thirst");
  await hazard.getByLabel("What it is").fill("Crossing the salt flats without water");
  await hazard.getByRole("button", { name: "Start the hazard" }).click();
  await expect(page.locator('[data-hazard="Crossing the salt flats without water"]')).toBeVisible();
  await page.getByRole("region", { name: "Share", exact: true }).getByRole("button", { name: "Share a public link" }).click();
  const heroLink = await page.getByRole("region", { name: "Share", exact: true }).getByLabel("Public link").inputValue();
  await pages.check(page, "(app)/campaigns/[campaignId]/teams/[teamId]/page.tsx", "d20 hero with a hazard");
  await axe(page);

  // An adventure with a conflict against a minion group.
  await page.goto(`${campaignPath}/sessions`);
  await page.getByLabel("Title").fill("The warehouse on the docks, with a title long enough to wrap");
  await page.getByRole("button", { name: "Record the session" }).click();
  await page.getByRole("link", { name: /The warehouse on the docks/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /The warehouse on the docks/ })).toBeVisible();
  const start = page.getByRole("form", { name: "Start a conflict" });
  await expect(start.getByLabel("Conflict")).toBeEnabled();
  await start.getByLabel("Conflict").fill("Brawl among the shipping containers");
  await start.getByLabel("Name").first().fill("Longshoreman thug");
  await start.getByLabel("How many (a group)").first().fill("3");
  await start.getByRole("button", { name: "Roll initiative and start" }).click();
  await expect(page.locator('[data-conflict="Brawl among the shipping containers"] [data-combatant]')).toHaveCount(4);
  await pages.check(page, "(app)/campaigns/[campaignId]/sessions/[sessionId]/page.tsx", "d20 adventure with a running conflict");
  await axe(page);

  await pages.visit(page, "(app)/campaigns/[campaignId]/journal/page.tsx", "d20 journal", `${campaignPath}/journal`);
  await expect(page.locator('[data-journal-conflict="Brawl among the shipping containers"]')).toBeVisible();
  await axe(page);
  const visitor = await phonePage(browser);
  await pages.visit(visitor, "t/[token]/page.tsx", "d20 public hero", heroLink);
  await expect(visitor.getByRole("heading", { level: 1, name: "Kestrel the Indefatigable Skywatcher" })).toBeVisible();
  await expect(visitor.getByText("Crossing the salt flats")).toHaveCount(0);
  await axe(visitor);
  expect(heroPath).toContain("/teams/");
  pages.finish();
});
