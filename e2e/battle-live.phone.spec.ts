import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { lockAndRollPreBattle, rollCard, setUpBattle } from "./fixtures/battles";
import { addBrick, createCampaign, createTeam, inviteNewPlayer } from "./fixtures/teams";

const PHONE = { width: 390, height: 844 };
/** A live update must land within a second; a loaded 2-core machine gets far more before we call it lost. */
const LIVE = { timeout: 15_000 };
const currentStep = (page: Page) => page.getByRole("navigation", { name: "Battle steps" }).locator('[aria-current="step"]');
const lockButton = (page: Page) => page.getByRole("button", { name: "Lock choices and start the pre-battle" });
const liveNote = (page: Page) => page.getByRole("status").filter({ hasText: /^Updated: / });
const battleRolls = (page: Page) => page.getByRole("list", { name: "Rolls of this battle" });

/** Marks the loaded document: the mark survives a live refresh and is lost by a reload. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { longboxSameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { longboxSameDocument?: boolean }).longboxSameDocument === true);

test("two phones at one battle: B locks the choices and A's screen moves on by itself, A's roll appears on B's, and a stale form explains itself", async ({
  page: a,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await a.setViewportSize(PHONE);
  await signUp(a, { name: "Ann Organiser", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(a, "Live Table");
  await addBrick(a, await createTeam(a, campaignUrl, "Dawn Patrol", "Heroes"), "Grey Rhino");
  const b = await inviteNewPlayer(a, browser, campaignUrl, "Bob Player");
  await b.setViewportSize(PHONE);
  await addBrick(b, await createTeam(b, campaignUrl, "Night Shift", "Villains"), "Iron Jaw");
  const battleUrl = await setUpBattle(a, campaignUrl, { opponents: ["Night Shift"], scenario: "Rooftop Rumble!" });

  // A third screen, A's other tab, loses its live updates (as a phone in a tunnel would): its form goes stale.
  const stale = await a.context().newPage();
  await stale.setViewportSize(PHONE);
  await stale.route("**/api/battles/*/events", (route) => route.abort());
  await stale.goto(battleUrl);
  await expect(lockButton(stale)).toBeVisible();

  // Both phones show the set-up.
  await expect(lockButton(a)).toBeVisible();
  await b.goto(battleUrl);
  await expect(lockButton(b)).toBeVisible();
  await markDocument(a);
  await markDocument(b);

  // B locks the pre-battle choices; A's screen moves on to the first pre-battle roll by itself.
  await lockButton(b).click();
  await expect(currentStep(b)).toHaveText("Pre-battle");
  const lockedAt = Date.now();
  await expect(currentStep(a)).toHaveText("Pre-battle", LIVE);
  testInfo.annotations.push({ type: "live update", description: `A moved on ${Date.now() - lockedAt} ms after B's page did` });
  await expect(rollCard(a)).toBeVisible();
  await expect(lockButton(a)).toHaveCount(0);
  await expect(liveNote(a)).toHaveText(/^Updated: Bob Player locked the pre-battle choices\. Now: the next roll, .+\.$/);
  expect(await isSameDocument(a)).toBe(true);
  // B made the change: its own page moved on with its answer, and it is told nothing.
  await expect(liveNote(b)).toHaveCount(0);

  // The stale tab still offers the lock; pressing it says what changed and shows where the battle stands.
  await lockButton(stale).click();
  await expect(
    stale.getByText(
      /^The battle moved on before your press arrived: Bob Player locked the pre-battle choices\. Nothing of yours was saved or rolled; it now stands at the next roll, .+\.$/,
    ),
  ).toBeVisible();
  await expect(rollCard(stale)).toBeVisible();
  await expect(currentStep(stale)).toHaveText("Pre-battle");

  // A throws the first roll; B's screen shows it without a reload, and says who threw what.
  await expect(b.getByText("No rolls yet.")).toBeVisible();
  const label = (await rollCard(a).locator("p.text-lg").textContent())!.trim();
  await rollCard(a).getByRole("button", { name: "Roll for me" }).click();
  await expect(battleRolls(a).getByRole("listitem")).toHaveCount(1);
  await expect(battleRolls(b).getByRole("listitem")).toHaveCount(1, LIVE);
  await expect(battleRolls(b).getByRole("listitem").first()).toContainText(label);
  await expect(battleRolls(b).getByRole("listitem").first()).toContainText("rolled by the app for Ann Organiser's request");
  await expect(liveNote(b)).toContainText(`Updated: Ann Organiser rolled ${label}`);
  expect(await isSameDocument(b)).toBe(true);
  await b.context().close();
});

test("two phones at one battle: a tracker tap on one phone replaces the other's 'Updated:' line, which described the last roll", async ({ page: a, browser }) => {
  test.setTimeout(120_000);
  await a.setViewportSize(PHONE);
  await signUp(a, { name: "Ann Organiser", email: uniqueEmail("organiser") });
  const campaignUrl = await createCampaign(a, "Live Taps");
  await addBrick(a, await createTeam(a, campaignUrl, "Dawn Patrol", "Heroes"), "Grey Rhino");
  const b = await inviteNewPlayer(a, browser, campaignUrl, "Bob Player");
  await b.setViewportSize(PHONE);
  await addBrick(b, await createTeam(b, campaignUrl, "Night Shift", "Villains"), "Iron Jaw");
  const battleUrl = await setUpBattle(a, campaignUrl, { opponents: ["Night Shift"], scenario: "Rooftop Rumble!" });

  // B watches while A locks and rolls the whole pre-battle: B's line describes A's last roll.
  await b.goto(battleUrl);
  await expect(lockButton(b)).toBeVisible();
  await lockAndRollPreBattle(a);
  const tracker = (page: Page) => page.getByRole("region", { name: "During the battle" });
  await expect(tracker(b)).toBeVisible(LIVE);
  await expect(liveNote(b)).toHaveText(/^Updated: Ann Organiser (rolled|locked) .+\. Now: .+\.$/, LIVE);

  // A taps a KO on the tracker: B's list shows it, and B's line now says so instead of the roll.
  await tracker(a).getByRole("button", { name: "KO'd: Iron Jaw" }).click();
  await expect(tracker(a).getByRole("status")).toHaveText("Tracked: Iron Jaw KO'd (Body)");
  await expect(tracker(b).getByRole("list", { name: "Tracked so far" })).toContainText("Iron Jaw", LIVE);
  await expect(liveNote(b)).toHaveText(/^Updated: Ann Organiser tracked Iron Jaw KO'd( \(Body\))?\. Now: .+\.$/, LIVE);
  await b.context().close();
});
