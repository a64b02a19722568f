import { describe, expect, test } from "vitest";
import { battleEnd } from "@/lib/rules/vsgmr";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { loadVsgmrTracker, trackVsgmrBattle } from "@/lib/games/vsgmr/server/battles/track-battle";
import { readVsgmrDetails } from "@/lib/games/vsgmr/battles/battle-details";
import { resolveVsgmrBattleFromForm, resolveVsgmrBattleSchema } from "@/lib/games/vsgmr/schemas/battles";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import { TAP_BURST } from "@/lib/server/battles/tap-rate-limit";
import { db } from "@/lib/server/db";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";
import { createTeamFor } from "../../factories";
import { forceFromSampleArmy, sampleArmyById, type VsgmrFigure } from "@/lib/rules/vsgmr";

const key = (name: string) => `${name}-${crypto.randomUUID()}`;
const tracker = async (battleId: string) => (await loadVsgmrTracker(db, battleId))!;

async function versus() {
  const world = await vsgmrSeries();
  const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
  const elves = await forceOf(world.campaign.id, world.users.bob, "elves");
  const created = await createVsgmrBattle(world.access.alice, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] });
  if (!created.ok) throw new Error(created.message);
  return { ...world, dwarves, elves, battleId: created.battleId };
}

describe("the VSGMR tracker plays the forces as they were set up (Ruling VS-R26)", () => {
  test("a figure renamed, retired or added after the battle began changes nothing of the battle in play", async () => {
    const { access, battleId, dwarves, elves } = await versus();
    const before = (await tracker(battleId)).state.figures.map((f) => [f.id, f.name, f.side]);
    const [firstElf] = await db.character.findMany({ where: { teamId: elves.id }, orderBy: { position: "asc" }, take: 1, select: { id: true, build: true } });
    await db.character.update({ where: { id: firstElf!.id }, data: { retiredAt: new Date() } });
    const [firstDwarf] = await db.character.findMany({ where: { teamId: dwarves.id }, orderBy: { position: "asc" }, take: 1, select: { id: true, build: true } });
    await db.character.update({ where: { id: firstDwarf!.id }, data: { build: { ...(firstDwarf!.build as object), name: "Renamed Dwarf" } } });
    await db.character.create({
      data: { teamId: dwarves.id, position: 99, name: "Latecomer", kind: VSGMR_FIGURE_KIND, build: firstElf!.build as object, state: {}, formatVersion: 1 },
    });
    expect((await tracker(battleId)).state.figures.map((f) => [f.id, f.name, f.side])).toEqual(before);
    // The retired elf can still be defeated: it fought in this battle.
    expect(await trackVsgmrBattle(access.alice, battleId, key("t"), { kind: "defeated", figureId: firstElf!.id })).toMatchObject({ ok: true });
  });

  test("a battle set up before the snapshot was kept reads the forces as they stand", async () => {
    const { battleId, elves } = await versus();
    const row = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { details: true } });
    const { forces: _forces, ...older } = readVsgmrDetails(row.details);
    await db.battle.update({ where: { id: battleId }, data: { details: older as object } });
    const [firstElf] = await db.character.findMany({ where: { teamId: elves.id }, orderBy: { position: "asc" }, take: 1, select: { id: true } });
    await db.character.update({ where: { id: firstElf!.id }, data: { retiredAt: new Date() } });
    expect((await tracker(battleId)).state.figures.map((f) => f.id)).not.toContain(firstElf!.id);
  });
});

describe("the VSGMR tracker's tap rate limit", () => {
  test("a player tapping faster than a table does is refused and nothing is written; the other player taps on", async () => {
    const { access, battleId, users } = await versus();
    await db.battleTrackEntry.createMany({
      data: Array.from({ length: TAP_BURST }, () => ({
        battleId,
        kind: "round-over",
        // Rows the fold cannot read (so they end nothing): only the limit counts them.
        payload: { v: 0 },
        actorId: users.alice.id,
        actorName: "Alice",
        requestKey: key("burst"),
      })),
    });
    expect(await trackVsgmrBattle(access.alice, battleId, key("one-more"), { kind: "round-over" })).toMatchObject({
      ok: false,
      code: "too-many-taps",
      message: expect.stringMatching(/^That tap was not saved/),
    });
    expect(await db.battleTrackEntry.count({ where: { battleId } })).toBe(TAP_BURST);
    expect(await trackVsgmrBattle(access.bob, battleId, key("bob"), { kind: "round-over" })).toMatchObject({ ok: true });
  });
});

