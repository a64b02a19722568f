import { beforeAll, describe, expect, test } from "vitest";
import { loadCampaignFrame } from "@/app/(app)/campaigns/[campaignId]/_data/load-campaign-frame";
import { loadDashboard } from "@/app/(app)/campaigns/[campaignId]/_data/load-dashboard";
import { authorizeGamePage } from "@/app/(app)/campaigns/[campaignId]/_data/authorize-game-page";
import { loadGenericBattles } from "@/app/(app)/campaigns/[campaignId]/battles/_data/generic-battles";
import { loadSessions } from "@/app/(app)/campaigns/[campaignId]/sessions/_data/load-sessions";
import { loadNewTeam } from "@/app/(app)/campaigns/[campaignId]/teams/new/_data/load-new-team";
import { gameSystem, registerGameSystemForTests } from "@/lib/games/registry";
import { can, UnknownVerbError } from "@/lib/authz/permissions";
import { authorizeBattle, authorizeCampaign, authorizeTeam } from "@/lib/server/authz/authorize";
import { scriptedDice } from "@/lib/rules/dice";
import { recordBattleResult } from "@/lib/server/battles/record-battle-result";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { db } from "@/lib/server/db";
import { listSessions } from "@/lib/server/sessions/list-sessions";
import { recordSession } from "@/lib/server/sessions/record-session";
import { undoSession } from "@/lib/server/sessions/undo-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { updateTeam } from "@/lib/server/teams/update-team";
import { listCampaignTeams, listStandings } from "@/lib/server/teams/list-standings";
import { diceDuel } from "../../games/dice-duel/game";
import { heroLog } from "../../games/hero-log/game";
import { accessFor, addMember, createCampaignFor, createUser, DEFAULT_SETTINGS } from "../factories";
import { gameServer } from "@/lib/games/server-registry";

// Each test-only game is its folder (tests/games/<game>) plus this one catalog line.
beforeAll(() => {
  registerGameSystemForTests(diceDuel);
  registerGameSystemForTests(heroLog);
});

const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404/;

/** A campaign of the system `systemId` organised by a new user, with a player; both lead a side (a hero when the game has alignments). */
async function playedCampaign(systemId: string, options: Record<string, unknown>) {
  const organiser = await createUser({ name: "Olive" });
  const created = await createCampaign(organiser, gameSystem(systemId), { ...DEFAULT_SETTINGS, name: `A ${systemId} campaign`, gameSystem: systemId, ...options });
  if (!created.ok) throw new Error(created.message);
  const campaignId = created.campaign.id;
  const player = await addMember(campaignId, "PLAYER", "Pat");
  const organiserAccess = await accessFor(organiser.id, campaignId);
  const playerAccess = await accessFor(player.id, campaignId);
  const sides = [];
  for (const [access, name] of [
    [organiserAccess, "Red"],
    [playerAccess, "Blue"],
  ] as const) {
    const game = gameSystem(access.gameSystem);
    const team = await createTeam(access, game, { name, alignment: game.roster?.alignments ? "HEROES" : undefined, notes: "" });
    if (!team.ok) throw new Error(team.message);
    sides.push(team.team);
  }
  return { campaignId, organiser, player, organiserAccess, playerAccess, sides };
}

