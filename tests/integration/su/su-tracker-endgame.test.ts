import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { foldSuTracker, trackedReport } from "@/lib/rules/supers-unlimited";
import { readSuBattleDetails } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import { trackerBattleOf } from "@/lib/games/supers-unlimited/battles/tracker";
import { suJournalEntry } from "@/lib/games/supers-unlimited/journal/journal-entry";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { loadSuBattle } from "@/lib/games/supers-unlimited/server/battles/load-su-battle";
import { listSuBattles } from "@/lib/games/supers-unlimited/server/battles/list-su-battles";
import { recordSuGimmick } from "@/lib/games/supers-unlimited/server/battles/record-su-gimmick";
import { resolveSuBattle } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { rollSuSetUp, type RollSuSetUpInput } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { loadSuTrackedEntries, trackSuBattle } from "@/lib/games/supers-unlimited/server/battles/track-su-battle";
import type { SuTrackTap } from "@/lib/games/supers-unlimited/schemas/tracker";
import { chooseGimmickPool } from "@/lib/games/supers-unlimited/server/teams/choose-gimmick-pool";
import type { SuResultReport } from "@/lib/games/supers-unlimited/battles/score-result";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { accessFor } from "../factories";
import { createSuLeague, createSuTeam } from "./su-factory";

let keys = 0;
const requestKey = () => `su-endgame-test-${Date.now()}-${++keys}`.padEnd(24, "0");

/** A Slugfest being played by two or three teams of two Supers each (6 + 5 Levels), its set-up rolled through the services. */
async function playing(teamNames: readonly string[], faces: string[], { withGimmick = false } = {}) {
  const made = await createSuLeague({ useTerrainRoll: false, useSubplots: false, usePlasmaX: false, useGimmicks: true, gameSize: "medium" });
  const teams = [];
  for (const name of teamNames) {
    const team = await createSuTeam(made.campaignId, null, name, [member(`${name} Lead`, 6), member(`${name} Wing`, 5)]);
    teams.push({ ...team, access: await accessFor(team.owner.id, made.campaignId) });
  }
  if (withGimmick) {
    // The first team's Wing carries Find Weakness (chosen before the battle, as the league requires).
    const pool = await chooseGimmickPool(teams[0]!.access, teams[0]!.team.id, [{ cardId: teams[0]!.characterIds[1]!, class: "trained", gimmick: "find-weakness" }]);
    if (!pool.ok) throw new Error(pool.message);
  }
  const created = await createSuBattle(made.access, { teams: teams.map((t) => ({ teamId: t.team.id, characterIds: t.characterIds })) });
  if (!created.ok) throw new Error(created.message);
  const steps: Array<Omit<RollSuSetUpInput, "requestKey"> & { dice: number[] }> = [
    { step: "deployment", source: "app", dice: [4] },
    { step: "scenario", source: "app", choice: { scenarioId: "slugfest" }, dice: [] },
    { step: "battle-of-wits", source: "physical", faces, dice: [] },
  ];
  for (const { dice, ...input } of steps) {
    const done = await rollSuSetUp(made.access, created.battleId, { requestKey: requestKey(), ...input }, scriptedDice(dice, 10));
    if (!done.ok) throw new Error(done.message);
  }
  return { ...made, battleId: created.battleId, teams };
}

const tap = (access: CampaignAccess, battleId: string, t: SuTrackTap) => trackSuBattle(access, battleId, requestKey(), t);

async function tapAll(access: CampaignAccess, battleId: string, list: SuTrackTap[]) {
  for (const t of list) expect(await tap(access, battleId, t)).toMatchObject({ ok: true });
}

/** The result as the form opens it from the tracker (trackedReport), nothing corrected. */
async function reportFromTracker(battleId: string): Promise<SuResultReport> {
  const battle = (await loadSuBattle(battleId))!;
  const trackerBattle = trackerBattleOf("slugfest", battle.sides);
  const report = trackedReport(trackerBattle, foldSuTracker(trackerBattle, await loadSuTrackedEntries(battleId)));
  return { models: report.models, claimed: null, prizeStudies: [], vipConvictions: [] };
}

