import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { resolveSuBattle, suBattleVpKey } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { rollSuSetUp, type RollSuSetUpInput } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { undoSuBattle } from "@/lib/games/supers-unlimited/server/battles/undo-su-battle";
import { cancelSuBattle } from "@/lib/games/supers-unlimited/server/battles/cancel-su-battle";
import { correctSuVp } from "@/lib/games/supers-unlimited/server/ledger/correct-su-vp";
import { loadSuBattlePage } from "@/lib/games/supers-unlimited/server/pages/load-battle-page";
import { loadSuJournal } from "@/lib/games/supers-unlimited/server/pages/load-journal";
import { loadPublicSuCampaign } from "@/lib/games/supers-unlimited/server/pages/load-public-campaign";
import { SuPublicCampaignPage } from "@/components/games/supers-unlimited/pages/public-campaign-page";
import { shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SuResultReport } from "@/lib/games/supers-unlimited/battles/score-result";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { listStandings } from "@/lib/server/teams/list-standings";
import { accessFor, addMember } from "../factories";
import { createSuLeague, createSuTeam } from "./su-factory";
import { serverPayloadText } from "../server-payload";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";

let keys = 0;
const requestKey = () => `su-battle-test-${Date.now()}-${++keys}`.padEnd(20, "0");

/** A league (no Terrain Roll, Subplots on, medium game: 25 Levels) with two teams whose Leaders roll 3 Mind dice. */
async function league(settings: Parameters<typeof createSuLeague>[0] = {}) {
  const made = await createSuLeague({ useTerrainRoll: false, useSubplots: true, usePlasmaX: false, gameSize: "medium", ...settings });
  const ana = await createSuTeam(made.campaignId, null, "Avengers", [member("Ace", 6), member("Goon", 2), member("Spare", 10)]);
  const ben = await createSuTeam(made.campaignId, null, "Brood", [member("Brick", 8), member("Blip", 4)]);
  return { ...made, ana, ben };
}

type League = Awaited<ReturnType<typeof league>>;

async function recordBattle(l: League) {
  const created = await createSuBattle(l.access, {
    teams: [
      { teamId: l.ana.team.id, characterIds: l.ana.characterIds.slice(0, 2) },
      { teamId: l.ben.team.id, characterIds: l.ben.characterIds },
    ],
  });
  if (!created.ok) throw new Error(created.message);
  return created.battleId;
}

async function step(access: CampaignAccess, battleId: string, input: Omit<RollSuSetUpInput, "requestKey"> & { requestKey?: string }, faces: number[] = []) {
  const dice = scriptedDice(faces, 10);
  const result = await rollSuSetUp(access, battleId, { requestKey: requestKey(), ...input }, dice);
  dice.assertExhausted();
  return result;
}

/** Deployment (app 4), Slugfest chosen, Subplots (app: First Blood twice), Battle of Wits typed. */
async function setUpSlugfest(l: League, battleId: string) {
  expect(await step(l.access, battleId, { step: "deployment", source: "app" }, [4])).toMatchObject({ ok: true });
  expect(await step(l.access, battleId, { step: "scenario", source: "app", choice: { scenarioId: "slugfest" } })).toMatchObject({ ok: true });
  expect(await step(l.access, battleId, { step: "subplots", source: "app" }, [1, 2])).toMatchObject({ ok: true });
  // Ace (3 Mind dice) against Brick (3): 6 6 2 against 1 1 1.
  expect(await step(l.access, battleId, { step: "battle-of-wits", source: "physical", faces: ["6", "6", "2", "1", "1", "1"] })).toMatchObject({ ok: true });
}

function slugfestReport(l: League): SuResultReport {
  const [ace, goon] = l.ana.characterIds;
  const [brick, blip] = l.ben.characterIds;
  return {
    models: [
      { characterId: ace!, state: "active" },
      { characterId: goon!, state: "ko" },
      { characterId: brick!, state: "ko" },
      { characterId: blip!, state: "incapacitated", order: 1 },
    ],
    claimed: null,
    prizeStudies: [],
    vipConvictions: [],
  };
}

