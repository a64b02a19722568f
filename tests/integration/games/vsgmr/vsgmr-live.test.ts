/**
 * A VSGMR battle page open on a second phone stays in step: each write (a solo turn, a table roll,
 * the result) notifies the battle's listeners once with its next version, and the page hands that
 * version and the change's line to the live updates (components/battles/battle-live), so the other
 * phone refreshes by itself and says what changed.
 */
import { Client, type Notification } from "pg";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("@/lib/server/auth/current-user", () => import("../../../reliability/harness/session-double"));
vi.mock("next/cache", () => import("../../../reliability/harness/next-cache-double"));
vi.mock("next/headers", () => import("../../../reliability/harness/next-headers-double"));
// The live component itself runs in a browser (e2e/battle-live.phone.spec.ts); here it shows what the page gave it.
vi.mock("@/components/battles/battle-live", () => ({
  BattleLive: (props: { battleId: string; version: number; lastChange: string | null; where: string }) =>
    `[live ${props.battleId} v${props.version}: ${props.lastChange ?? "-"} / ${props.where}]`,
}));

import { VsgmrBattlePage } from "@/components/games/vsgmr/pages/battle-page";
import { SOLO_ENEMY } from "@/lib/games/vsgmr/battles/battle-details";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { rollBattleDice } from "@/lib/games/vsgmr/server/battles/roll-battle-dice";
import { scriptedDice } from "@/lib/rules/dice";
import { BATTLE_CHANGED_CHANNEL, type BattleChange } from "@/lib/server/battles/battle-changed";
import { battleEvents } from "@/lib/server/battles/battle-events";
import { actAs } from "../../../reliability/harness/act-as";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";

let listener: Client;
const heard: BattleChange[] = [];

beforeAll(async () => {
  listener = new Client({ connectionString: process.env.DATABASE_URL });
  await listener.connect();
  listener.on("notification", (message: Notification) => {
    if (message.channel === BATTLE_CHANGED_CHANNEL) heard.push(JSON.parse(message.payload!) as BattleChange);
  });
  await listener.query(`LISTEN ${BATTLE_CHANGED_CHANNEL}`);
});

afterAll(async () => {
  await listener.end();
  await battleEvents().close();
});

async function hear(battleId: string, count: number): Promise<BattleChange[]> {
  const of = () => heard.filter((change) => change.battleId === battleId);
  await vi.waitFor(() => expect(of().length).toBeGreaterThanOrEqual(count), { timeout: 5_000, interval: 20 });
  return of();
}

describe("a VSGMR battle page on a second phone", () => {
  test("a solo turn, a table roll and the result each notify once with the next version, and the page passes it to the live updates", async () => {
    const world = await vsgmrSeries();
    const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
    const created = await createVsgmrBattle(world.access.alice, {
      scenarioId: "outflanked",
      teams: [{ teamId: dwarves.id, role: "defender" }],
      solo: { sampleArmyId: "star-soldiers", role: "attacker" },
    });
    if (!created.ok) throw new Error(created.message);
    const { battleId } = created;
    const params = Promise.resolve({ campaignId: world.campaign.id, battleId });
    // The second phone: the organiser watching.
    const watcher = { id: world.users.organiser.id, email: world.users.organiser.email, name: world.users.organiser.name };
    const page = async () => {
      actAs(watcher);
      return renderToStaticMarkup((await VsgmrBattlePage({ params })) as ReactElement);
    };
    expect(await page()).toContain(`[live ${battleId} v0: - / playing]`);

    expect(
      await playSoloTurn(
        world.access.alice,
        battleId,
        { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: `${battleId}:turn-1` },
        scriptedDice([6, 3]),
      ),
    ).toMatchObject({ ok: true });
    const [turn] = await hear(battleId, 1);
    expect(turn).toMatchObject({ version: 1, actorId: world.users.alice.id, summary: expect.stringMatching(/^Alice rolled the enemy's turn of round 1: /) });
    expect(await page()).toMatch(new RegExp(`\\[live ${battleId} v1: Alice rolled the enemy(?:'|&#x27;)s turn of round 1: .+ / playing\\]`));

    expect(
      await rollBattleDice(world.access.alice, battleId, { label: "Melee", sides: 6, count: 2, requestKey: `${battleId}:roll-1`, source: "app" }, scriptedDice([4, 1])),
    ).toMatchObject({
      ok: true,
    });
    expect((await hear(battleId, 2))[1]).toMatchObject({ version: 2, summary: "Alice rolled Melee (4, 1)" });
    expect(await page()).toContain(`[live ${battleId} v2: Alice rolled Melee (4, 1) / playing]`);

    const result = await resolveVsgmrBattle(world.access.alice, battleId, {
      endCondition: "rounds",
      sides: [
        { key: dwarves.id, defeatedHalves: 8, outcome: "WON" },
        { key: SOLO_ENEMY, defeatedHalves: 2, outcome: "LOST" },
      ],
    });
    expect(result).toEqual({ ok: true });
    const all = await hear(battleId, 3);
    expect(all.map((change) => change.version)).toEqual([1, 2, 3]);
    expect(all[2]).toMatchObject({ status: "RESOLVED", summary: "Alice recorded the result" });
    expect(await page()).toContain(`[live ${battleId} v3: Alice recorded the result / Resolved]`);
  });
});
