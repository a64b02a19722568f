import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { rollCard } from "./fixtures/battles";
import { importTapSpecTeams } from "./fixtures/team-files";
import { createCampaign } from "./fixtures/teams";

/**
 * Every tap a player makes, counted: a button, a link or a radio is one tap (a native select would
 * be two: open it, pick). Scrolling is free. The count is the table's cost of recording a battle.
 */
function tapCounter(page: Page) {
  const log: string[] = [];
  return {
    log,
    async tap(target: Locator, what: string) {
      await target.click();
      log.push(what);
    },
    /** A tap that sends a form: wait for the server's answer and for the page to leave its pending state. */
    async send(target: Locator, what: string) {
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await target.click();
      log.push(what);
      await answered;
      await expect(page.getByRole("button", { name: /…$/ })).toHaveCount(0);
    },
    get count() {
      return log.length;
    },
    page,
  };
}

test("a four-a-side battle with two KOs a side, the app rolling every die: from 'Record a battle' to 'Resolved' in at most 15 taps", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page, { name: "Olive Organiser", email: uniqueEmail("taps") });
  const campaignUrl = await createCampaign(page, "Fifteen Taps");
  await importTapSpecTeams(page, browser, campaignUrl, (name) => testInfo.outputPath(name));

  await page.goto(campaignUrl);
  const taps = tapCounter(page);
  await taps.tap(page.getByRole("link", { name: "Record a battle" }).first(), "Record a battle");
  // Both teams start in with their whole line-ups: nothing to change.
  await taps.tap(page.getByRole("button", { name: "Set up the battle" }), "Set up the battle");
  await taps.send(page.getByRole("button", { name: "Lock choices and roll the pre-battle for me" }), "Lock and roll the pre-battle");
  await expect(page.getByRole("heading", { name: "Report the battle" })).toBeVisible();
  // While the battle is played, the tracker leads the page; the pre-battle's dice are in its summary.
  await expect(page.getByRole("region", { name: "What the dice did" })).toHaveCount(0);

  // During the battle each KO is one tap on the tracker (Body by default); the report opens with them.
  const tracker = page.getByRole("region", { name: "During the battle" });
  for (const name of ["Deadeye", "Bug-Man", "Dead Shot", "Prof. Weird"]) {
    await taps.tap(tracker.getByRole("button", { name: `KO'd: ${name}` }), `${name} KO'd`);
    await expect(tracker.getByRole("status")).toHaveText(`Tracked: ${name} KO'd (Body)`);
  }
  await expect(tracker.getByRole("list", { name: "Tracked so far" }).getByRole("listitem")).toHaveCount(4);
  // The report form follows the tracked taps once the page has their saved versions.
  for (const name of ["Deadeye", "Bug-Man", "Dead Shot", "Prof. Weird"]) {
    await expect(page.getByRole("group", { name, exact: true }).getByLabel("At the end")).toHaveValue("body");
  }
  await taps.tap(page.getByRole("radio", { name: "Dawn Patrol won" }), "Winner");
  await taps.send(page.getByRole("button", { name: "Save the report and roll the post-battle for me" }), "Save the report and roll");
  await expect(page.getByRole("navigation", { name: "Battle steps" }).locator('[aria-current="step"]')).toHaveText("Post-battle");
  await expect(page.getByRole("region", { name: "What the dice did" })).toContainText("to the injury roll");

  // Whatever the dice bring (a scenario special, milestones), every step is taken with one tap.
  const resolved = page.getByText("Resolved: every effect is on the teams.");
  for (let guard = 0; guard < 20 && !(await resolved.isVisible()); guard++) {
    const rollRest = rollCard(page).getByRole("button", { name: "Roll the rest for me" });
    const continueAndRoll = page.getByRole("button", { name: /and roll the rest for me$/ });
    const continueOnly = page.getByRole("button", { name: /^Continue/ });
    await expect(rollRest.or(continueAndRoll).or(continueOnly).first().or(resolved)).toBeVisible();
    if (await resolved.isVisible()) break;
    if (await rollRest.isVisible()) await taps.send(rollRest, "Roll the rest");
    else if (await continueAndRoll.isVisible()) await taps.send(continueAndRoll, "Continue and roll the rest");
    else await taps.send(continueOnly.first(), "Continue");
  }
  await expect(resolved).toBeVisible();
  await testInfo.attach("taps", { body: taps.log.map((t, i) => `${i + 1}. ${t}`).join("\n"), contentType: "text/plain" });
  console.log(`Taps from "Record a battle" to "Resolved": ${taps.count}\n${taps.log.map((t, i) => `  ${i + 1}. ${t}`).join("\n")}`);
  expect(taps.count).toBeLessThanOrEqual(15);
});