/** Two Assaulters of 20 points and a Defender of 40 (the scenario's budgets, L637), figures taken from sample armies. */
async function fortressForces(world: Awaited<ReturnType<typeof vsgmrSeries>>) {
  const figures = (armyId: string) => forceFromSampleArmy(sampleArmyById(armyId)).figures;
  const force = async (owner: { id: string; name: string | null }, name: string, list: VsgmrFigure[]) => {
    const team = await createTeamFor(world.campaign.id, owner, name);
    await db.character.createMany({
      data: list.map((figure, position) => ({ teamId: team.id, position, name: figure.name, kind: VSGMR_FIGURE_KIND, build: figure as object, state: {}, formatVersion: 1 })),
    });
    return team;
  };
  return {
    // Orcs 8 + 8 + 4; a bandit gang 5 + 3 + 3 + 3 + 2 + 2 + 2; super knights 14 + 12 + 12 with a 2-point bandit.
    dwarves: await force(world.users.alice, "Orc Warband", figures("orcs").slice(0, 3)),
    orcs: await force(world.users.bob, "Bandits", figures("wild-west-bandit-gang").slice(0, 7)),
    elves: await force(world.users.carol, "Keep Guard", [...figures("thunder-born-super-knights"), ...figures("wild-west-bandit-gang").slice(6, 7)]),
  };
}

describe("a Fortress Assault brought down by two Assaulters (L639, Ruling VS-R25)", () => {
  test("the tracker names both, the form pre-fills them together, and both win", async () => {
    const world = await vsgmrSeries();
    const { dwarves, orcs, elves } = await fortressForces(world);
    const created = await createVsgmrBattle(world.access.organiser, {
      scenarioId: "fortress-assault",
      teams: [
        { teamId: dwarves.id, role: "assaulter" },
        { teamId: orcs.id, role: "assaulter" },
        { teamId: elves.id, role: "defender" },
      ],
    });
    if (!created.ok) throw new Error(created.message);
    const battleId = created.battleId;
    // Two Assaulter players: the building takes 2 + 1 hits (L639).
    expect((await tracker(battleId)).state.buildingHitsNeeded).toBe(3);
    for (let i = 0; i < 3; i++) expect(await trackVsgmrBattle(world.access.alice, battleId, key("hit"), { kind: "building-hit" })).toMatchObject({ ok: true });
    const end = battleEnd((await tracker(battleId)).state)!;
    expect(end).toMatchObject({ condition: "building-hits", winners: [dwarves.id, orcs.id] });

    // The form sends the tracker's winners as one choice (result-panel.tsx): "a,b".
    const form = new FormData();
    form.set("battleId", battleId);
    form.set("endCondition", "building-hits");
    for (const id of [dwarves.id, orcs.id, elves.id]) {
      form.append("side", id);
      form.set(`defeated:${id}`, "0");
    }
    form.set("winner", end.winners.join(","));
    const parsed = resolveVsgmrBattleSchema.parse(resolveVsgmrBattleFromForm(form));
    expect(parsed.sides.map((side) => side.outcome)).toEqual(["WON", "WON", "LOST"]);
    const { battleId: _id, ...input } = parsed;
    expect(await resolveVsgmrBattle(world.access.organiser, battleId, input)).toEqual({ ok: true });
    const results = await db.battleTeam.findMany({ where: { battleId }, orderBy: { position: "asc" }, select: { teamId: true, result: true } });
    expect(results).toEqual([
      { teamId: dwarves.id, result: "WON" },
      { teamId: orcs.id, result: "WON" },
      { teamId: elves.id, result: "LOST" },
    ]);
  });

  test("two winners of different sides are still refused", async () => {
    const world = await vsgmrSeries();
    const { dwarves, orcs, elves } = await fortressForces(world);
    const created = await createVsgmrBattle(world.access.organiser, {
      scenarioId: "fortress-assault",
      teams: [
        { teamId: dwarves.id, role: "assaulter" },
        { teamId: orcs.id, role: "assaulter" },
        { teamId: elves.id, role: "defender" },
      ],
    });
    if (!created.ok) throw new Error(created.message);
    expect(
      await resolveVsgmrBattle(world.access.organiser, created.battleId, {
        endCondition: "survivors",
        sides: [
          { key: dwarves.id, defeatedHalves: 0, outcome: "WON" },
          { key: orcs.id, defeatedHalves: 0, outcome: "LOST" },
          { key: elves.id, defeatedHalves: 0, outcome: "WON" },
        ],
      }),
    ).toMatchObject({ ok: false, code: "bad-result", message: expect.stringContaining("Only one force can win a battle, or several") });
  });
});