describe("a tracked Supers Unlimited result waits for its Endgame Turns (Ruling SU-R44)", () => {
  test("refused, naming what remains, until the Endgame Turns are played; then saved through its Endgame", async () => {
    const b = await playing(["Avengers", "Brood"], ["6", "6", "2", "1", "1", "1"]);
    const [ana, ben] = b.teams as [(typeof b.teams)[0], (typeof b.teams)[0]];
    const [aLead, aWing] = ana.characterIds as [string, string];
    const [bLead] = ben.characterIds as [string, string];
    await tapAll(ana.access, b.battleId, [{ kind: "turn", modelId: aLead }]);
    const early = await resolveSuBattle(ana.access, b.battleId, await reportFromTracker(b.battleId));
    expect(early).toMatchObject({ ok: false, code: "endgame-not-played", message: expect.stringMatching(/^The Endgame has not begun: it begins once one team's models standing/) });

    // Brood: 11 Levels; its Lead out leaves 5 standing, below half: the Endgame begins. Three Supers still owe a Turn.
    await tapAll(ana.access, b.battleId, [
      { kind: "state", modelId: bLead, state: "incapacitated" },
      { kind: "turn", modelId: aLead },
    ]);
    const during = await resolveSuBattle(ana.access, b.battleId, await reportFromTracker(b.battleId));
    expect(during).toEqual({
      ok: false,
      code: "endgame-not-played",
      message:
        "The Endgame has begun, but 2 Endgame Turns are still to play: Avengers Wing, Brood Wing (or their team passes). Tap them on the tracker first; an organiser can record a battle conceded, abandoned or entered after the fact.",
    });
    expect((await db.battle.findUniqueOrThrow({ where: { id: b.battleId }, select: { status: true } })).status).toBe("REPORTING");

    await tapAll(ben.access, b.battleId, [
      { kind: "turn", modelId: aWing },
      { kind: "pass", sideId: ben.team.id },
    ]);
    const saved = await resolveSuBattle(ana.access, b.battleId, await reportFromTracker(b.battleId));
    expect(saved).toEqual({ ok: true, vp: { [ana.team.id]: 2, [ben.team.id]: 0 } });
    const [row] = await listSuBattles(b.campaignId, { resolvedOnly: true });
    expect(readSuBattleDetails(row!.details).result!.ending).toBe("endgame");
  });

  test("an organiser records a battle stopped before its Endgame (scored as it stood); a player may not", async () => {
    const b = await playing(["Avengers", "Brood"], ["6", "6", "2", "1", "1", "1"]);
    const [ana, ben] = b.teams as [(typeof b.teams)[0], (typeof b.teams)[0]];
    const [, bWing] = ben.characterIds as [string, string];
    await tapAll(ana.access, b.battleId, [{ kind: "state", modelId: bWing, state: "ko" }]);
    const report = { ...(await reportFromTracker(b.battleId)), ending: "stopped" as const };
    expect(await resolveSuBattle(ana.access, b.battleId, report)).toMatchObject({ ok: false, code: "not-allowed" });
    // Without "stopped", the Slugfest check (SU-R42) would refuse this state: nobody is below half.
    expect(await resolveSuBattle(b.access, b.battleId, { ...report, ending: "after-the-fact" })).toMatchObject({ ok: false, code: "invalid-result" });
    // Avengers 11 Levels standing; Brood 6 + 5 KO'ed (3): 9. The Avengers score 2 VP.
    expect(await resolveSuBattle(b.access, b.battleId, report)).toEqual({ ok: true, vp: { [ana.team.id]: 2, [ben.team.id]: 0 } });
    const [row] = await listSuBattles(b.campaignId, { resolvedOnly: true });
    expect(readSuBattleDetails(row!.details).result!.ending).toBe("stopped");
  });
});

describe("off the table (Climb High, Ruling SU-R45)", () => {
  test("a model leaves the table and comes back; off it, it takes no hit; still off at the end it is reported off the table", async () => {
    const b = await playing(["Avengers", "Brood"], ["6", "6", "2", "1", "1", "1"]);
    const [ana] = b.teams as [(typeof b.teams)[0]];
    const [aLead, aWing] = ana.characterIds as [string, string];
    await tapAll(ana.access, b.battleId, [{ kind: "state", modelId: aLead, state: "off-board" }]);
    expect(await tap(ana.access, b.battleId, { kind: "hp", modelId: aLead, change: -1 })).toMatchObject({
      ok: false,
      code: "illegal-tap",
      message: expect.stringMatching(/Avengers Lead is off the table \(Climb High\)/),
    });
    await tapAll(ana.access, b.battleId, [
      { kind: "state", modelId: aLead, state: "on-board" },
      { kind: "turn", modelId: aLead },
      { kind: "state", modelId: aWing, state: "off-board" },
    ]);
    const report = await reportFromTracker(b.battleId);
    expect(report.models.slice(0, 2)).toEqual([
      { characterId: aLead, state: "active" },
      { characterId: aWing, state: "off-board" },
    ]);
  });
});

describe("three teams: the tracker records who Incapacitated whom (Ruling SU-R46)", () => {
  test("an Out must name the enemy team; the result pre-fills it and the journal keeps it", async () => {
    // Three Leaders' Mind rolls (3 dice each), the first highest.
    const b = await playing(["Avengers", "Brood", "Cabal"], ["6", "6", "2", "1", "1", "1", "2", "2", "2"]);
    const [ana, ben, cab] = b.teams as [(typeof b.teams)[0], (typeof b.teams)[0], (typeof b.teams)[0]];
    const [aLead, aWing] = ana.characterIds as [string, string];
    const [bLead, bWing] = ben.characterIds as [string, string];
    const [cLead, cWing] = cab.characterIds as [string, string];
    expect(await tap(ana.access, b.battleId, { kind: "state", modelId: bLead, state: "incapacitated" })).toMatchObject({
      ok: false,
      code: "illegal-tap",
      message: "Three or more teams play: say which team Incapacitated Brood Lead.",
    });
    expect(await tap(ana.access, b.battleId, { kind: "state", modelId: bLead, state: "incapacitated", bySideId: ben.team.id })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/name the enemy team/),
    });
    await tapAll(ana.access, b.battleId, [
      { kind: "state", modelId: bLead, state: "incapacitated", bySideId: cab.team.id },
      // The Endgame began with Brood below half: each Super still in play owes a Turn.
      { kind: "turn", modelId: aLead },
      { kind: "turn", modelId: aWing },
      { kind: "state", modelId: bWing, state: "ko", bySideId: ana.team.id },
      { kind: "turn", modelId: bWing },
      { kind: "turn", modelId: cLead },
      { kind: "turn", modelId: cWing },
    ]);
    const report = await reportFromTracker(b.battleId);
    expect(report.models.find((m) => m.characterId === bLead)).toEqual({ characterId: bLead, state: "incapacitated", order: 1, byTeamId: cab.team.id });
    // Avengers and Cabal both keep 11 Levels: they tie for the most and score 1 VP each.
    expect(await resolveSuBattle(ana.access, b.battleId, report)).toEqual({ ok: true, vp: { [ana.team.id]: 1, [ben.team.id]: 0, [cab.team.id]: 1 } });
    const [row] = await listSuBattles(b.campaignId, { resolvedOnly: true });
    expect(readSuBattleDetails(row!.details).result!.models.find((m) => m.characterId === bLead)).toMatchObject({ byTeamId: cab.team.id });
    expect(suJournalEntry(row!).lines).toContain("At the table: Brood Lead Incapacitated by Cabal; Brood Wing KO'ed by Avengers.");
  });
});

describe("the journal interleaves Gimmicks with the tracker's taps", () => {
  test("a Gimmick recorded after a tap keeps its place after it", async () => {
    const b = await playing(["Avengers", "Brood"], ["6", "6", "2", "1", "1", "1"], { withGimmick: true });
    const [ana, ben] = b.teams as [(typeof b.teams)[0], (typeof b.teams)[0]];
    const [aLead, aWing] = ana.characterIds as [string, string];
    const [bLead] = ben.characterIds as [string, string];
    await tapAll(ana.access, b.battleId, [{ kind: "state", modelId: bLead, state: "ko" }]);
    expect(
      await recordSuGimmick(ana.access, b.battleId, { teamId: ana.team.id, kind: "use", gimmick: "find-weakness", characterId: aWing, requestKey: requestKey() }),
    ).toMatchObject({
      ok: true,
    });
    await tapAll(ana.access, b.battleId, [
      { kind: "state", modelId: bLead, state: "incapacitated" },
      { kind: "turn", modelId: aLead },
      { kind: "turn", modelId: aWing },
      { kind: "pass", sideId: ben.team.id },
    ]);
    expect(await resolveSuBattle(ana.access, b.battleId, await reportFromTracker(b.battleId))).toMatchObject({ ok: true });
    const [row] = await listSuBattles(b.campaignId, { resolvedOnly: true });
    const lines = suJournalEntry(row!).lines;
    const gimmick = lines.findIndex((l) => l.startsWith("Avengers: Find Weakness"));
    expect(gimmick).toBeGreaterThan(-1);
    expect(lines[gimmick - 1]).toBe("At the table: Brood Lead KO'ed.");
    expect(lines[gimmick + 1]).toBe("At the table: Brood Lead Incapacitated; Brood passed its Endgame Turns.");
  });
});
