import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import { db } from "@/lib/server/db";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { tapAnswer } from "@/lib/games/smf/server/battles/tap-answer";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import type { ShownSoFar } from "@/lib/games/smf/views/tap-answer";
import { battleToReport, key, playOn, progressOf, reportBattle, slotOf, twoTeamCampaign } from "./battle-factory";

/** Four a side, three of each side KO'ed (one on Body, one on Psyche, one on both with further harm). */
async function fourAsideThreeKos() {
  const world = await twoTeamCampaign();
  const { battleId } = await battleToReport(world, seededDice(21));
  const tracks = [
    { track: "body", furtherHarm: 0 },
    { track: "psyche", furtherHarm: 0 },
    { track: "both", furtherHarm: 1 },
  ] as const;
  const side = (ids: Record<string, string>, result: "won" | "lost") => {
    const fielded = Object.values(ids);
    return { teamId: "", result, fieldedCharacterIds: fielded, knockedOut: fielded.slice(0, 3).map((characterId, i) => ({ characterId, ...tracks[i]! })) };
  };
  const reported = await reportBattle(world.access.alice, battleId, {
    teams: [
      { ...side(world.a.ids, "won"), teamId: world.a.team.id },
      { ...side(world.b.ids, "lost"), teamId: world.b.team.id },
    ],
  });
  if (!reported.ok) throw new Error(reported.message);
  return { world, battleId };
}

describe("the answer to a tap on the roll card", () => {
  test("carries the next roll and only what the page does not list yet, each answer under 10 kB", async () => {
    const { world, battleId } = await fourAsideThreeKos();
    const view = await getBattleView(world.access.alice, battleId);
    const shown: ShownSoFar = { events: view!.events.length, sequence: view!.rolls.at(-1)?.sequence ?? 0 };
    const dice = seededDice(8);
    let progress = await progressOf(world.access.alice, battleId);
    let answers = 0;
    for (let guard = 0; guard < 300 && progress.kind !== "finished"; guard++) {
      if (progress.kind !== "needs-dice") {
        progress = await playOn(world.access.alice, battleId, dice, {}, {});
        // The page is drawn again after a decision: it lists everything up to here.
        const redrawn = await getBattleView(world.access.alice, battleId);
        shown.events = redrawn!.events.length;
        shown.sequence = redrawn!.rolls.at(-1)?.sequence ?? 0;
        continue;
      }
      const thrown = await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app" }, dice);
      if (!thrown.ok) throw new Error(thrown.message);
      const answer = await tapAnswer(world.access.alice, battleId, shown);
      if (!answer) throw new Error("no answer");
      answers++;
      expect(JSON.stringify(answer).length).toBeLessThan(10_000);

      // Only the throw just made is new to the page, and the event lines pick up where the page's end.
      const latest = await db.roll.findFirstOrThrow({ where: { battleId }, orderBy: { sequence: "desc" }, select: { id: true, sequence: true } });
      expect(answer.rolls.map((r) => r.id)).toEqual([latest.id]);
      const full = await getBattleView(world.access.alice, battleId);
      expect(answer.events.from).toBe(shown.events);
      expect(answer.events.lines.map((l) => l.summary)).toEqual(full!.events.slice(shown.events).map((e) => e.summary));
      expect(answer.version).toBe(full!.loaded.row.version);
      expect(answer.lastThrow?.throws.at(-1)?.sequence).toBe(latest.sequence);

      // The next roll card matches where the battle stands; anything else redraws the page.
      progress = thrown.progress;
      if (progress.kind === "needs-dice") {
        expect(answer.redraw).toBe(false);
        expect(answer.nextRoll).toMatchObject({ slot: slotOf(progress), count: progress.request.count, sides: progress.request.sides });
      } else {
        expect(answer.redraw).toBe(true);
        expect(answer.nextRoll).toBeUndefined();
      }
      shown.events = full!.events.length;
      shown.sequence = latest.sequence;
    }
    expect(progress).toEqual({ kind: "finished", status: "RESOLVED" });
    expect(answers).toBeGreaterThanOrEqual(10);
  });

  test("each answer gives a new one-time key for the next card", async () => {
    const { world, battleId } = await fourAsideThreeKos();
    const progress = await progressOf(world.access.alice, battleId);
    const thrown = await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app" }, seededDice(2));
    if (!thrown.ok || thrown.progress.kind !== "needs-dice") throw new Error("expected another throw");
    const [first, second] = [await tapAnswer(world.access.alice, battleId, { events: 0, sequence: 0 }), await tapAnswer(world.access.alice, battleId, { events: 0, sequence: 0 })];
    expect(first!.nextRoll!.requestKey).not.toBe(second!.nextRoll!.requestKey);
    // Shown nothing: every roll of the battle so far comes with it.
    expect(first!.rolls.length).toBe(await db.roll.count({ where: { battleId } }));
  });

  test("a viewer who may not roll is sent a redraw, not a roll card", async () => {
    const { world, battleId } = await fourAsideThreeKos();
    const outsider = { ...world.access.alice, role: "VIEWER" as const };
    const answer = await tapAnswer(outsider, battleId, { events: 0, sequence: 0 });
    expect(answer).toMatchObject({ redraw: true });
    expect(answer!.nextRoll).toBeUndefined();
  });
});