async function battleState(battleId: string) {
  const battle = await db.battle.findUniqueOrThrow({
    where: { id: battleId },
    select: { status: true, details: true, version: true, teams: { orderBy: { position: "asc" }, select: { result: true } } },
  });
  const rolls = await db.roll.findMany({ where: { battleId }, orderBy: { sequence: "asc" }, select: { slot: true, faces: true, source: true, sequence: true, purpose: true } });
  const entries = await db.storyPointEntry.findMany({
    where: { battleId },
    orderBy: { createdAt: "asc" },
    select: { teamId: true, delta: true, currency: true, reason: true, idempotencyKey: true, reversesEntryId: true },
  });
  return { ...battle, rolls, entries };
}

describe("recording a battle", () => {
  test("copies each line-up from its cards, opens the set-up, and locks the league's options", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    const battle = await db.battle.findUniqueOrThrow({
      where: { id: battleId },
      select: { status: true, issue: true, teams: { orderBy: { position: "asc" }, select: { teamId: true, lineUp: true } } },
    });
    expect(battle).toMatchObject({ status: "SETUP", issue: 1 });
    expect(battle.teams[0]!.lineUp).toEqual([
      { characterId: l.ana.characterIds[0], name: "Ace", level: 6, isSuper: true, isLeader: true, mindDice: 3, hp: 10, power: 4 },
      { characterId: l.ana.characterIds[1], name: "Goon", level: 2, isSuper: false, isLeader: false, mindDice: 3, hp: 10, power: 4 },
    ]);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: l.campaignId }, select: { optionsLockedAt: true } })).optionsLockedAt).not.toBeNull();
  });

  test("refuses a line-up over the league's Levels budget with the reason, and writes nothing", async () => {
    const l = await league();
    // 6 + 2 + 10 = 18 Levels: over a small game's 15.
    await db.campaign.update({
      where: { id: l.campaignId },
      data: { settings: { ...((await db.campaign.findUniqueOrThrow({ where: { id: l.campaignId } })).settings as object), gameSize: "small" } },
    });
    const small = await createSuBattle(l.access, {
      teams: [
        { teamId: l.ana.team.id, characterIds: l.ana.characterIds },
        { teamId: l.ben.team.id, characterIds: l.ben.characterIds },
      ],
    });
    expect(small).toMatchObject({ ok: false, code: "illegal-line-up", message: "Avengers: the line-up has 18 Levels; this league's game allows 15." });
    expect(await db.battle.count({ where: { campaignId: l.campaignId } })).toBe(0);
  });

  test("refuses a line-up that fits no Formation with the reason, and writes nothing (SU L386–L392)", async () => {
    const l = await league();
    const goons = await createSuTeam(l.campaignId, null, "Goons", [member("Nova", 4), member("Lug", 2), member("Mook", 2)]);
    const refused = await createSuBattle(l.access, {
      teams: [
        { teamId: l.ana.team.id, characterIds: l.ana.characterIds.slice(0, 2) },
        { teamId: goons.team.id, characterIds: goons.characterIds },
      ],
    });
    expect(refused).toMatchObject({ ok: false, code: "illegal-line-up" });
    expect(!refused.ok && refused.message).toMatch(/^Goons: Fits none of the three Formations\./);
    expect(await db.battle.count({ where: { campaignId: l.campaignId } })).toBe(0);
  });

  test("a player may record only a battle their own team plays in; a character of another team is refused", async () => {
    const l = await league();
    const stranger = await addMember(l.campaignId, "PLAYER", "Stranger");
    const refused = await createSuBattle(await accessFor(stranger.id, l.campaignId), {
      teams: [
        { teamId: l.ana.team.id, characterIds: l.ana.characterIds.slice(0, 1) },
        { teamId: l.ben.team.id, characterIds: l.ben.characterIds },
      ],
    });
    expect(refused).toMatchObject({ ok: false, code: "not-your-battle" });
    const owner = await accessFor(l.ana.owner.id, l.campaignId);
    const foreign = await createSuBattle(owner, {
      teams: [
        { teamId: l.ana.team.id, characterIds: [l.ben.characterIds[0]!] },
        { teamId: l.ben.team.id, characterIds: l.ben.characterIds },
      ],
    });
    expect(foreign).toMatchObject({ ok: false, code: "illegal-line-up" });
    expect(await db.battle.count({ where: { campaignId: l.campaignId } })).toBe(0);
  });
});