describe("a game with battles and standings (the dice duel)", () => {
  test("plays through the generic services: settings from a posted form, a result-only battle, standings in its order", async () => {
    // A form posts text: the game's schema coerces it.
    const { campaignId, organiserAccess, sides } = await playedCampaign(diceDuel.id, { dicePerSide: "3" });
    expect((await getCampaign(organiserAccess, gameSystem(organiserAccess.gameSystem))).settings).toEqual({ version: 1, dicePerSide: 3 });
    // Red throws 6, 6, 6; Blue 1, 1, 1.
    const battle = await recordBattleResult(organiserAccess, gameSystem(organiserAccess.gameSystem), [sides[0]!.id, sides[1]!.id], scriptedDice([6, 6, 6, 1, 1, 1]));
    expect(battle).toMatchObject({ ok: true, issue: 1 });
    const standings = await listStandings(organiserAccess, gameSystem(organiserAccess.gameSystem), await gameServer(organiserAccess.gameSystem));
    // Its own results, counted as it declares them.
    expect(standings.map((row) => [row.name, row.record.won, row.record.lost])).toEqual([
      ["Red", 1, 0],
      ["Blue", 0, 1],
    ]);
    expect(
      (await db.battleTeam.findMany({ where: { battleId: battle.ok ? battle.battleId : "" }, orderBy: { position: "asc" }, select: { result: true } })).map((row) => row.result),
    ).toEqual(["VICTORY", "DEFEAT"]);
    const rolls = await db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" } });
    expect(rolls.map((roll) => roll.faces)).toEqual([
      [6, 6, 6],
      [1, 1, 1],
    ]);
    // Its first battle locked the dice per side.
    const locked = await updateCampaignSettings(organiserAccess, gameSystem(organiserAccess.gameSystem), {
      ...DEFAULT_SETTINGS,
      name: "Renamed",
      gameSystem: diceDuel.id,
      dicePerSide: "4",
    });
    expect(locked).toMatchObject({ ok: false, code: "options-locked" });
  });

  test("its pages: the generic battles page and tab, no sessions (that page answers 404), no journal", async () => {
    const { campaignId, organiser, player, organiserAccess, sides } = await playedCampaign(diceDuel.id, {});
    const { tabs } = await loadCampaignFrame(organiser.id, campaignId);
    expect(tabs.map((tab) => tab.label)).toEqual(["Overview", "Battles", "Roll log", "Members", "Settings"]);
    await expect(loadSessions(organiser.id, campaignId)).rejects.toThrow(NOT_FOUND);
    // It draws no pages of its own: a game page's address is not routed.
    await expect(authorizeGamePage(organiser.id, campaignId, "battleList")).rejects.toThrow(NOT_FOUND);
    await expect(authorizeGamePage(organiser.id, campaignId, "journal")).rejects.toThrow(NOT_FOUND);
    // The generic battles page lists results in the game's words.
    await recordBattleResult(organiserAccess, gameSystem(organiserAccess.gameSystem), [sides[0]!.id, sides[1]!.id], scriptedDice([3, 3, 3, 3]));
    const battles = await loadGenericBattles(player.id, campaignId);
    expect(battles).toMatchObject({ kind: "generic", canRecord: true, words: { many: "Duellists" } });
    if (battles.kind !== "generic") throw new Error("expected the generic page");
    expect(battles.battles.map((battle) => battle.teams.map((team) => `${team.teamName}: ${team.result}`))).toEqual([["Red: Stand-off", "Blue: Stand-off"]]);
    expect(battles.teams.map((team) => team.name)).toEqual(["Red", "Blue"]);
    await expect(loadGenericBattles((await createUser()).id, campaignId)).rejects.toThrow(NOT_FOUND);
    const dashboard = await loadDashboard(organiser.id, campaignId);
    expect(dashboard.game.id).toBe(diceDuel.id);
    expect((await loadNewTeam(organiser.id, campaignId)).words).toEqual({ one: "duellist", many: "Duellists" });
  });
});

describe("a game's own permission verb (the dice duel's duel:crown-champion)", () => {
  test("is checked by the one check, as the game declares it: the organiser only", async () => {
    const { campaignId, organiser, player, sides } = await playedCampaign(diceDuel.id, {});
    const coOrganiser = await addMember(campaignId, "CO_ORGANISER", "Cora");
    const viewer = await addMember(campaignId, "VIEWER", "Vic");
    const answer = async (userId: string) => {
      const result = await authorizeCampaign(userId, campaignId, "duel:crown-champion", { game: diceDuel });
      return result.ok ? "allowed" : result.code;
    };
    expect({ organiser: await answer(organiser.id), coOrganiser: await answer(coOrganiser.id), player: await answer(player.id), viewer: await answer(viewer.id) }).toEqual({
      organiser: "allowed",
      coOrganiser: "forbidden",
      player: "forbidden",
      viewer: "forbidden",
    });
    // The same check on a battle and a team of the duel (the player owns Blue, and still may not).
    const battle = await recordBattleResult(await accessFor(organiser.id, campaignId), diceDuel, [sides[0]!.id, sides[1]!.id], scriptedDice([6, 6, 1, 1]));
    if (!battle.ok) throw new Error(battle.message);
    expect((await authorizeBattle(player.id, battle.battleId, "duel:crown-champion", { game: diceDuel })).ok).toBe(false);
    expect((await authorizeBattle(organiser.id, battle.battleId, "duel:crown-champion", { game: diceDuel })).ok).toBe(true);
    expect((await authorizeTeam(player.id, sides[1]!.id, "duel:crown-champion", { game: diceDuel })).ok).toBe(false);
    expect(can("ORGANISER", "duel:crown-champion", { game: diceDuel })).toBe(true);
    expect(can("CO_ORGANISER", "duel:crown-champion", { game: diceDuel, isOwner: true })).toBe(false);
  });

  test("is refused elsewhere: on another game's campaign it answers not-found; without the duel handed down it is a programming error", async () => {
    const { campaign, organiser } = await createCampaignFor();
    expect(await authorizeCampaign(organiser.id, campaign.id, "duel:crown-champion", { game: diceDuel })).toMatchObject({ ok: false, code: "not-found" });
    await expect(authorizeCampaign(organiser.id, campaign.id, "duel:crown-champion" as "campaign:view")).rejects.toThrow(UnknownVerbError);
    expect(() => can("ORGANISER", "duel:crown-champion" as "campaign:view")).toThrow("“duel:crown-champion” is not a generic verb, and no game was handed down to declare it.");
    // Another game's table: the type refuses it too, so the test casts.
    expect(() => can("ORGANISER", "duel:crown-champion" as "campaign:view", { game: heroLog })).toThrow(UnknownVerbError);
  });
});

