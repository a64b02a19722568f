import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { readSuBattleDetails } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import { suJournalEntry } from "@/lib/games/supers-unlimited/journal/journal-entry";
import type { LeagueRecords } from "@/lib/games/supers-unlimited/export/league-records";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { loadSuBattle } from "@/lib/games/supers-unlimited/server/battles/load-su-battle";
import { listSuBattles } from "@/lib/games/supers-unlimited/server/battles/list-su-battles";
import { recordSuGimmick } from "@/lib/games/supers-unlimited/server/battles/record-su-gimmick";
import { resolveSuBattle } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { rollSuSetUp, type RollSuSetUpInput } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { loadSuTrackedEntries, suTrackerState, trackSuBattle } from "@/lib/games/supers-unlimited/server/battles/track-su-battle";
import type { SuTrackTap } from "@/lib/games/supers-unlimited/schemas/tracker";
import { chooseGimmickPool } from "@/lib/games/supers-unlimited/server/teams/choose-gimmick-pool";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import type { CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { TAP_BURST } from "@/lib/server/battles/tap-rate-limit";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import { accessFor, createUser } from "../factories";
import { createSuLeague, createSuTeam } from "./su-factory";

let keys = 0;
const requestKey = () => `su-tracker-test-${Date.now()}-${++keys}`.padEnd(24, "0");

/** A Slugfest 3 v 3 being played: Avengers (Ace 6, Bolt 5 with Find Weakness, Goon 2) against the Brood (Brick 5, Blip 4, Mook 2). */
async function playingSlugfest() {
  const made = await createSuLeague({ useTerrainRoll: false, useSubplots: false, usePlasmaX: false, useGimmicks: true, gameSize: "medium" });
  const ana = await createSuTeam(made.campaignId, null, "Avengers", [member("Ace", 6), member("Bolt", 5), member("Goon", 2)]);
  const ben = await createSuTeam(made.campaignId, null, "Brood", [member("Brick", 5), member("Blip", 4), member("Mook", 2)]);
  const anaAccess = await accessFor(ana.owner.id, made.campaignId);
  const benAccess = await accessFor(ben.owner.id, made.campaignId);
  const [ace, bolt, goon] = ana.characterIds as [string, string, string];
  const [brick, blip, mook] = ben.characterIds as [string, string, string];
  const pool = await chooseGimmickPool(anaAccess, ana.team.id, [{ cardId: bolt, class: "trained", gimmick: "find-weakness" }]);
  if (!pool.ok) throw new Error(pool.message);
  const created = await createSuBattle(made.access, {
    teams: [
      { teamId: ana.team.id, characterIds: ana.characterIds },
      { teamId: ben.team.id, characterIds: ben.characterIds },
    ],
  });
  if (!created.ok) throw new Error(created.message);
  const steps: Array<Omit<RollSuSetUpInput, "requestKey"> & { dice: number[] }> = [
    { step: "deployment", source: "app", dice: [4] },
    { step: "scenario", source: "app", choice: { scenarioId: "slugfest" }, dice: [] },
    { step: "battle-of-wits", source: "physical", faces: ["6", "6", "2", "1", "1", "1"], dice: [] },
  ];
  for (const { dice, ...input } of steps) {
    const done = await rollSuSetUp(made.access, created.battleId, { requestKey: requestKey(), ...input }, scriptedDice(dice, 10));
    if (!done.ok) throw new Error(done.message);
  }
  return { ...made, battleId: created.battleId, ana, ben, anaAccess, benAccess, ace, bolt, goon, brick, blip, mook };
}

const tap = (access: CampaignAccess, battleId: string, t: SuTrackTap, key = requestKey()) => trackSuBattle(access, battleId, key, t);

async function trackedState(battleId: string) {
  const battle = (await loadSuBattle(battleId))!;
  return suTrackerState(battle, await loadSuTrackedEntries(battleId))!;
}

describe("the Supers Unlimited battle tracker", () => {
  test("taps from both players add up; a retried tap (same request key) counts once", async () => {
    const b = await playingSlugfest();
    const key = requestKey();
    const first = await tap(b.anaAccess, b.battleId, { kind: "hp", modelId: b.brick, change: -3 }, key);
    expect(first).toMatchObject({ ok: true, isRepeat: false });
    expect(await tap(b.anaAccess, b.battleId, { kind: "hp", modelId: b.brick, change: -3 }, key)).toEqual({ ok: true, entryId: first.ok ? first.entryId : "", isRepeat: true });
    expect(await tap(b.benAccess, b.battleId, { kind: "pp", modelId: b.brick, change: -1 })).toMatchObject({ ok: true });
    expect(await db.battleTrackEntry.count({ where: { battleId: b.battleId } })).toBe(2);
    // The sample card has 10 HP and Power 4 (copied into the line-up when the battle was recorded).
    expect((await trackedState(b.battleId)).models[b.brick]).toMatchObject({ hp: 7, maxHp: 10, pp: 3, maxPp: 4, state: "active" });
  });

  test("undo strikes a tap (a new row); the state is as if it was never tapped; undoing twice is refused", async () => {
    const b = await playingSlugfest();
    const ko = await tap(b.anaAccess, b.battleId, { kind: "state", modelId: b.blip, state: "ko" });
    if (!ko.ok) throw new Error(ko.message);
    expect((await trackedState(b.battleId)).models[b.blip]!.state).toBe("ko");
    expect(await tap(b.benAccess, b.battleId, { kind: "strike", entryId: ko.entryId })).toMatchObject({ ok: true });
    expect((await trackedState(b.battleId)).models[b.blip]!.state).toBe("active");
    expect(await db.battleTrackEntry.findMany({ where: { battleId: b.battleId }, orderBy: { createdAt: "asc" }, select: { kind: true } })).toEqual([
      { kind: "state" },
      { kind: "strike" },
    ]);
    expect(await tap(b.benAccess, b.battleId, { kind: "strike", entryId: ko.entryId })).toMatchObject({
      ok: false,
      code: "illegal-tap",
      message: expect.stringMatching(/already undone/),
    });
    expect(await db.battleTrackEntry.count({ where: { battleId: b.battleId } })).toBe(2);
  });

  test("a tap that does not fit is refused by name and writes nothing", async () => {
    const b = await playingSlugfest();
    expect(await tap(b.anaAccess, b.battleId, { kind: "state", modelId: b.mook, state: "incapacitated" })).toMatchObject({ ok: true });
    const before = await db.battleTrackEntry.count({ where: { battleId: b.battleId } });
    expect(await tap(b.anaAccess, b.battleId, { kind: "turn", modelId: b.mook })).toEqual({
      ok: false,
      code: "illegal-tap",
      message: "Mook is out of play and takes no more Turns.",
    });
    expect(await tap(b.anaAccess, b.battleId, { kind: "state", modelId: b.ace, state: "up" })).toMatchObject({
      ok: false,
      message: "Ace is standing on the table: neither KO'ed nor off it.",
    });
    expect(await tap(b.anaAccess, b.battleId, { kind: "objective", objective: 0, state: "claimed", sideId: b.ana.team.id })).toMatchObject({
      ok: false,
      message: "This scenario has no such objective.",
    });
    expect(await tap(b.anaAccess, b.battleId, { kind: "state", modelId: "not-a-model-of-this-battle", state: "ko" })).toMatchObject({ ok: false, code: "illegal-tap" });
    expect(await db.battleTrackEntry.count({ where: { battleId: b.battleId } })).toBe(before);
  });

  test("a request key used on another battle is refused; a resolved battle takes no more taps", async () => {
    const b = await playingSlugfest();
    const c = await playingSlugfest();
    const key = requestKey();
    expect(await tap(b.anaAccess, b.battleId, { kind: "turn", modelId: b.ace }, key)).toMatchObject({ ok: true });
    expect(await tap(c.anaAccess, c.battleId, { kind: "turn", modelId: c.ace }, key)).toMatchObject({ ok: false, code: "key-reused" });
    expect(await db.battleTrackEntry.count({ where: { battleId: c.battleId } })).toBe(0);
    // One Turn tracked, then played out on paper: the organiser enters it after the fact (Ruling SU-R44).
    const resolved = await resolveSuBattle(b.access, b.battleId, {
      models: [b.ace, b.bolt, b.goon, b.brick, b.blip, b.mook].map((characterId, i) => ({ characterId, state: i >= 3 ? ("ko" as const) : ("active" as const) })),
      claimed: null,
      prizeStudies: [],
      vipConvictions: [],
      ending: "after-the-fact",
    });
    expect(resolved).toMatchObject({ ok: true });
    expect(await tap(b.anaAccess, b.battleId, { kind: "turn", modelId: b.bolt })).toMatchObject({ ok: false, code: "wrong-stage" });
  });

  test("a player tapping faster than a table does is refused and nothing is written; the other player taps on", async () => {
    const b = await playingSlugfest();
    // A burst already stored for Ana's owner (rows written as the service writes them, just now).
    await db.battleTrackEntry.createMany({
      data: Array.from({ length: TAP_BURST }, () => ({
        battleId: b.battleId,
        kind: "turn",
        payload: { v: 1, kind: "turn", modelId: b.ace },
        actorId: b.anaAccess.userId,
        actorName: "Ana",
        requestKey: requestKey(),
      })),
    });
    expect(await tap(b.anaAccess, b.battleId, { kind: "turn", modelId: b.bolt })).toMatchObject({
      ok: false,
      code: "too-many-taps",
      message: expect.stringMatching(/^That tap was not saved/),
    });
    expect(await db.battleTrackEntry.count({ where: { battleId: b.battleId } })).toBe(TAP_BURST);
    expect(await tap(b.benAccess, b.battleId, { kind: "turn", modelId: b.brick })).toMatchObject({ ok: true });
  });

  test("a model the tracker shows KO'ed cannot use a Class Gimmick (SU L979); back up, it can", async () => {
    const b = await playingSlugfest();
    const ko = await tap(b.anaAccess, b.battleId, { kind: "state", modelId: b.bolt, state: "ko" });
    expect(ko).toMatchObject({ ok: true });
    const use = { teamId: b.ana.team.id, kind: "use" as const, gimmick: "find-weakness" as const, characterId: b.bolt };
    expect(await recordSuGimmick(b.anaAccess, b.battleId, { ...use, requestKey: requestKey() })).toMatchObject({
      ok: false,
      code: "refused",
      message: expect.stringContaining("Bolt is out of the fight (KO'ed or Incapacitated)"),
    });
    expect(await tap(b.anaAccess, b.battleId, { kind: "state", modelId: b.bolt, state: "up" })).toMatchObject({ ok: true });
    expect(await recordSuGimmick(b.anaAccess, b.battleId, { ...use, requestKey: requestKey() })).toMatchObject({ ok: true, alreadyDone: false });
  });

  test("the Endgame from the taps, its Turns counted, and the journal telling the battle from the tracker", async () => {
    const b = await playingSlugfest();
    // Brood: 11 Levels. Brick KO'ed leaves 6 standing (not below half); Blip out leaves 2: below.
    for (const t of [
      { kind: "turn", modelId: b.ace },
      { kind: "state", modelId: b.brick, state: "ko" },
      { kind: "turn", modelId: b.blip },
      { kind: "state", modelId: b.blip, state: "incapacitated" },
      { kind: "turn", modelId: b.ace },
      { kind: "turn", modelId: b.bolt },
      { kind: "turn", modelId: b.brick },
    ] satisfies SuTrackTap[]) {
      expect(await tap(b.anaAccess, b.battleId, t)).toMatchObject({ ok: true });
    }
    const state = await trackedState(b.battleId);
    expect(state.endgame).toMatchObject({ isComplete: true });
    expect(state.endgame.owed.sort()).toEqual([b.ace, b.bolt, b.brick].sort());
    expect(await tap(b.anaAccess, b.battleId, { kind: "turn", modelId: b.goon })).toMatchObject({ ok: false, message: expect.stringMatching(/Henchman such as Goon/) });

    const resolved = await resolveSuBattle(b.anaAccess, b.battleId, {
      models: [
        { characterId: b.ace, state: "active" },
        { characterId: b.bolt, state: "active" },
        { characterId: b.goon, state: "active" },
        { characterId: b.brick, state: "ko" },
        { characterId: b.blip, state: "incapacitated", order: 1 },
        { characterId: b.mook, state: "active" },
      ],
      claimed: null,
      prizeStudies: [],
      vipConvictions: [],
    });
    expect(resolved).toEqual({ ok: true, vp: { [b.ana.team.id]: 2, [b.ben.team.id]: 0 } });
    const [row] = await listSuBattles(b.campaignId, { resolvedOnly: true });
    expect(readSuBattleDetails(row!.details).result!.tracked).toEqual({
      events: ["Brick KO'ed", "Blip Incapacitated"],
      timeline: [
        { tap: 1, text: "Brick KO'ed" },
        { tap: 3, text: "Blip Incapacitated" },
      ],
      turns: 5,
      endgameAfter: "Blip Incapacitated",
      endgameTurns: { played: 3, owed: 3 },
    });
    const entry = suJournalEntry(row!);
    expect(entry.lines).toEqual(
      expect.arrayContaining(["At the table: Brick KO'ed; Blip Incapacitated.", "The Endgame began after Blip Incapacitated; 3 of 3 Endgame Turns were played, 5 Turns in all."]),
    );
  });

  test("the league's campaign file keeps each battle's taps: export, import, export again gives the same taps", async () => {
    const b = await playingSlugfest();
    const ko = await tap(b.anaAccess, b.battleId, { kind: "state", modelId: b.blip, state: "ko" });
    if (!ko.ok) throw new Error(ko.message);
    await tap(b.anaAccess, b.battleId, { kind: "hp", modelId: b.ace, change: -2 });
    await tap(b.benAccess, b.battleId, { kind: "strike", entryId: ko.entryId });
    const download = async (userId: string, campaignId: string) => (await (await campaignExportResponse(userId, campaignId, gameServer)).json()) as CampaignFileEnvelope;
    const file = await download(b.access.userId, b.campaignId);
    const tracker = (file.game as LeagueRecords).battles[0]!.tracker as Array<{ kind: string; payload: unknown }>;
    expect(tracker.map((t) => [t.kind, t.payload])).toEqual([
      ["state", { v: 1, kind: "state", modelId: expect.stringMatching(/^character-\d+$/), state: "ko" }],
      ["hp", { v: 1, kind: "hp", modelId: expect.stringMatching(/^character-\d+$/), change: -2 }],
      ["strike", { v: 1, kind: "strike", entryId: "tap-1" }],
    ]);
    expect(JSON.stringify(tracker)).not.toContain(ko.entryId);

    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, JSON.stringify(file), campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const again = await download(importer.id, imported.campaign.id);
    expect((again.game as LeagueRecords).battles[0]!.tracker).toEqual(tracker);
    // The imported battle folds the same: Ace down 2 HP, Blip's KO undone.
    const newBattle = await db.battle.findFirstOrThrow({ where: { campaignId: imported.campaign.id }, select: { id: true } });
    const state = await trackedState(newBattle.id);
    expect(Object.values(state.models).map((m) => [m.hp, m.state])).toEqual([
      [8, "active"],
      [10, "active"],
      [10, "active"],
      [10, "active"],
      [10, "active"],
      [10, "active"],
    ]);
  });
});