describe("the set-up roller", () => {
  test("stores every die of each step in the roll log, in sequence, with its source", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    await setUpSlugfest(l, battleId);
    const state = await battleState(battleId);
    expect(state.status).toBe("REPORTING");
    expect(state.rolls).toEqual([
      { slot: "set-up:deployment", faces: [4], source: "APP", sequence: 1, purpose: "su-deployment" },
      { slot: "set-up:subplots", faces: [1, 2], source: "APP", sequence: 2, purpose: "su-subplots" },
      { slot: "set-up:battle-of-wits", faces: [6, 6, 2, 1, 1, 1], source: "PHYSICAL", sequence: 3, purpose: "su-battle-of-wits" },
    ]);
    // The record keeps team ids (names may change); the roll log reads in names.
    const details = state.details as { setUp: Record<string, { winner?: string }> };
    expect(details.setUp.battleOfWits!.winner).toBe(l.ana.team.id);
    const label = await db.roll.findFirstOrThrow({ where: { battleId, slot: "set-up:battle-of-wits" }, select: { label: true } });
    expect(label.label).toBe("Issue #1 · Battle of Wits (TN 6): Avengers 2 v Brood 0 → Avengers");
  });

  test("never rolls twice for one request key", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    const key = requestKey();
    expect(await step(l.access, battleId, { step: "deployment", source: "app", requestKey: key }, [7])).toMatchObject({ ok: true, alreadyDone: false });
    // The retry's dice are never asked for (scripted dice with no faces would throw).
    expect(await step(l.access, battleId, { step: "deployment", source: "app", requestKey: key })).toMatchObject({ ok: true, alreadyDone: true });
    // Another player pressing the same step with a fresh key sees it made.
    expect(await step(l.access, battleId, { step: "deployment", source: "app" })).toMatchObject({ ok: true, alreadyDone: true });
    expect((await battleState(battleId)).rolls).toHaveLength(1);
  });

  test("a request key replayed on another battle is refused with a message, and that battle gets no roll (issue 23, item 7)", async () => {
    const l = await league();
    const other = await league();
    const first = await recordBattle(l);
    const second = await recordBattle(other);
    const key = requestKey();
    expect(await step(l.access, first, { step: "deployment", source: "app", requestKey: key }, [7])).toMatchObject({ ok: true, alreadyDone: false });
    const before = await db.battle.findUniqueOrThrow({ where: { id: second }, select: { version: true, details: true } });

    expect(await step(other.access, second, { step: "deployment", source: "app", requestKey: key })).toEqual({
      ok: false,
      code: "key-reused",
      message: "That request was already used for another battle, so nothing was rolled. Reload the page and try again.",
    });
    expect(await db.battle.findUniqueOrThrow({ where: { id: second }, select: { version: true, details: true } })).toEqual(before);
    expect(await db.roll.count({ where: { battleId: second } })).toBe(0);
    // The second battle's own request still rolls.
    expect(await step(other.access, second, { step: "deployment", source: "app" }, [3])).toMatchObject({ ok: true, alreadyDone: false });
  });

  test.each([
    { label: "a face off the die", faces: ["11"], message: "Die 1: 11 is not possible on a D10 (1–10)." },
    { label: "not a number", faces: ["x"], message: 'Die 1: "x" is not a whole number.' },
    { label: "faces left over", faces: ["4", "5"], message: "The Deployment threw 1 die; 1 typed face is left over." },
    { label: "no faces", faces: [], message: "Type the faces of the dice thrown." },
  ])("refuses typed dice with $label, and changes nothing", async ({ faces, message }) => {
    const l = await league();
    const battleId = await recordBattle(l);
    const before = await battleState(battleId);
    expect(await step(l.access, battleId, { step: "deployment", source: "physical", faces })).toEqual({ ok: false, code: "bad-faces", message });
    expect(await battleState(battleId)).toEqual(before);
  });

  test("refuses too few typed dice when a tie throws again", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    await step(l.access, battleId, { step: "deployment", source: "app" }, [4]);
    await step(l.access, battleId, { step: "scenario", source: "app", choice: { scenarioId: "slugfest" } });
    const before = await battleState(battleId);
    // Both throw 9: two choosers throw again, so two faces are not enough.
    expect(await step(l.access, battleId, { step: "subplots", source: "physical", faces: ["9", "9"] })).toMatchObject({
      ok: false,
      code: "bad-faces",
      message:
        'The Subplots needs more dice than the 2 typed. Type one D10 per team (2), in this order: Avengers, Brood; then, if two or more teams rolled "choose", one more for each of them, in the same order.',
    });
    expect(await battleState(battleId)).toEqual(before);
  });

  test("a league that plays with the app's dice only refuses typed faces", async () => {
    const l = await league();
    await db.campaign.update({ where: { id: l.campaignId }, data: { appDiceOnly: true } });
    const battleId = await recordBattle(l);
    expect(await step(l.access, battleId, { step: "deployment", source: "physical", faces: ["4"] })).toMatchObject({ ok: false, code: "app-dice-only" });
    expect((await battleState(battleId)).rolls).toEqual([]);
  });

  test("refuses a step out of turn, and the Terrain Roll's winner choosing the Deployment", async () => {
    const l = await league({ useTerrainRoll: true });
    const battleId = await recordBattle(l);
    expect(await step(l.access, battleId, { step: "scenario", source: "app" })).toMatchObject({ ok: false, code: "step-not-next", message: "The next step is the Terrain Roll." });
    await step(l.access, battleId, { step: "terrain", source: "app" }, [3, 8]);
    expect(await step(l.access, battleId, { step: "deployment", source: "app", choice: { byTeamId: l.ben.team.id, deploymentType: "zones" } })).toMatchObject({
      ok: false,
      code: "rule-refused",
      message: "Brood won the Terrain Roll; a player who lost it chooses the Deployment type.",
    });
    expect(await step(l.access, battleId, { step: "deployment", source: "app", choice: { byTeamId: l.ana.team.id, deploymentType: "zones" } })).toMatchObject({ ok: true });
  });
});