describe("team alignment, per game", () => {
  test("the dice duel's sides are heroes or villains: another side is refused with the form's message, and nothing is written", async () => {
    const { campaignId, sides, organiserAccess: owner } = await playedCampaign(diceDuel.id, {});
    expect((await db.team.findMany({ where: { campaignId }, select: { alignment: true } })).map((row) => row.alignment)).toEqual(["HEROES", "HEROES"]);
    const newcomer = await addMember(campaignId, "PLAYER", "Nia");
    const access = await accessFor(newcomer.id, campaignId);
    for (const alignment of ["NEUTRAL", undefined]) {
      expect(await createTeam(access, diceDuel, { name: "Grey", alignment, notes: "" })).toEqual({ ok: false, code: "invalid-alignment", message: "Choose heroes or villains." });
    }
    expect(await db.team.count({ where: { campaignId } })).toBe(2);
    expect(await updateTeam(owner, diceDuel, sides[0]!.id, { name: "Red", alignment: "NEUTRAL", notes: "" })).toMatchObject({ code: "invalid-alignment" });
    expect(await updateTeam(owner, diceDuel, sides[0]!.id, { name: "Red", alignment: "VILLAINS", notes: "" })).toEqual({ ok: true, changed: ["alignment"] });
    expect((await db.team.findUniqueOrThrow({ where: { id: sides[0]!.id } })).alignment).toBe("VILLAINS");
  });

  test("the hero log's heroes take no side: they are stored with none, a posted side is refused, and the activity line names none", async () => {
    const { campaignId, sides, organiserAccess } = await playedCampaign(heroLog.id, {});
    expect((await db.team.findMany({ where: { campaignId }, select: { alignment: true } })).map((row) => row.alignment)).toEqual([null, null]);
    expect((await db.activityEvent.findFirstOrThrow({ where: { campaignId, kind: "TEAM_CREATED" }, orderBy: { createdAt: "asc" } })).summary).toBe("Olive founded the team “Red”.");
    expect(await updateTeam(organiserAccess, heroLog, sides[0]!.id, { name: "Red", alignment: "HEROES", notes: "" })).toMatchObject({ ok: false, code: "invalid-alignment" });
    expect(await updateTeam(organiserAccess, heroLog, sides[0]!.id, { name: "Crimson", notes: "" })).toEqual({ ok: true, changed: ["name"] });
    expect(await db.team.findUniqueOrThrow({ where: { id: sides[0]!.id }, select: { name: true, alignment: true } })).toEqual({ name: "Crimson", alignment: null });
    // The generic team list reads them back with none.
    expect((await listCampaignTeams(organiserAccess, heroLog, null)).standings.map((row) => [row.name, row.alignment])).toEqual([
      ["Crimson", null],
      ["Blue", null],
    ]);
  });
});

