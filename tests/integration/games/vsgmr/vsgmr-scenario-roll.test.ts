import { describe, expect, test } from "vitest";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { rollVsgmrScenario } from "@/lib/games/vsgmr/server/battles/roll-scenario";
import { scriptedDice } from "@/lib/rules/dice";
import { db } from "@/lib/server/db";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";

const rollsOf = (campaignId: string) =>
  db.roll.findMany({
    where: { campaignId },
    orderBy: { sequence: "asc" },
    select: { sequence: true, battleId: true, purpose: true, label: true, sides: true, faces: true, source: true, actorName: true },
  });

describe("rolling a new battle's scenario (VS-R18)", () => {
  test("app dice: every die, the re-rolled 8s included, in one roll of the log; a retried request never rolls twice", async () => {
    const { campaign, access } = await vsgmrSeries();
    const first = await rollVsgmrScenario(access.alice, { requestKey: "scenario-request-1", source: "app" }, scriptedDice([8, 8, 5], 8));
    expect(first).toEqual({ ok: true, scenarioId: "outflanked", sides: 8, faces: [8, 8, 5], alreadyRolled: false, replaces: null });
    const again = await rollVsgmrScenario(access.alice, { requestKey: "scenario-request-1", source: "app" }, scriptedDice([1], 8));
    expect(again).toEqual({ ok: true, scenarioId: "outflanked", sides: 8, faces: [8, 8, 5], alreadyRolled: true, replaces: null });
    expect(await rollsOf(campaign.id)).toEqual([
      { sequence: 1, battleId: null, purpose: "vsgmr-scenario", label: "Scenario roll (d8): Outflanked", sides: 8, faces: [8, 8, 5], source: "APP", actorName: "Alice" },
    ]);
  });

  test("the series' pool decides the die and the order; typed faces are checked, and a refused roll writes nothing", async () => {
    const { campaign, access } = await vsgmrSeries();
    await db.campaign.update({ where: { id: campaign.id }, data: { settings: { ...(campaign.settings as object), rolledScenarios: ["transport", "basic-game", "ambush"] } } });
    expect(await rollVsgmrScenario(access.bob, { requestKey: "scenario-typed-1", source: "physical", faces: [5] })).toMatchObject({
      ok: false,
      code: "bad-faces",
      message: "5 is not a face of a d4 (1–4).",
    });
    expect(await rollVsgmrScenario(access.bob, { requestKey: "scenario-typed-2", source: "physical", faces: [4] })).toMatchObject({ ok: false, code: "bad-faces" });
    expect(await rollsOf(campaign.id)).toEqual([]);
    expect(await rollVsgmrScenario(access.bob, { requestKey: "scenario-typed-3", source: "physical", faces: [4, 3] })).toMatchObject({
      ok: true,
      scenarioId: "transport",
      faces: [4, 3],
    });
    expect(await rollsOf(campaign.id)).toMatchObject([{ sequence: 1, sides: 4, faces: [4, 3], source: "PHYSICAL" }]);
  });

  test("a series on app dice only refuses typed dice; a viewer may not roll; a key from another roll is refused", async () => {
    const { campaign, access } = await vsgmrSeries();
    await db.campaign.update({ where: { id: campaign.id }, data: { appDiceOnly: true } });
    expect(await rollVsgmrScenario(access.alice, { requestKey: "scenario-only-app", source: "physical", faces: [2] })).toMatchObject({ ok: false, code: "app-dice-only" });
    expect(await rollVsgmrScenario(access.viewer, { requestKey: "scenario-viewer", source: "app" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await rollsOf(campaign.id)).toEqual([]);
    const other = await vsgmrSeries();
    await rollVsgmrScenario(other.access.alice, { requestKey: "scenario-elsewhere", source: "app" }, scriptedDice([1], 8));
    expect(await rollVsgmrScenario(access.alice, { requestKey: "scenario-elsewhere", source: "app" })).toMatchObject({ ok: false, code: "bad-request" });
  });

  test("a roll binds its roller's next set-up: another scenario is refused, a re-roll is logged as one and the newest binds, and the battle takes both rolls over", async () => {
    const { campaign, users, access } = await vsgmrSeries();
    const dwarves = await forceOf(campaign.id, users.alice, "dwarves");
    const orcs = await forceOf(campaign.id, users.bob, "orcs");
    const basic = { teams: [{ teamId: dwarves.id }, { teamId: orcs.id }] };

    expect(await rollVsgmrScenario(access.alice, { requestKey: "bind-roll-1", source: "app" }, scriptedDice([3], 8))).toMatchObject({ scenarioId: "escape", replaces: null });
    // Rolled Escape, set up as the Basic Game: refused, nothing written.
    expect(await createVsgmrBattle(access.alice, { scenarioId: "basic-game", ...basic })).toMatchObject({
      ok: false,
      code: "scenario-rolled",
      message: expect.stringContaining("You rolled Escape"),
    });
    expect(await db.battle.count({ where: { campaignId: campaign.id } })).toBe(0);

    // A new request key is a re-roll, not a fresh start: the log says so, and the newest roll binds.
    expect(await rollVsgmrScenario(access.alice, { requestKey: "bind-roll-2", source: "app" }, scriptedDice([7], 8))).toMatchObject({
      scenarioId: "transport",
      replaces: "escape",
    });
    expect((await rollsOf(campaign.id)).map((r) => r.label)).toEqual(["Scenario roll (d8): Escape", "Scenario re-roll (d8): Transport, replacing Escape"]);
    expect(await createVsgmrBattle(access.alice, { scenarioId: "escape", ...basic })).toMatchObject({ ok: false, code: "scenario-rolled" });

    // Bob rolled nothing: Alice's roll does not bind his set-ups.
    const elves = await forceOf(campaign.id, users.bob, "elves");
    const bobs = await createVsgmrBattle(access.bob, { scenarioId: "basic-game", teams: [{ teamId: elves.id }, { teamId: dwarves.id }] });
    expect(bobs).toMatchObject({ ok: true });
    if (!bobs.ok) return;
    await db.battle.update({ where: { id: bobs.battleId }, data: { status: "CANCELLED" } });

    const created = await createVsgmrBattle(access.alice, { scenarioId: "transport", ...basic });
    expect(created).toMatchObject({ ok: true });
    if (!created.ok) return;
    expect((await rollsOf(campaign.id)).map((r) => r.battleId)).toEqual([created.battleId, created.battleId]);
    // Taken: the next set-up is free again, and the next roll is a first roll.
    expect(await rollVsgmrScenario(access.alice, { requestKey: "bind-roll-3", source: "app" }, scriptedDice([1], 8))).toMatchObject({ scenarioId: "basic-game", replaces: null });
  });
});