describe("the result", () => {
  test("is scored and written in one go: results by VP, a VP row per scoring team, the battle resolved", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    await setUpSlugfest(l, battleId);
    const versionBefore = (await battleState(battleId)).version;
    const result = await resolveSuBattle(l.access, battleId, slugfestReport(l));
    // Slugfest 6 + 1 against 4: 2 VP; First Blood rolled twice on Blip: 2 VP.
    expect(result).toEqual({ ok: true, vp: { [l.ana.team.id]: 4, [l.ben.team.id]: 0 } });
    const state = await battleState(battleId);
    expect(state.status).toBe("RESOLVED");
    expect(state.version).toBe(versionBefore + 1);
    expect(state.teams.map((t) => t.result)).toEqual(["WON", "LOST"]);
    expect(state.entries).toEqual([
      { teamId: l.ana.team.id, delta: 4, currency: "vp", reason: "BATTLE_VP", idempotencyKey: suBattleVpKey(battleId, l.ana.team.id), reversesEntryId: null },
    ]);
    const lines = (state.details as { result: { score: { lines: Array<{ source: string; vp: number }> } } }).result.score.lines;
    expect(lines.map((line) => [line.source, line.vp])).toEqual([
      ["scenario", 2],
      ["scenario", 0],
      ["first-blood", 2],
    ]);
    const standings = await listStandings(l.access, gameSystem(l.access.gameSystem), await gameServer(l.access.gameSystem));
    expect(standings.map((row) => [row.name, row.balance, row.record.won, row.record.played])).toEqual([
      ["Avengers", 4, 1, 1],
      ["Brood", 0, 0, 1],
    ]);
    // SU-R40's tiebreak stat: Blip (Level 4) Incapacitated counts for Avengers; KO'ed models for nobody.
    expect(standings.map((row) => row.stats)).toEqual([{ levelsIncapacitated: 4 }, {}]);
    expect(await db.character.count({ where: { id: { in: [...l.ana.characterIds.slice(0, 2), ...l.ben.characterIds] }, hasFought: true } })).toBe(4);
    // A second submit changes nothing.
    expect(await resolveSuBattle(l.access, battleId, slugfestReport(l))).toMatchObject({ ok: false, code: "wrong-stage" });
    expect((await battleState(battleId)).entries).toHaveLength(1);
  });

  test("a report that breaks a rule is refused with the reason and writes nothing", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    await setUpSlugfest(l, battleId);
    const before = await battleState(battleId);
    const report = slugfestReport(l);
    report.models[3] = { characterId: l.ben.characterIds[1]!, state: "incapacitated" };
    expect(await resolveSuBattle(l.access, battleId, report)).toEqual({
      ok: false,
      code: "invalid-result",
      message: "Say when Blip was Incapacitated (1 for the first model out).",
    });
    expect(await battleState(battleId)).toEqual(before);
  });

  test("an end the Slugfest's Endgame cannot produce (nobody below half) is refused, naming each team's Levels standing, and writes nothing", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    await setUpSlugfest(l, battleId);
    const before = await battleState(battleId);
    const everyoneStanding = { ...slugfestReport(l), models: slugfestReport(l).models.map((m) => ({ characterId: m.characterId, state: "active" as const })) };
    const result = await resolveSuBattle(l.access, battleId, everyoneStanding);
    expect(result).toMatchObject({ ok: false, code: "invalid-result" });
    expect(result.ok ? "" : result.message).toMatch(
      /^A Slugfest ends only once a team's models standing .* are below half its starting Levels, and no team is \(Levels standing: Avengers 8 of 8, Brood 12 of 12\)/,
    );
    expect(await battleState(battleId)).toEqual(before);
  });

  test("before the set-up is complete the result is refused", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    expect(await resolveSuBattle(l.access, battleId, slugfestReport(l))).toMatchObject({ ok: false, code: "wrong-stage", message: "Finish the set-up before the result." });
  });
});

