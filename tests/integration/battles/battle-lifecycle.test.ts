import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "@/lib/rules/dice";
import { loadBattle } from "@/lib/games/smf/server/battles/load-battle";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { db } from "@/lib/server/db";
import { battleToReport, key, playOn, progressOf, reportBattle, simpleReport, slotOf, twoTeamCampaign } from "./battle-factory";

/** Faces of a Rooftop Rumble between the two sample teams, checked against the book by hand below. */
const PRE_BATTLE_FACES = [2, 5, 2, 1, 6, 5, 2, 6, 4, 2, 1, 4, 2, 3, 6];
const INJURY_FACES = [2, 5, 5, 5, 3];
const SPECIAL_FACES = [2, 3, 3, 2, 4, 4, 3, 3, 5, 6, 3, 4];

describe("a battle from set-up to resolved", () => {
  test("scripted dice: exact story points, statuses, counters and ledger rows", async () => {
    const world = await twoTeamCampaign();
    const { battleId, progress } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    expect(progress).toEqual({ kind: "reporting" });
    const pre = (await loadBattle(battleId))!.data.preBattle!;
    expect(pre.records.map((r) => r.summary)).toEqual([
      "Subplot table D6 2 → Adventure and Military",
      "Night Shift subplot driver: 1 White Rhino, 2 Deadeye, 3 Tornado, 4 Bug-Man; D6 5 (no one, roll again), D6 2 → Deadeye",
      "Deadeye drives Adventure: 6D [1,6,5,2,6,4] = 6 goals vs TN 2: success, 4 above → +4D subplot dice",
      "Iron Syndicate subplot driver: 1 The Commander, 2 Craniak, 3 Shatterer, 4 Prof. Weird; D6 2 → Craniak",
      "Craniak drives Adventure: 4D [1,4,2,3] = 1 goal vs TN 2: failure → +0D subplot dice",
      "Scenario chosen: Rooftop Rumble!",
      "Rooftop Rumble! special event D6 6 → Traps",
    ]);

    expect((await reportBattle(world.access.alice, battleId, simpleReport(world))).ok).toBe(true);
    const done = await playOn(world.access.alice, battleId, scriptedDice([...INJURY_FACES, ...SPECIAL_FACES]));
    expect(done).toEqual({ kind: "finished", status: "RESOLVED" });

    // Rooftop Rumble pays the winner 2 and the loser 1 (L2228); each team started with 1.
    const totals = await storyPointTotals([world.a.team.id, world.b.team.id]);
    expect(totals.get(world.a.team.id)).toEqual({ balance: 3, earned: 3 });
    expect(totals.get(world.b.team.id)).toEqual({ balance: 2, earned: 2 });
    const ledger = await db.storyPointEntry.findMany({ where: { battleId }, orderBy: { idempotencyKey: "asc" }, select: { teamId: true, delta: true, reason: true } });
    expect(ledger).toEqual([
      { teamId: world.a.team.id, delta: 2, reason: "REWARD" },
      { teamId: world.b.team.id, delta: 1, reason: "REWARD" },
    ]);

    // Craniak: 4D [2,5,5,5] = 3 goals → +1; D6 3 − 1 (KO'ed) + 1 = 3 → Serious injuries: −3" Move and −1D attacks next battle.
    const craniak = await db.character.findUniqueOrThrow({ where: { id: world.b.ids["Craniak"] } });
    expect(craniak.hasFought).toBe(true);
    expect((craniak.state as { status: string }).status).toBe("active");
    expect((craniak.state as { nextBattle: object }).nextBattle).toMatchObject({ moveLoss: 3, attackDiceLoss: 1 });
    // Media Blitz: Craniak's Image check succeeded 1 above → +1 subplot die carried to the next scenario.
    const syndicate = await db.team.findUniqueOrThrow({ where: { id: world.b.team.id } });
    expect(syndicate.state).toMatchObject({ carriedSubplotDice: 1 });

    const rolls = await db.roll.findMany({ where: { battleId }, orderBy: { sequence: "asc" } });
    expect(rolls.map((r) => r.sequence)).toEqual(rolls.map((_, i) => i + 1));
    expect(rolls.flatMap((r) => r.faces)).toEqual([...PRE_BATTLE_FACES, ...INJURY_FACES, ...SPECIAL_FACES]);
    expect(rolls.find((r) => r.purpose === "injury-bonus")).toMatchObject({ characterName: "Craniak", teamName: "Iron Syndicate", faces: [2, 5, 5, 5], source: "APP" });
    // The driver is picked by the die, so its roll names the team only.
    expect(rolls.find((r) => r.purpose === "subplot-driver")).toMatchObject({ teamName: "Night Shift", characterName: null });

    const activity = await db.activityEvent.findMany({
      where: { campaignId: world.campaign.id, kind: { in: ["BATTLE_CREATED", "BATTLE_PRE_BATTLE_DONE", "BATTLE_REPORTED", "BATTLE_RESOLVED"] } },
    });
    expect(activity.map((a) => a.kind).sort()).toEqual(["BATTLE_CREATED", "BATTLE_PRE_BATTLE_DONE", "BATTLE_REPORTED", "BATTLE_RESOLVED"]);
  });

  test("seeded app dice: every team ends exactly as the rules' post-battle state", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, seededDice(3));
    await reportBattle(world.access.alice, battleId, simpleReport(world, { track: "both", furtherHarm: 2 }));
    expect(await playOn(world.access.alice, battleId, seededDice(5))).toEqual({ kind: "finished", status: "RESOLVED" });
    const battle = (await loadBattle(battleId))!;
    const now = await loadTeamStates(world.campaign.id);
    for (const expected of battle.data.postBattleState!.teams) {
      expect(now.teams.find((t) => t.teamId === expected.teamId)).toEqual(expected);
    }
  });

  test("dice typed in by hand: impossible faces are refused and nothing is recorded; good ones count", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.bob, battleId, simpleReport(world));
    const waiting = await progressOf(world.access.bob, battleId);
    expect(waiting).toMatchObject({ kind: "needs-dice", request: { purpose: "injury-bonus", count: 4, characterId: world.b.ids["Craniak"] } });
    const before = await db.roll.count({ where: { battleId } });

    for (const [faces, message] of [
      [["2", "5", "7", "5"], "Die 3: 7 is not possible on a D6 (1–6)."],
      [["2", "5", "5"], "Expected 4 D6, got 3 faces."],
      [["2", "five", "5", "5"], 'Die 2: "five" is not a whole number.'],
    ] as const) {
      const refused = await throwDice(world.access.bob, battleId, { slot: slotOf(waiting), requestKey: key(), source: "physical", faces: [...faces] });
      expect(refused).toEqual({ ok: false, code: "bad-faces", message });
    }
    expect(await db.roll.count({ where: { battleId } })).toBe(before);

    const typed = await throwDice(world.access.bob, battleId, { slot: slotOf(waiting), requestKey: key(), source: "physical", faces: ["2", "5", "5", "5"] });
    expect(typed).toMatchObject({ ok: true, rolled: 1, progress: { kind: "needs-dice", request: { purpose: "injury", count: 1 } } });
    const roll = await db.roll.findFirstOrThrow({ where: { battleId, purpose: "injury-bonus" } });
    expect(roll).toMatchObject({ faces: [2, 5, 5, 5], source: "PHYSICAL", actorName: "Bob" });
  });
});
