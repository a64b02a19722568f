import { describe, expect, test } from "vitest";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { key, progressOf, reportBattle, setUpBattle, simpleReport, slotOf, twoTeamCampaign } from "./battle-factory";

/** Types the faces of the next throw, as a player at the table would. */
async function typeThrow(access: CampaignAccess, battleId: string, faces: number[]) {
  const result = await throwDice(access, battleId, { slot: slotOf(await progressOf(access, battleId)), requestKey: key(), source: "physical", faces });
  if (!result.ok) throw new Error(result.message);
}

const probabilities = (outcomes: Array<{ key: string; probability: number }> | undefined) => Object.fromEntries((outcomes ?? []).map((o) => [o.key, o.probability]));

describe("the battle page's odds of the next throw", () => {
  test("a subplot check: its pool and TN, and the chance of each number of subplot dice", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world, "rooftop-rumble");
    expect((await lockPreBattleChoices(world.access.alice, battleId, [])).ok).toBe(true);

    // Before the first die: the subplot table, a sixth each.
    const table = (await getBattleView(world.access.alice, battleId))?.nextRoll?.odds;
    expect(table?.outcomes).toHaveLength(6);
    expect(table?.outcomes[1]).toMatchObject({ faces: "2", label: "Adventure and Military", probability: 1 / 6 });

    await typeThrow(world.access.alice, battleId, [2]); // Adventure and Military
    await typeThrow(world.access.alice, battleId, [2]); // Night Shift's driver: 2 → Deadeye
    const view = await getBattleView(world.access.alice, battleId);
    expect(view?.nextRoll?.label).toMatch(/^Subplot check — Deadeye/);
    const odds = view?.nextRoll?.odds;
    expect(odds?.caption).toBe("Odds of each outcome for Deadeye's Adventure check");
    expect(odds?.facts).toEqual(["6 dice", "TN 2"]);
    // 6D fails TN 2 on fewer than 2 goals: 1/64 + 6 · (1/3) · (1/2)^5 = 5/64.
    expect(probabilities(odds?.outcomes).fail).toBeCloseTo(5 / 64, 12);
    expect(odds?.outcomes.map((o) => o.label)).toEqual(["Fails: no subplot dice", "Makes the TN: no subplot dice", "+1 subplot die", "+2 subplot dice", "+3 or more subplot dice"]);
  });

  test("the injury D6 after its goal dice: the bonus is known and the odds move", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world, "rooftop-rumble");
    expect((await lockPreBattleChoices(world.access.alice, battleId, [])).ok).toBe(true);
    for (const faces of [[2], [5], [2], [1, 6, 5, 2, 6, 4], [2], [1, 4, 2, 3], [6]]) await typeThrow(world.access.alice, battleId, faces);
    expect((await reportBattle(world.access.alice, battleId, simpleReport(world))).ok).toBe(true);

    const before = (await getBattleView(world.access.alice, battleId))?.nextRoll;
    expect(before?.label).toMatch(/^Injury roll: bonus dice — Craniak/);
    expect(before?.odds?.caption).toBe("Odds of each outcome for Craniak");
    expect(probabilities(before?.odds?.outcomes).captured).toBeGreaterThan(0);

    await typeThrow(world.access.alice, battleId, [2, 5, 5, 5]); // 3 goals → + 1
    const after = (await getBattleView(world.access.alice, battleId))?.nextRoll;
    expect(after?.label).toMatch(/^Injury roll: D6 — Craniak/);
    // The Night Shift are heroes: a death would become a capture on a 2+ Chance.
    expect(after?.odds?.facts).toEqual(["1 D6", "+ 1 from 3 goals", "− 1 KO'ed", "dead: captured instead on 2+ goals (Chance)"]);
    // D6 − 1 + 1: each face is its own total, 1 (Captured) to 6 (Settle the score).
    const p = probabilities(after?.odds?.outcomes);
    expect(p.dead).toBe(0);
    expect(p["inspired-recovery"]).toBe(0);
    for (const outcome of ["captured", "grievous-injury", "serious-injuries", "light-injury", "minor-scrapes", "settle-the-score"]) {
      expect(p[outcome], outcome).toBeCloseTo(1 / 6, 12);
    }
  });
});
