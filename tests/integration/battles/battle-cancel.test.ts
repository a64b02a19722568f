import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { cancelBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { db } from "@/lib/server/db";
import { listJournal } from "@/lib/games/smf/server/journal/list-journal";
import { listRolls } from "@/lib/server/journal/list-rolls";
import { battleToReport, setUpBattle, twoTeamCampaign } from "./battle-factory";

/** What a cancel could write: the battle row and the campaign's activity lines. */
async function written(campaignId: string, battleId: string) {
  const [battle, activity, rolls] = await Promise.all([
    db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true, cancelledAt: true, updatedAt: true } }),
    db.activityEvent.findMany({ where: { campaignId }, orderBy: { createdAt: "asc" }, select: { id: true } }),
    db.roll.count({ where: { battleId } }),
  ]);
  return { battle, activity, rolls };
}

describe("cancelling a battle once its dice are thrown (no re-rolling by cancelling)", () => {
  test("a player of the battle is refused once a die is thrown, and nothing is written", async () => {
    const world = await twoTeamCampaign();
    const { battleId, issue } = await battleToReport(world, seededDice(3));
    const before = await written(world.campaign.id, battleId);
    expect(before.rolls).toBeGreaterThan(0);

    for (const player of [world.access.alice, world.access.bob]) {
      expect(await cancelBattle(player, battleId)).toEqual({
        ok: false,
        code: "dice-thrown",
        message: `Dice have been thrown in issue #${issue}, so only an organiser or co-organiser can cancel it now.`,
      });
    }
    expect(await written(world.campaign.id, battleId)).toEqual(before);

    // The page offers no cancel button to them, and says why; the organiser still gets one.
    const aliceView = await getBattleView(world.access.alice, battleId);
    expect(aliceView?.may.cancel).toBe(false);
    expect(aliceView?.cancelNote).toMatch(/only an organiser or co-organiser can cancel/);
    const organiserView = await getBattleView(world.access.organiser, battleId);
    expect(organiserView?.may.cancel).toBe(true);
    expect(organiserView?.cancelNote).toBeUndefined();
  });

  test("an organiser may cancel after the dice; the activity line says who and how many rolls", async () => {
    const world = await twoTeamCampaign();
    const { battleId, issue } = await battleToReport(world, seededDice(3));
    const rollCount = await db.roll.count({ where: { battleId } });

    expect(await cancelBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect((await db.battle.findUniqueOrThrow({ where: { id: battleId } })).status).toBe("CANCELLED");
    expect(await db.roll.count({ where: { battleId } })).toBe(rollCount);
    const line = await db.activityEvent.findFirstOrThrow({ where: { campaignId: world.campaign.id, kind: "BATTLE_CANCELLED" } });
    expect(line.summary).toBe(`Olive Organiser cancelled issue #${issue} after ${rollCount} rolls (they stay in the roll log); nothing of it was applied.`);
    expect(line.payload).toEqual({ v: 1, battleId, issue, rollCount });
  });

  test("before any die, a player owning one of its teams may still cancel", async () => {
    const world = await twoTeamCampaign();
    const { battleId, issue } = await setUpBattle(world);
    expect((await getBattleView(world.access.bob, battleId))?.may.cancel).toBe(true);

    expect(await cancelBattle(world.access.bob, battleId)).toEqual({ ok: true });
    const line = await db.activityEvent.findFirstOrThrow({ where: { campaignId: world.campaign.id, kind: "BATTLE_CANCELLED" } });
    expect(line.summary).toBe(`Bob cancelled issue #${issue}; nothing of it was applied.`);
  });

  test("a cancelled battle's rolls stay listed, marked, in the roll log and the journal", async () => {
    const world = await twoTeamCampaign();
    const { battleId, issue } = await battleToReport(world, seededDice(3));
    const rollCount = await db.roll.count({ where: { battleId } });
    expect(await cancelBattle(world.access.organiser, battleId)).toEqual({ ok: true });

    const log = await listRolls(world.access.bob);
    expect(log.rolls).toHaveLength(rollCount);
    expect(log.rolls.every((roll) => roll.issue === issue && roll.isCancelled && !roll.isUndone)).toBe(true);

    const journal = await listJournal(world.access.bob);
    expect(journal.entries).toHaveLength(1);
    expect(journal.entries[0]).toMatchObject({
      battleId,
      issue,
      isCancelled: true,
      isUndone: false,
      title: "Night Shift and Iron Syndicate: cancelled",
      winnerNames: [],
      lines: [`Cancelled after ${rollCount} rolls, which stay in the roll log; nothing of this issue was applied.`],
    });
  });

  test("a battle cancelled before any die stays out of the journal", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    expect(await cancelBattle(world.access.alice, battleId)).toEqual({ ok: true });
    expect((await listJournal(world.access.alice)).entries).toEqual([]);
  });
});
