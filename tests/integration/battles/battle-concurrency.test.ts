import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "@/lib/rules/dice";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { db } from "@/lib/server/db";
import { battleToReport, key, playOn, progressOf, reportBattle, simpleReport, slotOf, twoTeamCampaign } from "./battle-factory";

const PRE_BATTLE_FACES = [2, 5, 2, 1, 6, 5, 2, 6, 4, 2, 1, 4, 2, 3, 6];

describe("rolls are made once", () => {
  test("a retried request (same request key) returns the roll already made", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    const waiting = await progressOf(world.access.alice, battleId);
    const request = { slot: slotOf(waiting), requestKey: key(), source: "app" as const };
    const first = await throwDice(world.access.alice, battleId, request, seededDice(1));
    const again = await throwDice(world.access.alice, battleId, request, seededDice(2));
    expect(first).toMatchObject({ ok: true, rolled: 1, alreadyRolled: false });
    expect(again).toMatchObject({ ok: true, rolled: 0, alreadyRolled: true });
    expect(await db.roll.count({ where: { battleId, purpose: "injury-bonus" } })).toBe(1);
  });

  test("ten players pressing 'roll for me' on the same roll at once: one roll, the others see it made", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    const slot = slotOf(await progressOf(world.access.alice, battleId));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => throwDice(i % 2 ? world.access.bob : world.access.alice, battleId, { slot, requestKey: key(), source: "app" }, seededDice(i))),
    );
    expect(results.filter((r) => r.ok && !r.alreadyRolled)).toHaveLength(1);
    expect(results.filter((r) => r.ok && r.alreadyRolled)).toHaveLength(9);
    expect(await db.roll.count({ where: { battleId, slot } })).toBe(1);
  });

  test("two players rolling the rest of a battle at once apply it once: one set of ledger entries", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    const [a, b] = await Promise.all([playOn(world.access.alice, battleId, seededDice(31)), playOn(world.access.bob, battleId, seededDice(32))]);
    expect(a).toEqual({ kind: "finished", status: "RESOLVED" });
    expect(b).toEqual({ kind: "finished", status: "RESOLVED" });
    const entries = await db.storyPointEntry.findMany({ where: { battleId } });
    expect(entries.map((e) => e.delta).sort()).toEqual([1, 2]);
    const rolls = await db.roll.findMany({ where: { campaignId: world.campaign.id }, orderBy: { sequence: "asc" }, select: { sequence: true, slot: true } });
    expect(rolls.map((r) => r.sequence)).toEqual(rolls.map((_, i) => i + 1));
    expect(new Set(rolls.map((r) => r.slot)).size).toBe(rolls.length);
  });

  test("two reports of the same battle at once: one is saved, the other is told the battle moved on", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const results = await Promise.all([reportBattle(world.access.alice, battleId, simpleReport(world)), reportBattle(world.access.bob, battleId, simpleReport(world))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: "wrong-stage" });
  });

  test("a stale page cannot roll someone else's dice", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    expect(await throwDice(world.access.alice, battleId, { slot: "post:injuries:99", requestKey: key(), source: "app" })).toMatchObject({ ok: false, code: "moved-on" });
  });
});
