import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./fixtures/accounts";
import { createTeam, inviteNewPlayer } from "./fixtures/teams";

const PHONE = { width: 360, height: 780 };
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const tracker = (page: Page) => page.getByRole("region", { name: "During the battle" });
const said = (page: Page) => tracker(page).getByRole("status");
const model = (page: Page, name: string) => tracker(page).locator(`[data-model="${name}"]`);
const tapList = (page: Page) => tracker(page).getByRole("list", { name: "Tracked so far" });
const nextStep = (page: Page, name: RegExp) => page.locator("form").filter({ has: page.getByRole("heading", { name }) });
/** The last part of a team page's address: the team's id, which the result form's "Incapacitated by" holds. */
const teamIdOf = (teamUrl: string) => new URL(teamUrl).pathname.split("/").at(-1)!;

/** Adds a card started from the book's sample Ace (a Level 4 Trained Super with 10 HP), under another name. */
async function addCardFromAce(page: Page, teamUrl: string, name: string) {
  await page.goto(`${teamUrl}/characters/new`);
  await page.getByRole("button", { name: "The sample Ace" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByRole("status").filter({ hasText: "This card keeps every rule the league checks." })).toBeVisible();
  await page.getByRole("button", { name: "Add to the team" }).click();
  await expect(page).toHaveURL(teamUrl);
}

// Ruling SU-R46: with three or more teams, the tap that puts a model out names the team that did it,
// and the result opens with that team as "Incapacitated by".
test("on a phone: a three-team Slugfest, a model taken out by a named team, a wrong attacker undone and tapped again, and the result opening with who Incapacitated it", async ({
  page,
  browser,
}) => {
  // Three accounts (one team each), three cards and a battle from set-up to VP: a long walk on a loaded machine.
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signUp(page, { name: "Olive", email: uniqueEmail("organiser") });
  await page.goto("/campaigns/new");
  await page.getByRole("radio", { name: "Supers Unlimited" }).check();
  await page.getByLabel("Campaign name").fill("Three-Way League");
  await page.getByLabel("Terrain Roll decides the deployment").uncheck();
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Three-Way League" })).toBeVisible();
  const campaignUrl = page.url();

  // One team per account: Olive's Shield Squad (Ace), Pat's Night Watch (Nova), Quinn's Gold Guard (Gil).
  const teamUrls = new Map([["Shield Squad", await createTeam(page, campaignUrl, "Shield Squad")]]);
  await addCardFromAce(page, teamUrls.get("Shield Squad")!, "Ace");
  for (const [person, team, card] of [
    ["Pat", "Night Watch", "Nova"],
    ["Quinn", "Gold Guard", "Gil"],
  ] as const) {
    const player = await inviteNewPlayer(page, browser, campaignUrl, person);
    await player.setViewportSize(PHONE);
    teamUrls.set(team, await createTeam(player, campaignUrl, team));
    await addCardFromAce(player, teamUrls.get(team)!, card);
    await player.close();
  }

  // The battle: with three teams only Olive's own line-up starts ticked; the other two are ticked here.
  await page.goto(`${campaignUrl}/battles/new`);
  for (const [team, card] of [
    ["Night Watch", "Nova"],
    ["Gold Guard", "Gil"],
  ] as const) {
    await page
      .getByRole("group", { name: new RegExp(team) })
      .getByRole("checkbox", { name: new RegExp(card) })
      .check();
  }
  await expect(page.getByText("3 teams play.")).toBeVisible();
  await page.getByRole("button", { name: "Record the battle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue #1" })).toBeVisible();
  const battleUrl = page.url();
  await nextStep(page, /^Next: Deployment/)
    .getByRole("button", { name: "Roll with the app" })
    .click();
  const scenario = nextStep(page, /^Next: Scenario/);
  await scenario.getByLabel("Scenario").selectOption({ label: "Slugfest" });
  await scenario.getByRole("button", { name: "Save: chosen, or rolled by the app" }).click();
  // One Subplot die per team, typed: 1, 2 and 1 are each First Blood, which scores for whoever put the first model out.
  const subplots = nextStep(page, /^Next: Subplots/);
  await subplots.getByLabel("Or type the dice you threw").fill("1 2 1");
  await subplots.getByRole("button", { name: "Save the typed dice" }).click();
  await expect(page.getByRole("region", { name: "Set-up" })).toContainText("First Blood!");
  await nextStep(page, /^Next: Battle of Wits/)
    .getByRole("button", { name: "Roll with the app" })
    .click();
  await expect(tracker(page)).toContainText("Endgame not yet: Slugfest ends once");

  // Nova's Out asks who did it, offering only the two other teams; Cancel tracks nothing.
  const askNova = tracker(page).getByRole("group", { name: "Who did it to Nova?" });
  await tracker(page).getByRole("button", { name: "Nova Incapacitated", exact: true }).click();
  await expect(askNova).toContainText("Nova Incapacitated: by which team?");
  await expect(askNova.getByRole("button", { name: "By Shield Squad" })).toBeEnabled();
  await expect(askNova.getByRole("button", { name: "By Gold Guard" })).toBeEnabled();
  await expect(askNova.getByRole("button", { name: "By Night Watch" })).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await askNova.getByRole("button", { name: "Cancel" }).click();
  await expect(askNova).toHaveCount(0);
  await expect(tracker(page)).toContainText("Nothing yet.");
  await expect(model(page, "Nova").locator("[data-model-state]")).toHaveText("standing");

  // KO'ed by Gold Guard first: the Out then offers Gold Guard first, as the team that KO'ed Nova
  // (Ruling SU-R46). Cancelled, and the KO undone: Nova stands, nothing tracked.
  await tracker(page).getByRole("button", { name: "Nova KO'ed", exact: true }).click();
  await askNova.getByRole("button", { name: "By Gold Guard" }).click();
  await expect(said(page)).toHaveText("Tracked: Nova KO'ed by Gold Guard");
  await expect(model(page, "Nova").locator("[data-model-state]")).toHaveText("KO'ed");
  await tracker(page).getByRole("button", { name: "Nova Incapacitated", exact: true }).click();
  await expect(askNova.getByRole("button")).toHaveText(["By Gold Guard (their KO)", "By Shield Squad", "Cancel"]);
  await askNova.getByRole("button", { name: "Cancel" }).click();
  await tapList(page).getByRole("button", { name: "Undo: Nova KO'ed by Gold Guard" }).click();
  await expect(said(page)).toHaveText("Undone: Nova KO'ed by Gold Guard");
  await expect(model(page, "Nova").locator("[data-model-state]")).toHaveText("standing");
  await expect(tracker(page)).toContainText("Nothing yet.");

  // The wrong team named: the tap list and its undo line say Shield Squad; undone, Nova stands again.
  await tracker(page).getByRole("button", { name: "Nova Incapacitated", exact: true }).click();
  await askNova.getByRole("button", { name: "By Shield Squad" }).click();
  await expect(said(page)).toHaveText("Tracked: Nova Incapacitated by Shield Squad");
  await expect(model(page, "Nova").locator("[data-model-state]")).toHaveText("Incapacitated");
  // One line, saved (it names who tapped it rather than "saving…").
  await expect(tapList(page).getByRole("listitem")).toHaveText([/^Nova Incapacitated by Shield Squad · Olive/]);
  await tapList(page).getByRole("button", { name: "Undo: Nova Incapacitated by Shield Squad" }).click();
  await expect(said(page)).toHaveText("Undone: Nova Incapacitated by Shield Squad");
  await expect(model(page, "Nova").locator("[data-model-state]")).toHaveText("standing");
  await expect(tracker(page)).toContainText("Nothing yet.");
  await expect(tracker(page)).toContainText("Endgame not yet");

  // Tapped again, naming Gold Guard: the list and its undo line now say Gold Guard, and Night Watch is
  // below half its Levels, so the Slugfest's Endgame begins.
  await tracker(page).getByRole("button", { name: "Nova Incapacitated", exact: true }).click();
  await askNova.getByRole("button", { name: "By Gold Guard" }).click();
  await expect(said(page)).toHaveText("Tracked: Nova Incapacitated by Gold Guard");
  await expect(tapList(page).getByRole("listitem")).toHaveText([/^Nova Incapacitated by Gold Guard · Olive/]);
  await expect(tapList(page).getByRole("button", { name: "Undo: Nova Incapacitated by Gold Guard" })).toBeEnabled();
  await expect(tapList(page).getByRole("button", { name: "Undo: Nova Incapacitated by Shield Squad" })).toHaveCount(0);
  await expect(tracker(page)).toContainText("Endgame has begun (after Nova Incapacitated by Gold Guard).");

  // The Endgame Turns of the two Supers still in play, then the result.
  for (const name of ["Ace", "Gil"]) {
    await tracker(page)
      .getByRole("button", { name: `${name} took a Turn`, exact: true })
      .click();
    await expect(said(page)).toHaveText(`Tracked: ${name} took a Turn`);
  }
  await expect(tracker(page)).toContainText("Every Endgame Turn is played: enter the result below.");

  // The result opens with Nova out first, Incapacitated by Gold Guard; nobody else was Incapacitated.
  await page.goto(battleUrl);
  const result = page.locator("form").filter({ has: page.getByRole("button", { name: "Save the result" }) });
  await result.getByText("Correct what the tracker says").click();
  const novaFields = result.getByRole("group", { name: "Night Watch" });
  await expect(novaFields.getByLabel(/^Nova \(Level 4/)).toHaveValue("incapacitated");
  await expect(novaFields.getByLabel("If Incapacitated: out as number")).toHaveValue("1");
  await expect(novaFields.getByLabel("Incapacitated by")).toHaveValue(teamIdOf(teamUrls.get("Gold Guard")!));
  await expect(novaFields.getByLabel("Incapacitated by").locator("option:checked")).toHaveText("Gold Guard");
  for (const team of ["Shield Squad", "Gold Guard"]) {
    await expect(result.getByRole("group", { name: team }).getByLabel("Incapacitated by")).toHaveValue("");
  }
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Saved as it opened: First Blood scores for Gold Guard, and the league table credits it with Nova's 4 Levels.
  await result.getByRole("button", { name: "Save the result" }).click();
  const vp = page.getByRole("region", { name: "Victory Points" });
  await expect(vp).toBeVisible();
  const vpLines = (team: string) => vp.getByText(new RegExp(`^${team}: \\d+ VP`)).locator("xpath=following-sibling::ul[1]");
  await expect(vp.getByText(/^Gold Guard: \d+ VP/)).toHaveText("Gold Guard: 4 VP · won");
  await expect(vpLines("Gold Guard")).toContainText("First Blood! +3");
  await expect(vpLines("Shield Squad")).not.toContainText("First Blood");
  await expect(vpLines("Night Watch")).not.toContainText("First Blood");
  await page.goto(campaignUrl);
  const li = (team: string) => page.getByRole("table", { name: "League standings" }).getByRole("row").filter({ hasText: team }).getByRole("cell").nth(3);
  await expect(li("Gold Guard")).toHaveText("4");
  await expect(li("Shield Squad")).toHaveText("0");
  await expect(li("Night Watch")).toHaveText("0");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