describe("undoing a battle", () => {
  test("compensates each VP row (nothing deleted), marks the battle undone and takes it out of the standings", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    await setUpSlugfest(l, battleId);
    await resolveSuBattle(l.access, battleId, slugfestReport(l));
    expect(await undoSuBattle(l.access, battleId)).toEqual({ ok: true });
    const state = await battleState(battleId);
    expect(state.status).toBe("UNDONE");
    const [gain, reversal] = state.entries;
    expect(reversal).toMatchObject({ teamId: l.ana.team.id, delta: -4, currency: "vp", reason: "BATTLE_VP", reversesEntryId: expect.any(String) });
    expect(gain).toMatchObject({ delta: 4 });
    const standings = await listStandings(l.access, gameSystem(l.access.gameSystem), await gameServer(l.access.gameSystem));
    expect(standings.map((row) => [row.name, row.balance, row.record.played])).toEqual([
      ["Avengers", 0, 0],
      ["Brood", 0, 0],
    ]);
    // Twice is once.
    expect(await undoSuBattle(l.access, battleId)).toMatchObject({ ok: false, code: "wrong-stage" });
    expect((await battleState(battleId)).entries).toHaveLength(2);
  });
});

describe("an organiser's VP correction", () => {
  test("adds one row with its note, once per request key, and never takes a team below 0", async () => {
    const l = await league();
    const key = requestKey();
    expect(await correctSuVp(l.access, l.ana.team.id, { requestKey: key, delta: 3, note: "Forgot a Subplot" })).toEqual({ ok: true, balance: 3, isRepeat: false });
    expect(await correctSuVp(l.access, l.ana.team.id, { requestKey: key, delta: 3, note: "Forgot a Subplot" })).toEqual({ ok: true, balance: 3, isRepeat: true });
    expect(await correctSuVp(l.access, l.ana.team.id, { requestKey: requestKey(), delta: -4, note: "Too much" })).toMatchObject({
      ok: false,
      code: "below-zero",
      message: "Avengers has 3 VP: a correction cannot take it below 0.",
    });
    const rows = await db.storyPointEntry.findMany({ where: { teamId: l.ana.team.id }, select: { delta: true, currency: true, reason: true, note: true } });
    expect(rows).toEqual([{ delta: 3, currency: "vp", reason: "CORRECTION", note: "Forgot a Subplot" }]);
    expect((await listStandings(l.access, gameSystem(l.access.gameSystem), await gameServer(l.access.gameSystem))).map((row) => [row.name, row.balance])).toEqual([
      ["Avengers", 3],
      ["Brood", 0],
    ]);
  });
});