describe("a game without battles (the hero log: heroes and sessions)", () => {
  test("records sessions through the generic services, numbered per kind, and locks nothing it does not declare", async () => {
    const { campaignId, organiserAccess, playerAccess } = await playedCampaign(heroLog.id, { activityPeriodsPerWeek: "5" });
    const kinds = heroLog.sessions.kinds;
    const first = await recordSession(organiserAccess, kinds, { kind: "EPISODE", title: "The heist", playedOn: "2026-11-20", notes: "" });
    const week = await recordSession(organiserAccess, kinds, { kind: "WEEK", title: "Recovery", playedOn: "2026-11-21", notes: "Patrols" });
    const second = await recordSession(organiserAccess, kinds, { kind: "EPISODE", title: "The chase", playedOn: "2026-11-27", notes: "" });
    expect([first, week, second].map((result) => (result.ok ? [result.session.kind, result.session.number] : result.code))).toEqual([
      ["EPISODE", 1],
      ["WEEK", 1],
      ["EPISODE", 2],
    ]);
    expect(await recordSession(organiserAccess, kinds, { kind: "BATTLE", title: "Nope", playedOn: "2026-11-27", notes: "" })).toMatchObject({ ok: false, code: "unknown-kind" });
    expect((await listSessions(playerAccess)).map((session) => [session.title, session.playedOn])).toEqual([
      ["The chase", "2026-11-27"],
      ["Recovery", "2026-11-21"],
      ["The heist", "2026-11-20"],
    ]);
    // Undone stays on record; another campaign's session is unknown here.
    expect(await undoSession(organiserAccess, second.ok ? second.session.id : "")).toEqual({ ok: true });
    expect(await undoSession(organiserAccess, second.ok ? second.session.id : "")).toMatchObject({ ok: false, code: "already-undone" });
    const other = await playedCampaign(heroLog.id, {});
    expect(await undoSession(other.organiserAccess, first.ok ? first.session.id : "")).toMatchObject({ ok: false, code: "unknown-session" });
    expect((await db.playSession.findMany({ where: { campaignId }, select: { undoneAt: true } })).filter((row) => row.undoneAt).length).toBe(1);
    // Each record and undo is a line of the campaign's recent activity.
    const lines = await db.activityEvent.findMany({
      where: { campaignId, kind: { startsWith: "SESSION_" } },
      orderBy: { createdAt: "asc" },
      select: { kind: true, summary: true },
    });
    expect(lines.map((line) => line.summary)).toEqual([
      "Olive recorded episode 1: “The heist”.",
      "Olive recorded week 1: “Recovery”.",
      "Olive recorded episode 2: “The chase”.",
      "Olive undid “The chase”.",
    ]);
    // Its standings are its heroes in founding order: it declares no order.
    expect((await listStandings(organiserAccess, gameSystem(organiserAccess.gameSystem), await gameServer(organiserAccess.gameSystem))).map((row) => row.name)).toEqual([
      "Red",
      "Blue",
    ]);
  });

  test("refuses sessions in a game that keeps none", async () => {
    const { organiserAccess } = await playedCampaign(diceDuel.id, {});
    expect(await recordSession(organiserAccess, null, { kind: "EPISODE", title: "x", playedOn: "2026-11-20", notes: "" })).toMatchObject({ ok: false, code: "no-sessions" });
  });

  test("its pages: a Sessions tab and page, no Battles or Journal; battle pages answer 404", async () => {
    const { campaignId, organiser, player } = await playedCampaign(heroLog.id, {});
    const { tabs } = await loadCampaignFrame(organiser.id, campaignId);
    expect(tabs.map((tab) => tab.label)).toEqual(["Overview", "Sessions", "Roll log", "Members", "Settings"]);
    expect(tabs.find((tab) => tab.label === "Sessions")?.href).toBe(`/campaigns/${campaignId}/sessions`);
    for (const page of ["battleList", "newBattle", "battle", "journal", "team"] as const) {
      await expect(authorizeGamePage(organiser.id, campaignId, page)).rejects.toThrow(NOT_FOUND);
    }
    await expect(loadGenericBattles(organiser.id, campaignId)).rejects.toThrow(NOT_FOUND);
    const asOrganiser = await loadSessions(organiser.id, campaignId);
    expect(asOrganiser).toMatchObject({ canRecord: true, canUndo: true });
    expect(asOrganiser.kinds.map((kind) => kind.id)).toEqual(["EPISODE", "WEEK"]);
    expect(await loadSessions(player.id, campaignId)).toMatchObject({ canRecord: false, canUndo: false });
    const outsider = await createUser();
    await expect(loadSessions(outsider.id, campaignId)).rejects.toThrow(NOT_FOUND);
    expect((await loadNewTeam(player.id, campaignId)).words).toEqual({ one: "hero", many: "Heroes" });
  });
});
