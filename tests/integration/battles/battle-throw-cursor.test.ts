import { describe, expect, test } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { seededDice } from "@/lib/rules/dice";
import { db } from "@/lib/server/db";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { stageSlotPrefix } from "@/lib/games/smf/battles/battle-stages";
import type { ThrowCursor } from "@/lib/games/smf/battles/throw-cursor";
import { loadRecordedFaces } from "@/lib/games/smf/server/battles/advance-battle";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { battleToReport, key, playOn, progressOf, reportBattle, simpleReport, slotOf, twoTeamCampaign } from "./battle-factory";

const storedCursor = async (battleId: string) => (await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { throwCursor: true } })).throwCursor as ThrowCursor | null;

/** A reported battle (Craniak KO'ed on both tracks, further harm), its post-battle waiting for dice. */
async function postBattle() {
  const world = await twoTeamCampaign();
  const { battleId } = await battleToReport(world, seededDice(21));
  await reportBattle(world.access.alice, battleId, simpleReport(world, { track: "both", furtherHarm: 2 }));
  return { world, battleId };
}

/** The stored cursor matches a full fold of the battle from every recorded die. */
async function expectCursorMatchesReplay(battleId: string, access: Parameters<typeof progressOf>[0]) {
  const cursor = await storedCursor(battleId);
  const replayed = await progressOf(access, battleId);
  if (replayed.kind !== "needs-dice") {
    expect(cursor).toBeNull();
    return replayed;
  }
  const recorded = await db.$transaction((tx) => loadRecordedFaces(tx, battleId));
  expect(cursor).toEqual({
    v: 1,
    rolls: await db.roll.count({ where: { battleId } }),
    stage: stageSlotPrefix(replayed.stage),
    faces: recorded.get(stageSlotPrefix(replayed.stage)) ?? [],
    request: replayed.request,
  });
  return replayed;
}