describe("the pages' reads", () => {
  test("the journal holds resolved battles only; the battle page says who may play and undo", async () => {
    const l = await league();
    const first = await recordBattle(l);
    await setUpSlugfest(l, first);
    await resolveSuBattle(l.access, first, slugfestReport(l));
    const second = await recordBattle(l);

    const journal = await loadSuJournal(l.organiser.id, l.campaignId);
    expect(journal.battles.map((b) => [b.id, b.details.result?.score.vp[l.ana.team.id]])).toEqual([[first, 4]]);

    const viewer = await addMember(l.campaignId, "VIEWER", "Vera");
    const asViewer = await loadSuBattlePage(viewer.id, l.campaignId, second);
    expect(asViewer).toMatchObject({ canPlay: false, canRollSetUp: false, canUndo: false, next: { step: "deployment" } });
    const asOwner = await loadSuBattlePage(l.ben.owner.id, l.campaignId, second);
    expect(asOwner).toMatchObject({ canPlay: true, canRollSetUp: true, canUndo: false });
    const asOrganiser = await loadSuBattlePage(l.organiser.id, l.campaignId, first);
    expect(asOrganiser).toMatchObject({ canPlay: true, canRollSetUp: true, canUndo: true, next: null });
  });
});

describe("cancelling a battle", () => {
  test("before any die an owner may; after a die only an organiser; the teams may then play again", async () => {
    const l = await league();
    const owner = await accessFor(l.ana.owner.id, l.campaignId);
    const untouched = await recordBattle(l);
    expect(await cancelSuBattle(owner, untouched)).toEqual({ ok: true });
    expect((await battleState(untouched)).status).toBe("CANCELLED");

    const rolled = await recordBattle(l);
    await step(l.access, rolled, { step: "deployment", source: "app" }, [4]);
    expect(await cancelSuBattle(owner, rolled)).toMatchObject({ ok: false, code: "dice-thrown" });
    expect((await battleState(rolled)).status).toBe("SETUP");
    expect(await cancelSuBattle(l.access, rolled)).toEqual({ ok: true });
    const state = await battleState(rolled);
    expect(state.status).toBe("CANCELLED");
    expect(state.rolls).toHaveLength(1);
    expect(await cancelSuBattle(l.access, rolled)).toMatchObject({ ok: false, code: "wrong-stage" });
    await recordBattle(l);
  });
});

describe("the league's public page", () => {
  test("shows the league table in the league's order and the journal, with no internal id in its HTML; another system's or a made-up link is nothing", async () => {
    const l = await league();
    const battleId = await recordBattle(l);
    await setUpSlugfest(l, battleId);
    await resolveSuBattle(l.access, battleId, slugfestReport(l));
    const organiser = await accessFor(l.organiser.id, l.campaignId);
    const shared = await shareCampaign(organiser);
    if (!shared.ok) throw new Error("the organiser could not share the league");
    const page = await loadPublicSuCampaign(shared.token);
    expect(page?.table.map((row) => [row.name, row.balance, row.record.won, row.record.played])).toEqual([
      ["Avengers", 4, 1, 1],
      ["Brood", 0, 0, 1],
    ]);
    expect(page?.battles.map((b) => b.issue)).toEqual([1]);
    const html = renderToStaticMarkup((await SuPublicCampaignPage({ params: Promise.resolve({ token: shared.token }) })) as ReactElement);
    expect(html).toContain("Avengers");
    expect(html).toContain("Avengers beat Brood, 4 VP to 0");
    expect(html).toContain("First Blood");
    expect(html).not.toContain("First Blood!: First Blood!");
    // Nor in the payload beside the HTML (keys and props of every element; issue 23, item 7).
    const payload = await serverPayloadText(SuPublicCampaignPage({ params: Promise.resolve({ token: shared.token }) }));
    expect(payload).toContain("First Blood");
    for (const id of [l.campaignId, battleId, l.ana.team.id, l.ben.team.id, ...l.ana.characterIds, ...l.ben.characterIds]) {
      expect(html).not.toContain(id);
      expect(payload).not.toContain(id);
    }
    expect(await loadPublicSuCampaign("x".repeat(43))).toBeNull();
  });
});
