import { describe, expect, test } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { addRelationship } from "@/lib/games/shsa/server/relationships/add-relationship";
import { RELATIONSHIP_CONTEST_PURPOSE, RELATIONSHIP_TASK_PURPOSE, resolveRelationship } from "@/lib/games/shsa/server/relationships/resolve-relationship";
import { scriptedDice } from "@/lib/rules/dice";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { accessFor, addMember, createUser } from "../../factories";

async function heroWithRelationship(type: "companion" | "tempter" | "mastermind" | "follower-minion", value: number) {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
  await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
  const alice = await accessFor((await addMember(campaign.id, "PLAYER", "Alice")).id, campaign.id);
  const created = await createTeam(alice, shsa, { name: "Nightjar", notes: "" });
  if (!created.ok) throw new Error(created.message);
  const added = await addRelationship(alice, created.team.id, { requestKey: `add-${type}-${value}-relationship`, type, with: "Lark", value });
  if (!added.ok) throw new Error(added.message);
  const relationship = added.state.sheet.relationships[0]!;
  return { campaignId: campaign.id, alice, teamId: created.team.id, relationshipId: relationship.id };
}

async function written(campaignId: string, teamId: string) {
  const [team, rolls, entries] = await Promise.all([
    db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } }),
    db.roll.findMany({ where: { campaignId }, select: { purpose: true, sides: true, faces: true, source: true }, orderBy: { sequence: "asc" } }),
    db.storyPointEntry.findMany({ where: { campaignId }, select: { currency: true, delta: true, reason: true } }),
  ]);
  return { team, rolls, entries };
}

const other = { alignment: "hero", isPc: false } as const;

