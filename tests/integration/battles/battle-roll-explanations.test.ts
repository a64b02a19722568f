import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { battleToReport, key, progressOf, reportBattle, setUpBattle, simpleReport, slotOf, twoTeamCampaign } from "./battle-factory";

/** The faces of battle-lifecycle.test.ts: a Rooftop Rumble where Craniak is KO'ed. */
const PRE_BATTLE_FACES = [2, 5, 2, 1, 6, 5, 2, 6, 4, 2, 1, 4, 2, 3, 6];

async function typed(world: Awaited<ReturnType<typeof twoTeamCampaign>>, battleId: string, faces: number[], who: "alice" | "bob" = "bob") {
  const progress = await progressOf(world.access[who], battleId);
  const result = await throwDice(world.access[who], battleId, { slot: slotOf(progress), requestKey: key(), source: "physical", faces: faces.map(String) });
  expect(result.ok).toBe(true);
  return getBattleView(world.access[who], battleId);
}

describe("every throw says what it did at once", () => {
  test("an injury's goal dice say what they add before the D6; the D6 gives the outcome, what it means, and the tally", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.bob, battleId, simpleReport(world));

    const afterGoals = await typed(world, battleId, [2, 5, 5, 5]);
    expect(afterGoals?.lastThrow).toEqual({
      actorName: "Bob",
      source: "PHYSICAL",
      throws: [
        {
          sequence: expect.any(Number),
          label: "Injury roll: bonus dice — Craniak (Iron Syndicate): 4D",
          faces: [2, 5, 5, 5],
          lines: ["Craniak: 4D [2,5,5,5] = 3 goals → +1 to the injury roll"],
        },
      ],
    });
    // The stand-in D6 the probe used never shows: no injury result, and the tally still waits for it.
    expect(afterGoals?.events.some((e) => e.kind === "injury")).toBe(false);
    expect(afterGoals?.tally?.find((t) => t.teamId === world.b.team.id)?.knockedOut).toEqual([{ characterId: world.b.ids["Craniak"], name: "Craniak", tone: "lasting" }]);

    const afterD6 = await typed(world, battleId, [3]);
    expect(afterD6?.lastThrow?.throws[0]?.lines).toEqual([
      "Craniak: 4D [2,5,5,5] = 3 goals → +1; D6 3 − 1 (KO'ed) + 1 = 3 → Serious injuries. Serious injuries: −3\" Move and −1D on attack rolls in the team's next battle.",
    ]);
    expect(afterD6?.events.filter((e) => e.kind === "injury")).toHaveLength(1);
    expect(afterD6?.tally?.find((t) => t.teamId === world.b.team.id)?.knockedOut).toEqual([
      { characterId: world.b.ids["Craniak"], name: "Craniak", outcome: "Serious injuries", tone: "lasting" },
    ]);
  });

  test("a pre-battle throw answers at once, typed or by the app, and 'roll the rest' explains each of its throws", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world, "rooftop-rumble");
    expect((await lockPreBattleChoices(world.access.alice, battleId, [])).ok).toBe(true);
    const first = await typed(world, battleId, [2], "alice");
    expect(first?.lastThrow?.throws[0]?.lines).toEqual(["Subplot table D6 2 → Adventure and Military"]);
    // The driver die 5 numbers no one: the die's own note says so until the pick is made.
    const second = await typed(world, battleId, [5], "alice");
    expect(second?.lastThrow?.throws[0]?.lines).toEqual(["no member numbered 5; rolled again"]);

    const progress = await progressOf(world.access.alice, battleId);
    await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app", rollRest: true }, scriptedDice(PRE_BATTLE_FACES.slice(2)));
    const view = await getBattleView(world.access.alice, battleId);
    expect(view?.progress).toEqual({ kind: "reporting" });
    const lines = view!.lastThrow!.throws.flatMap((t) => t.lines);
    expect(lines).toContain("Night Shift subplot driver: 1 White Rhino, 2 Deadeye, 3 Tornado, 4 Bug-Man; D6 5 (no one, roll again), D6 2 → Deadeye");
    expect(lines.at(-1)).toBe("Rooftop Rumble! special event D6 6 → Traps");
    expect(view!.lastThrow!.throws.length).toBeGreaterThan(3);
  });
});
