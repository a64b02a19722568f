import { beforeAll, describe, expect, test } from "vitest";
import { loadCampaignFrame } from "@/app/(app)/campaigns/[campaignId]/_data/load-campaign-frame";
import { loadDashboard } from "@/app/(app)/campaigns/[campaignId]/_data/load-dashboard";
import { authorizeGamePage } from "@/app/(app)/campaigns/[campaignId]/_data/authorize-game-page";
import { loadGenericBattles } from "@/app/(app)/campaigns/[campaignId]/battles/_data/generic-battles";
import { loadSessions } from "@/app/(app)/campaigns/[campaignId]/sessions/_data/load-sessions";
import { loadNewTeam } from "@/app/(app)/campaigns/[campaignId]/teams/new/_data/load-new-team";
import { gameSystem } from "@/lib/games/registry";
import { superMissionForce } from "@/lib/games/smf";
import { can, UnknownVerbError } from "@/lib/authz/permissions";
import { authorizeBattle, authorizeCampaign, authorizeTeam } from "@/lib/server/authz/authorize";
import { scriptedDice } from "@/lib/rules/dice";
import { recordBattleResult } from "@/lib/server/battles/record-battle-result";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { db } from "@/lib/server/db";
import { recordSession } from "@/lib/server/sessions/record-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { updateTeam } from "@/lib/server/teams/update-team";
import { listStandings } from "@/lib/server/teams/list-standings";
import { gameServer } from "@/lib/games/server-registry";
import { accessFor, addMember, createCampaignFor, createUser, DEFAULT_SETTINGS } from "../../integration/factories";
import { registerTestGames } from "../catalog";
import { playedCampaign } from "../play-test-game";
import { diceDuel } from "./game";

// The dice duel is this folder plus its line in the tests' catalog.
beforeAll(registerTestGames);

const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404/;

describe("a game with battles and standings (the dice duel)", () => {
  test("plays through the generic services: settings from a posted form, a result-only battle, standings in its order", async () => {
    // A form posts text: the game's schema coerces it.
    const { campaignId, organiserAccess, sides } = await playedCampaign(diceDuel, { dicePerSide: "3" });
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
    const { campaignId, organiser, player, organiserAccess, sides } = await playedCampaign(diceDuel);
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

  test("refuses sessions: it keeps none", async () => {
    const { organiserAccess } = await playedCampaign(diceDuel);
    expect(await recordSession(organiserAccess, null, { kind: "EPISODE", title: "x", playedOn: "2026-11-20", notes: "" })).toMatchObject({ ok: false, code: "no-sessions" });
  });
});

describe("a game's own permission verb (the dice duel's duel:crown-champion)", () => {
  test("is checked by the one check, as the game declares it: the organiser only", async () => {
    const { campaignId, organiser, player, sides } = await playedCampaign(diceDuel);
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
    // Another game's table (an offered one): the type refuses it too, so the test casts.
    expect(() => can("ORGANISER", "duel:crown-champion" as "campaign:view", { game: superMissionForce })).toThrow(UnknownVerbError);
  });
});

describe("team alignment, per game", () => {
  test("the dice duel's sides are heroes or villains: another side is refused with the form's message, and nothing is written", async () => {
    const { campaignId, sides, organiserAccess: owner } = await playedCampaign(diceDuel);
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
});