describe("SHSA's relationship board and task resolver", () => {
  test("a relationship is added to the board with its history line", async () => {
    const { teamId } = await heroWithRelationship("companion", 1);
    const state = readHeroState((await db.team.findUniqueOrThrow({ where: { id: teamId } })).state, "Nightjar");
    expect(state.sheet.relationships).toMatchObject([{ type: "companion", with: "Lark", value: 1, isActive: true }]);
    expect(state.history.map((line) => line.reason)).toEqual(["creation"]);
  });

  test("a failed task with typed dice: the Companion at −2 leaves; the faces are in the roll log; a retry throws nothing again", async () => {
    const { campaignId, alice, teamId, relationshipId } = await heroWithRelationship("companion", -2);
    const request = {
      requestKey: "relationship-task-typed-1",
      relationshipId,
      actor: "2D8",
      resistance: "2D6",
      source: "physical",
      faces: [1, 2, 6, 5],
      failureChoice: "lower-relationship",
      other,
    } as const;
    const resolved = await resolveRelationship(alice, teamId, request);
    expect(resolved).toMatchObject({ ok: true, repeated: false, isEnded: true, task: { grade: "major-failure" } });
    if (!resolved.ok) throw new Error(resolved.message);
    expect(resolved.state.sheet.relationships).toMatchObject([{ id: relationshipId, value: -4, isActive: false }]);
    const after = await written(campaignId, teamId);
    expect(after.rolls).toEqual([
      { purpose: `${RELATIONSHIP_TASK_PURPOSE}:actor`, sides: 8, faces: [1, 2], source: "PHYSICAL" },
      { purpose: `${RELATIONSHIP_TASK_PURPOSE}:resistance`, sides: 6, faces: [6, 5], source: "PHYSICAL" },
    ]);
    expect(await resolveRelationship(alice, teamId, request)).toMatchObject({ ok: true, repeated: true });
    expect(await written(campaignId, teamId)).toEqual(after);
  });

  test("two heroes of two campaigns using the same request key each roll their own task: a key is one hero's, never another's retry", async () => {
    const request = (relationshipId: string) =>
      ({
        requestKey: "the-same-key",
        relationshipId,
        actor: "2D8",
        resistance: "2D6",
        source: "physical",
        faces: [8, 8, 1, 1],
        successChoice: "raise-relationship",
        successOption: "call-to-help",
        other,
      }) as const;
    const first = await heroWithRelationship("companion", 0);
    const second = await heroWithRelationship("companion", 0);
    expect(await resolveRelationship(first.alice, first.teamId, request(first.relationshipId))).toMatchObject({ ok: true, repeated: false });
    expect(await resolveRelationship(second.alice, second.teamId, request(second.relationshipId))).toMatchObject({ ok: true, repeated: false });
    for (const hero of [first, second]) {
      expect((await written(hero.campaignId, hero.teamId)).rolls.map((roll) => roll.faces)).toEqual([
        [8, 8],
        [1, 1],
      ]);
      expect((await written(hero.campaignId, hero.teamId)).entries).toEqual([{ currency: "shsa-vp", delta: 1, reason: "RELATIONSHIP_TASK" }]);
    }
  });

  test("a success with the app's dice: +1 VP (in the ledger) and +1 to the relationship, and the chosen result", async () => {
    const { campaignId, alice, teamId, relationshipId } = await heroWithRelationship("companion", 0);
    const resolved = await resolveRelationship(
      alice,
      teamId,
      {
        requestKey: "relationship-task-app-1",
        relationshipId,
        actor: "2D8",
        resistance: "2D6",
        source: "app",
        successChoice: "raise-relationship",
        successOption: "call-to-help",
        other,
      },
      scriptedDice([8, 8, 1, 1], 8),
    );
    expect(resolved).toMatchObject({ ok: true, isEnded: false, task: { grade: "major-success" }, state: { sheet: { vp: 1, relationships: [{ value: 1, isActive: true }] } } });
    if (!resolved.ok) throw new Error(resolved.message);
    expect(resolved.effects!.map((effect) => effect.code)).toContain("call-to-help");
    const { rolls, entries } = await written(campaignId, teamId);
    expect(rolls.map((roll) => roll.source)).toEqual(["APP", "APP"]);
    expect(entries).toEqual([{ currency: "shsa-vp", delta: 1, reason: "RELATIONSHIP_TASK" }]);
  });

  test("a tempter at +3 turns on a success", async () => {
    const { alice, teamId, relationshipId } = await heroWithRelationship("tempter", 3);
    const resolved = await resolveRelationship(
      alice,
      teamId,
      { requestKey: "relationship-task-tempter", relationshipId, actor: "2D8", resistance: "2D6", source: "app", successChoice: "lower-ego", other },
      scriptedDice([8, 8, 1, 1], 8),
    );
    expect(resolved).toMatchObject({ ok: true, isEnded: true, state: { sheet: { relationships: [{ isActive: false }] } } });
  });

  test("a missing choice, bad dice or typed faces that do not fit write nothing and say why", async () => {
    const { campaignId, alice, teamId, relationshipId } = await heroWithRelationship("companion", 0);
    const before = await written(campaignId, teamId);
    const base = { relationshipId, actor: "2D8", resistance: "2D6", other } as const;
    expect(await resolveRelationship(alice, teamId, { ...base, requestKey: "relationship-task-refused-1", source: "app" }, scriptedDice([8, 8, 1, 1], 8))).toEqual({
      ok: false,
      code: "rules-refused",
      message: "Choose −1 Ego or +1 to the relationship (L25).",
    });
    expect(await resolveRelationship(alice, teamId, { ...base, actor: "two dice", requestKey: "relationship-task-refused-2", source: "app" })).toMatchObject({
      ok: false,
      code: "bad-dice",
    });
    expect(
      await resolveRelationship(alice, teamId, { ...base, requestKey: "relationship-task-refused-3", source: "physical", faces: [3, 4], successChoice: "lower-ego" }),
    ).toMatchObject({
      ok: false,
      code: "bad-dice",
      message: expect.stringContaining("Type every die the task throws"),
    });
    expect(
      await resolveRelationship(alice, teamId, {
        ...base,
        requestKey: "relationship-task-refused-4",
        source: "physical",
        faces: [3, 4, 1, 1, 2],
        failureChoice: "raise-ego",
        successChoice: "lower-ego",
        successOption: "call-to-help",
      }),
    ).toMatchObject({
      ok: false,
      code: "bad-dice",
      message: "1 typed face(s) left over: type only the dice the task throws.",
    });
    expect(await written(campaignId, teamId)).toEqual(before);
  });

  test("a Mastermind failure rolls the WP contest after the task (typed: the task's faces, the contest's, then the alignment re-roll), logs it and applies its grade", async () => {
    const { campaignId, alice, teamId, relationshipId } = await heroWithRelationship("mastermind", 0);
    const before = await written(campaignId, teamId);
    const base = { relationshipId, actor: "2D8", resistance: "2D6", source: "physical", failureChoice: "lower-relationship", other } as const;
    // Without the contest's dice the rules' message asks for them, and nothing is written.
    expect(await resolveRelationship(alice, teamId, { ...base, requestKey: "mastermind-no-contest", faces: [1, 1, 6, 6] })).toEqual({
      ok: false,
      code: "rules-refused",
      message: "Roll the hero's WP vs the Mastermind's WP (L94). Give the contest's dice to roll it with the task.",
    });
    expect(
      await resolveRelationship(alice, teamId, { ...base, requestKey: "mastermind-bad-contest", faces: [1, 1, 6, 6], contest: { actor: "lots", resistance: "2D8" } }),
    ).toMatchObject({
      ok: false,
      code: "bad-dice",
      message: expect.stringMatching(/^The contest's dice: /),
    });
    expect(await written(campaignId, teamId)).toEqual(before);

    // The task 2D8 [1,1] vs 2D6 [6,6]: a major failure. The contest 2D8 [5,6] vs 2D8 [4,4]: a minor success, −1 Val (L95). The re-roll D6 5 keeps the worse.
    const resolved = await resolveRelationship(alice, teamId, {
      ...base,
      requestKey: "mastermind-contest",
      faces: [1, 1, 6, 6, 5, 6, 4, 4, 5],
      contest: { actor: "2D8", resistance: "2D8" },
    });
    expect(resolved).toMatchObject({
      ok: true,
      task: { grade: "major-failure" },
      contest: { grade: "minor-success", summary: "2D8 [5,6] = 11 vs 2D8 [4,4] = 8: minor success by 3" },
    });
    if (!resolved.ok) throw new Error(resolved.message);
    expect(resolved.effects?.map((effect) => effect.code)).toEqual(["val-penalty", "npc-opposes-hero"]);
    // L25's −2 and the Mastermind failure's −1 (L95).
    expect(resolved.state.sheet.relationships).toMatchObject([{ value: -3 }]);
    expect((await written(campaignId, teamId)).rolls).toEqual([
      { purpose: `${RELATIONSHIP_TASK_PURPOSE}:actor`, sides: 8, faces: [1, 1], source: "PHYSICAL" },
      { purpose: `${RELATIONSHIP_TASK_PURPOSE}:resistance`, sides: 6, faces: [6, 6], source: "PHYSICAL" },
      { purpose: `${RELATIONSHIP_CONTEST_PURPOSE}:actor`, sides: 8, faces: [5, 6], source: "PHYSICAL" },
      { purpose: `${RELATIONSHIP_CONTEST_PURPOSE}:resistance`, sides: 8, faces: [4, 4], source: "PHYSICAL" },
      { purpose: "alignment-reroll", sides: 6, faces: [5], source: "PHYSICAL" },
    ]);
  });

  test("a minion's Virtue vs Ego contest with the app's dice: a major result brings the Light Personality Evolution; a task that does not need its contest does not throw it", async () => {
    const { campaignId, alice, teamId, relationshipId } = await heroWithRelationship("follower-minion", 0);
    const request = {
      relationshipId,
      actor: "2D8",
      resistance: "2D6",
      source: "app",
      successChoice: "lower-ego",
      successOption: "virtue-vs-ego",
      contest: { actor: "2D6", resistance: "2D4" },
      other,
    } as const;
    const resolved = await resolveRelationship(alice, teamId, { ...request, requestKey: "minion-contest" }, scriptedDice([8, 8, 1, 1, 6, 6, 1, 1], 8));
    expect(resolved).toMatchObject({ ok: true, task: { grade: "major-success" }, contest: { grade: "major-success" } });
    if (!resolved.ok) throw new Error(resolved.message);
    expect(resolved.effects?.map((effect) => effect.code)).toContain("light-evolution");
    const rolls = (await written(campaignId, teamId)).rolls.length;
    // A failure does not need the contest: none is thrown (the task, then the minion's alignment re-roll, L36).
    const failed = await resolveRelationship(alice, teamId, { ...request, requestKey: "minion-fails", failureChoice: "raise-ego" }, scriptedDice([1, 1, 6, 6, 3], 8));
    expect(failed).toMatchObject({ ok: true, task: { grade: "major-failure" } });
    expect(failed.ok && failed.contest).toBeUndefined();
    expect((await written(campaignId, teamId)).rolls.slice(rolls).map((roll) => roll.purpose)).toEqual([
      `${RELATIONSHIP_TASK_PURPOSE}:actor`,
      `${RELATIONSHIP_TASK_PURPOSE}:resistance`,
      "alignment-reroll",
    ]);
  });
});
