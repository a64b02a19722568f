import { describe, expect, test } from "vitest";
import { seededDice } from "@/lib/rules/dice";
import { db } from "@/lib/server/db";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { rollTheRest } from "@/lib/games/smf/server/battles/throw-dice";
import { key, setUpBattle, twoTeamCampaign } from "./battle-factory";

describe("'… and roll the rest for me' after a step", () => {
  test("rolls from where the battle stands to the next stop, once per key: a replayed request rolls nothing more", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world, "rooftop-rumble");
    expect((await lockPreBattleChoices(world.access.alice, battleId, [])).ok).toBe(true);

    const requestKey = key();
    const first = await rollTheRest(world.access.alice, battleId, requestKey, seededDice(7));
    expect(first).toMatchObject({ ok: true, alreadyRolled: false, progress: { kind: "reporting" } });
    const rolls = await db.roll.count({ where: { battleId } });
    expect(rolls).toBeGreaterThan(1);

    const replayed = await rollTheRest(world.access.alice, battleId, requestKey, seededDice(8));
    expect(replayed).toMatchObject({ ok: true, rolled: 0, progress: { kind: "reporting" } });
    expect(await db.roll.count({ where: { battleId } })).toBe(rolls);
  });

  test("with nothing to roll it does nothing", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    expect(await rollTheRest(world.access.alice, battleId, key(), seededDice(1))).toMatchObject({ ok: true, rolled: 0, progress: { kind: "setup" } });
    expect(await db.roll.count({ where: { battleId } })).toBe(0);
  });
});
