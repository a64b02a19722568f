import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { rollCard } from "./fixtures/battles";
import { importTapSpecTeams } from "./fixtures/team-files";
import { createCampaign } from "./fixtures/teams";

const KNOCKED_OUT = ["Deadeye", "Bug-Man", "Tornado", "Dead Shot", "Prof. Weird", "Shatterer"];

type Watched = Window & { tapWatch?: { sawRedrawing: boolean; observer: MutationObserver } };

/**
 * From now on, notes whether the page ever says it is waiting to be drawn again ("Rolled. Bringing
 * up the next step…", [data-redrawing]): what it shows when a tap's answer lacks what follows.
 */
async function watchForRedraw(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = window as Watched;
    watched.tapWatch?.observer.disconnect();
    const watch = { sawRedrawing: false, observer: new MutationObserver(() => void (document.querySelector("[data-redrawing]") && (watch.sawRedrawing = true))) };
    watch.observer.observe(document.body, { subtree: true, childList: true });
    watched.tapWatch = watch;
    performance.clearResourceTimings();
  });
}

/** Since watchForRedraw: whether the page waited for a redraw, and the posts to the page's own address (the roll card's taps). */
async function sinceWatch(page: Page): Promise<{ sawRedrawing: boolean; posts: Array<{ path: string; bytes: number }> }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    // A server action posts to the page's address; a redraw or a link's prefetch asks with ?_rsc=.
    const posts = entries
      .filter((e) => e.initiatorType === "fetch" && new URL(e.name).pathname === location.pathname && !new URL(e.name).searchParams.has("_rsc"))
      .map((e) => ({ path: new URL(e.name).pathname, bytes: e.decodedBodySize }));
    return { sawRedrawing: (window as Watched).tapWatch?.sawRedrawing ?? false, posts };
  });
}

/**
 * Issue 27's "the answer per tap under 10 kB": each "Roll for me" on the post-battle's roll card is
 * answered with what changed, and a throw that moves the battle past its rolls brings the decision
 * or the outcome in that same answer, drawn at once: no page redraw in the answer, no second request.
 */
test("on a phone: every tap on 'Roll for me' is answered in one request under 10 kB, and one that leaves the rolls shows what follows from it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("tap-answer") });
  const campaignUrl = await createCampaign(page, "Small Answers");
  await importTapSpecTeams(page, browser, campaignUrl, (name) => testInfo.outputPath(name));

  await page.goto(`${campaignUrl}/battles/new`);
  await page.getByRole("button", { name: "Set up the battle" }).click();
  await page.getByRole("button", { name: "Lock choices and roll the pre-battle for me" }).click();
  await expect(page.getByRole("heading", { name: "Report the battle" })).toBeVisible();
  const tracker = page.getByRole("region", { name: "During the battle" });
  for (const name of KNOCKED_OUT) {
    await tracker.getByRole("button", { name: `KO'd: ${name}` }).click();
    await expect(tracker.getByRole("status")).toHaveText(`Tracked: ${name} KO'd (Body)`);
  }
  await expect(page.getByRole("group", { name: "Shatterer", exact: true }).getByLabel("At the end")).toHaveValue("body");
  await page.getByRole("radio", { name: "Dawn Patrol won" }).check();
  // The report alone: the post-battle's dice are then thrown one tap at a time.
  await page.getByRole("button", { name: "Save the report", exact: true }).click();
  await expect(rollCard(page)).toBeVisible();
  const battlePath = new URL(page.url()).pathname;

  const resolved = page.getByText("Resolved: every effect is on the teams.");
  const decision = page.locator("#decision-heading");
  const rollOne = rollCard(page).getByRole("button", { name: "Roll for me" });
  const taps = { all: 0, leftTheRolls: 0 };
  for (let guard = 0; guard < 60 && !(await resolved.isVisible()); guard++) {
    await expect(rollOne.or(decision).or(resolved).first()).toBeVisible();
    if (await resolved.isVisible()) break;
    if (await decision.isVisible()) {
      // A decision: its defaults, and the page that follows (not a tap on the roll card; not counted).
      await page
        .getByRole("button", { name: /^Continue/ })
        .first()
        .click();
      await expect(decision.or(rollOne).or(resolved).first()).toBeVisible();
      await expect(page.getByRole("button", { name: /…$/ })).toHaveCount(0);
      continue;
    }
    await expect(rollOne).toBeEnabled();
    const key = await rollCard(page).locator('input[name="requestKey"]').first().inputValue();
    await watchForRedraw(page);
    await rollOne.click();
    taps.all++;
    const nextCard = rollCard(page).locator(`input[name="requestKey"]:not([value="${key}"])`).first();
    await expect(nextCard.or(decision).or(resolved).first()).toBeAttached();
    const leftTheRolls = !(await rollCard(page).isVisible());
    if (leftTheRolls) {
      taps.leftTheRolls++;
      // What follows is on the page already, from the tap's own answer.
      await expect(decision.or(resolved).first()).toBeVisible();
    }
    // The browser lists the request once its body is read: wait for it, then hold it to one, under 10 kB.
    await expect.poll(async () => (await sinceWatch(page)).posts.length).toBeGreaterThanOrEqual(1);
    const { sawRedrawing, posts } = await sinceWatch(page);
    expect(sawRedrawing).toBe(false);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe(battlePath);
    expect(posts[0]!.bytes).toBeGreaterThan(0);
    expect(posts[0]!.bytes).toBeLessThan(10_000);
  }
  await expect(resolved).toBeVisible();
  expect(taps.all).toBeGreaterThanOrEqual(6);
  // The battle began at a roll and ended resolved: some tap left the rolls (the end may also follow a decision).
  expect(taps.leftTheRolls).toBeGreaterThanOrEqual(1);
});