describe("the battle's throw cursor", () => {
  test("after every throw it equals a full replay of the roll log, to the end of the battle", async () => {
    const { world, battleId } = await postBattle();
    const dice = seededDice(8);
    let progress = await progressOf(world.access.alice, battleId);
    for (let throws = 0; throws < 200 && progress.kind !== "finished"; throws++) {
      if (progress.kind === "needs-dice") {
        const result = await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app" }, dice);
        if (!result.ok) throw new Error(result.message);
        expect(await expectCursorMatchesReplay(battleId, world.access.alice)).toEqual(result.progress);
        progress = result.progress;
      } else {
        progress = await playOn(world.access.alice, battleId, dice, {}, {});
        if (progress.kind === "needs-dice") await expectCursorMatchesReplay(battleId, world.access.alice);
      }
    }
    expect(progress).toEqual({ kind: "finished", status: "RESOLVED" });
    expect(await storedCursor(battleId)).toBeNull();
  });

  test("a run of throws (roll the rest) leaves the battle as the same dice thrown one at a time: the same rolls in the same order, state, events, cursor and end", async () => {
    /** Plays the post-battle to its end with seeded dice, each decision confirmed as it comes. */
    async function playToEnd(rollRest: boolean) {
      const { world, battleId } = await postBattle();
      const dice = seededDice(8);
      let progress = await progressOf(world.access.alice, battleId);
      let requests = 0;
      const atDecisions: unknown[] = [];
      for (let steps = 0; steps < 200 && progress.kind !== "finished"; steps++) {
        if (progress.kind === "needs-dice") {
          requests++;
          const result = await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app", rollRest }, dice);
          if (!result.ok) throw new Error(result.message);
          progress = result.progress;
          // What the battle row holds when a decision waits, as the throw left it (read first: a
          // replay below saves what it folds).
          if (progress.kind === "needs-decision")
            atDecisions.push(await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { postBattleState: true, postBattleEvents: true, postBattleStep: true } }));
          // Stopped at a decision (or mid-run), the stored cursor is the one a full replay reaches.
          await expectCursorMatchesReplay(battleId, world.access.alice);
        } else if (progress.kind === "needs-decision") {
          // Confirmed with no choices, one decision at a time: the dice that follow are this loop's.
          const result = await choosePostBattle(world.access.alice, battleId, progress.step, {});
          if (!result.ok) throw new Error(result.message);
          progress = result.progress;
        } else throw new Error(`Unexpected stop: ${progress.kind}`);
      }
      const rolls = await db.roll.findMany({ where: { battleId }, orderBy: { sequence: "asc" }, select: { slot: true, faces: true, purpose: true, label: true, sequence: true } });
      const battle = await db.battle.findUniqueOrThrow({
        where: { id: battleId },
        select: { status: true, postBattleState: true, postBattleEvents: true, postBattleStep: true, throwCursor: true },
      });
      const ledger = await db.storyPointEntry.findMany({ where: { battleId }, orderBy: { idempotencyKey: "asc" }, select: { delta: true, reason: true, idempotencyKey: true } });
      // The two battles are in two campaigns: their ids differ, so each is written by its role.
      const ids: Array<[string, string]> = [
        [battleId, "battle"],
        [world.a.team.id, "team-a"],
        [world.b.team.id, "team-b"],
        ...Object.entries(world.a.ids).map(([name, id]): [string, string] => [id, `a:${name}`]),
        ...Object.entries(world.b.ids).map(([name, id]): [string, string] => [id, `b:${name}`]),
      ];
      const byRole = <T>(value: T): unknown => JSON.parse(ids.reduce((text, [id, role]) => text.replaceAll(id, role), JSON.stringify(value)));
      return { progress, requests, rolls: byRole(rolls) as typeof rolls, battle: byRole(battle), ledger: byRole(ledger), atDecisions: byRole(atDecisions) as unknown[] };
    }
    const oneByOne = await playToEnd(false);
    const inRuns = await playToEnd(true);
    expect(inRuns.progress).toEqual({ kind: "finished", status: "RESOLVED" });
    expect(inRuns.requests).toBeLessThan(oneByOne.requests);
    expect(inRuns.rolls.map(({ sequence: _s, ...roll }) => roll)).toEqual(oneByOne.rolls.map(({ sequence: _s, ...roll }) => roll));
    // Numbered one after another, in the order thrown.
    const sequences = inRuns.rolls.map((roll) => roll.sequence);
    expect(sequences).toEqual(sequences.map((_, i) => sequences[0]! + i));
    expect(inRuns.battle).toEqual(oneByOne.battle);
    expect(inRuns.ledger).toEqual(oneByOne.ledger);
    expect(inRuns.atDecisions.length).toBeGreaterThan(0);
    expect(inRuns.atDecisions).toEqual(oneByOne.atDecisions);
  });

  test("a battle without one (from before the column) folds once from the roll log and stores it", async () => {
    const { world, battleId } = await postBattle();
    const progress = await progressOf(world.access.alice, battleId);
    const first = await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app" }, seededDice(3));
    if (!first.ok) throw new Error(first.message);
    await db.battle.update({ where: { id: battleId }, data: { throwCursor: Prisma.DbNull } });
    if (first.progress.kind !== "needs-dice") return;
    const second = await throwDice(world.access.alice, battleId, { slot: slotOf(first.progress), requestKey: key(), source: "app" }, seededDice(4));
    expect(second.ok).toBe(true);
    expect(await expectCursorMatchesReplay(battleId, world.access.alice)).toEqual(second.ok ? second.progress : undefined);
  });

  test("a cursor that no longer matches the roll log is never used: the throw folds from the dice", async () => {
    const { world, battleId } = await postBattle();
    const progress = await progressOf(world.access.alice, battleId);
    if (progress.kind !== "needs-dice") throw new Error("expected dice");
    // A wrong cursor for the right count of rolls would be believed; one whose count is off is not.
    const rolls = await db.roll.count({ where: { battleId } });
    const stale: ThrowCursor = { v: 1, rolls: rolls + 3, stage: stageSlotPrefix(progress.stage), faces: [6, 6, 6], request: { ...progress.request, index: 3, purpose: "made up" } };
    await db.battle.update({ where: { id: battleId }, data: { throwCursor: stale as unknown as Prisma.InputJsonValue } });
    const thrown = await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app" }, seededDice(5));
    expect(thrown.ok && thrown.rolled).toBe(1);
    await expectCursorMatchesReplay(battleId, world.access.alice);
  });

  test("undo clears it, and the battle's rolls stay", async () => {
    const { world, battleId } = await postBattle();
    expect(await playOn(world.access.alice, battleId, seededDice(8))).toEqual({ kind: "finished", status: "RESOLVED" });
    const rolls = await db.roll.count({ where: { battleId } });
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(await storedCursor(battleId)).toBeNull();
    expect(await db.roll.count({ where: { battleId } })).toBe(rolls);
  });
});
