/**
 * SHSA's rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts): the
 * design of its own verbs for every kind of caller, and of its actions. The matrix collects them
 * from this folder.
 */
import { expect } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readEpisode } from "@/lib/games/shsa/episode";
import { newHeroSheet, readHeroState } from "@/lib/games/shsa/hero-sheet";
import { readWeekRecord } from "@/lib/games/shsa/week/week-record";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { formOf } from "@/tests/reliability/harness/act-as";
import { stageCampaign } from "@/tests/reliability/fast/authz-world";
import { cast, type MatrixRows, OK, requestKey, scenario } from "@/tests/reliability/harness/authz-matrix";

/** A campaign of the matrix turned into an SHSA one (authorization reads only the stored game). */
async function shsaStage() {
  const stage = await stageCampaign(cast());
  await db.campaign.update({ where: { id: stage.campaignId }, data: { gameSystem: shsa.id, settings: SHSA_DEFAULT_SETTINGS } });
  return stage;
}

/** An SHSA stage with a week of downtime recorded: the target of the week's actions. */
async function weekStage() {
  const stage = await shsaStage();
  const week = await db.playSession.create({
    data: { campaignId: stage.campaignId, kind: "WEEK", number: 1, title: "Quiet week", playedOn: new Date("2026-11-01"), createdByName: "Olive" },
    select: { id: true },
  });
  return { ...stage, sessionId: week.id };
}

async function weekOf(sessionId: string) {
  return readWeekRecord((await db.playSession.findUniqueOrThrow({ where: { id: sessionId }, select: { details: true } })).details);
}

async function heroOf(teamId: string) {
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true, name: true } });
  return readHeroState(team.state, team.name);
}

/** An SHSA stage with an episode recorded; `combat`: its one step a combat that left the owner's hero at TO 0. */
async function episodeStage({ combat = false } = {}) {
  const stage = await shsaStage();
  const state = { v: 1, sheet: newHeroSheet("Hero"), history: [] };
  await db.team.update({ where: { id: stage.ownerTeam.id }, data: { state: state as unknown as Prisma.InputJsonValue } });
  const step = {
    id: "matrix-combat-step",
    kind: "combat",
    title: "The vault",
    heroIds: [stage.ownerTeam.id],
    outcome: "failure",
    capturedIds: [],
    inTheNews: false,
    endedBy: ["knockout"],
    takenOut: [{ teamId: stage.ownerTeam.id, aftermath: { status: null, save: null } }],
  };
  const session = await db.playSession.create({
    data: {
      campaignId: stage.campaignId,
      kind: "EPISODE",
      number: 1,
      title: "The bank job",
      playedOn: new Date("2026-11-20"),
      createdByName: "Olive",
      ...(combat ? { details: { episode: { v: 1, version: 1, steps: [step] } } } : {}),
    },
    select: { id: true },
  });
  return { ...stage, sessionId: session.id };
}

async function episodeOf(sessionId: string) {
  return readEpisode((await db.playSession.findUniqueOrThrow({ where: { id: sessionId }, select: { details: true } })).details);
}

export const AUTHZ_ROWS: MatrixRows = {
  // SHSA's own verbs: organiser, co-organiser, player, viewer; on a hero the member plays, and on another's.
  verbs: {
    game: shsa,
    expected: {
      "shsa:edit-sheet": { owner: "yyy-", other: "yy--" },
      "shsa:resolve-relationship": { owner: "yyy-", other: "yy--" },
      "shsa:plan-week": { owner: "yyy-", other: "yy--" },
      "shsa:close-week": "yy--",
      // Running an episode is the game master's: a hero's player does not record steps or roll the aftermath.
      "shsa:run-episode": { owner: "yy--", other: "yy--" },
    },
  },
  // Columns: anonymous, non-member, viewer, player, owner, organiser (the codes: tests/reliability/harness/authz-matrix.ts).
  expected: {
    // A change to a hero's sheet: its player or a runner, as any roster change.
    changeShsaSheetAction: "S N F F Y Y",
    addShsaRelationshipAction: "S N F F Y Y",
    // A relationship task: its hero's player or a runner (shsa:resolve-relationship).
    resolveShsaRelationshipAction: "S N F F Y Y",
    // A hero's week planned and its actions rolled: its player or a runner (shsa:plan-week).
    planShsaWeekAction: "S N F F Y Y",
    rollShsaWeekAction: "S N F F Y Y",
    // Closing a week for every hero at once: a runner (shsa:close-week).
    closeShsaWeekAction: "S N F F F Y",
    // A condition corrected by hand: the hero's player or a runner (shsa:edit-sheet).
    correctShsaConditionAction: "S N F F Y Y",
    // A pending change-table row marked applied: the hero's player or a runner (shsa:edit-sheet).
    applyShsaPendingChangeAction: "S N F F Y Y",
    // An episode's steps and aftermath: a runner only (shsa:run-episode).
    saveShsaEpisodeStepAction: "S N F F F Y",
    removeShsaEpisodeStepAction: "S N F F F Y",
    rollShsaAftermathAction: "S N F F F Y",
    rollShsaMookReturnsAction: "S N F F F Y",
    rollShsaComebackAction: "S N F F F Y",
  },

  scenarios: {
    changeShsaSheetAction: scenario({
      target: shsaStage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), target: "points:vp", delta: "2", reason: "patrol", note: "" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await heroOf(stage.ownerTeam.id)).sheet.vp).toBe(2);
      },
    }),
    addShsaRelationshipAction: scenario({
      target: shsaStage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), type: "companion", with: "Lark", value: "1" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await heroOf(stage.ownerTeam.id)).sheet.relationships).toMatchObject([{ type: "companion", with: "Lark", value: 1, isActive: true }]);
      },
    }),
    resolveShsaRelationshipAction: scenario({
      target: async () => {
        const stage = await shsaStage();
        const sheet = { ...newHeroSheet("Hero"), relationships: [{ id: "rel-lark", type: "companion" as const, with: "Lark", value: 0, isActive: true }] };
        await db.team.update({ where: { id: stage.ownerTeam.id }, data: { state: { v: 1, sheet, history: [] } } });
        return stage;
      },
      // Typed faces, so the outcome is known: 2D8 [1,1] vs 2D6 [6,6], a major failure, −2 to the relationship.
      form: (stage) =>
        formOf({
          teamId: stage.ownerTeam.id,
          requestKey: requestKey(),
          relationshipId: "rel-lark",
          actor: "2D8",
          resistance: "2D6",
          source: "physical",
          faces: "1 1 6 6",
          successChoice: "raise-relationship",
          failureChoice: "lower-relationship",
          successOption: "call-to-help",
          otherAlignment: "hero",
        }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { grade: "major-failure", isEnded: false } } });
        expect((await heroOf(stage.ownerTeam.id)).sheet.relationships).toMatchObject([{ id: "rel-lark", value: -2, isActive: true }]);
        expect(await db.roll.count({ where: { campaignId: stage.campaignId, teamId: stage.ownerTeam.id } })).toBe(2);
      },
    }),
    planShsaWeekAction: scenario({
      target: weekStage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, sessionId: stage.sessionId, "periods:patrol": "2", "periods:make-a-living": "2" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { used: 4, allowed: 6 } } });
        expect((await weekOf(stage.sessionId)).plans[stage.ownerTeam.id]?.items).toEqual([
          { action: "make-a-living", periods: 2 },
          { action: "patrol", periods: 2 },
        ]);
      },
    }),
    rollShsaWeekAction: scenario({
      target: weekStage,
      // The bystander table takes no period: one D8, typed.
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, sessionId: stage.sessionId, requestKey: requestKey(), action: "bystander", source: "physical", faces: "5" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { summary: "Bystander: lie down" } } });
        expect(await db.roll.count({ where: { campaignId: stage.campaignId, teamId: stage.ownerTeam.id } })).toBe(1);
      },
    }),
    correctShsaConditionAction: scenario({
      target: shsaStage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), condition: "hurt" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await heroOf(stage.ownerTeam.id)).condition).toEqual({ status: "hurt" });
      },
    }),
    applyShsaPendingChangeAction: scenario({
      target: async () => {
        const stage = await shsaStage();
        const pending = [
          { id: "pending-1", face: 9, row: "remove-advantage", text: "Remove a random advantage.", line: "L591", from: "close of the week", at: "2026-11-01T00:00:00.000Z" },
        ];
        await db.team.update({
          where: { id: stage.ownerTeam.id },
          data: { state: { v: 1, sheet: newHeroSheet("Hero"), history: [], pending } as unknown as Prisma.InputJsonValue },
        });
        return stage;
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), pendingId: "pending-1", what: "Lost Wealth" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        const hero = await heroOf(stage.ownerTeam.id);
        expect([hero.pending, hero.history.at(-1)?.after]).toEqual([[], "applied: Lost Wealth"]);
      },
    }),
    closeShsaWeekAction: scenario({
      target: weekStage,
      form: (stage) => formOf({ campaignId: stage.campaignId, sessionId: stage.sessionId, requestKey: requestKey(), source: "app" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true } });
        expect((await weekOf(stage.sessionId)).closed).not.toBeNull();
      },
    }),
    saveShsaEpisodeStepAction: scenario({
      target: () => episodeStage(),
      form: (stage) =>
        formOf({
          campaignId: stage.campaignId,
          sessionId: stage.sessionId,
          requestKey: requestKey(),
          kind: "task",
          title: "Find the gang",
          heroIds: stage.ownerTeam.id,
          outcome: "success",
        }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await episodeOf(stage.sessionId)).steps).toMatchObject([{ kind: "task", title: "Find the gang", heroIds: [stage.ownerTeam.id] }]);
      },
    }),
    removeShsaEpisodeStepAction: scenario({
      target: () => episodeStage({ combat: true }),
      form: (stage) => formOf({ campaignId: stage.campaignId, sessionId: stage.sessionId, stepId: "matrix-combat-step" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await episodeOf(stage.sessionId)).steps).toEqual([]);
      },
    }),
    rollShsaAftermathAction: scenario({
      target: () => episodeStage({ combat: true }),
      // A typed D10 of 2: Hurt.
      form: (stage) =>
        formOf({
          campaignId: stage.campaignId,
          sessionId: stage.sessionId,
          requestKey: requestKey(),
          stepId: "matrix-combat-step",
          teamId: stage.ownerTeam.id,
          roll: "status",
          source: "physical",
          faces: "2",
        }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { condition: "hurt" } } });
        expect((await heroOf(stage.ownerTeam.id)).condition).toEqual({ status: "hurt" });
      },
    }),
    rollShsaComebackAction: scenario({
      target: () => episodeStage({ combat: true }),
      // Turn 2, once Out of Action: WP 2D8 [8,8] against 1D4 [1]: back in the fight.
      form: (stage) =>
        formOf({
          campaignId: stage.campaignId,
          sessionId: stage.sessionId,
          requestKey: requestKey(),
          stepId: "matrix-combat-step",
          teamId: stage.ownerTeam.id,
          turn: "2",
          timesOutOfAction: "1",
          wp: "2D8",
          source: "physical",
          faces: "8 8 1",
        }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await episodeOf(stage.sessionId)).steps[0]!.comebacks).toMatchObject([{ turn: 2, isBack: true }]);
      },
    }),
    rollShsaMookReturnsAction: scenario({
      target: () => episodeStage({ combat: true }),
      // Five mooks: one full team, whose typed D6 of 4 brings it back.
      form: (stage) =>
        formOf({
          campaignId: stage.campaignId,
          sessionId: stage.sessionId,
          requestKey: requestKey(),
          stepId: "matrix-combat-step",
          outOfPlay: "5",
          source: "physical",
          faces: "4",
        }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await episodeOf(stage.sessionId)).steps[0]!.mooks).toMatchObject({ outOfPlay: 5, returning: 4, defeated: 1 });
      },
    }),
  },
};
