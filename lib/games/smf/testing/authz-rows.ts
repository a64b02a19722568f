/**
 * Super Mission Force's rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts):
 * the design of each of its actions (lib/games/smf/actions) for every kind of caller, and how each is
 * aimed and what its success must change. The matrix collects them from this folder.
 */
import { expect } from "vitest";
import { superMissionForce } from "@/lib/games/smf";
import { exportTeamFile } from "@/lib/games/smf/server/export/export-team";
import { trackBattle } from "@/lib/games/smf/server/battles/track-battle";
import { spendStoryPoints } from "@/lib/games/smf/server/story-points/spend-story-points";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf";
import { db } from "@/lib/server/db";
import { slotOf } from "@/tests/integration/battles/battle-factory";
import { formOf } from "@/tests/reliability/harness/act-as";
import { battleProgress, type Stage, type StagedBattle, stageBattle, stageBattleCampaign, stageCampaign } from "@/tests/reliability/fast/authz-world";
import { battleRow, cast, type MatrixRows, NOT_MEMBER_OF_BATTLE, OK, requestKey, scenario, teamPath } from "@/tests/reliability/harness/authz-matrix";

export const battlePath = (staged: StagedBattle) => `/campaigns/${staged.stage.campaignId}/battles/${staged.battleId}`;
export const battleForm = (staged: StagedBattle, fields: Array<[string, string]> = []) => formOf([["battleId", staged.battleId], ...fields]);
export const buildOf = (name: string) => JSON.stringify(SAMPLE_CHARACTERS.find((s) => s.character.name === name)!.character.build);
const lineUpFields = (stage: Stage): Array<[string, string]> =>
  [stage.ownerTeam, stage.rivalTeam!].flatMap((team) => [["teamId", team.id] as [string, string], ...team.characterIds.map((id): [string, string] => [`fielded:${team.id}`, id])]);

export const AUTHZ_ROWS: MatrixRows = {
  // SMF's own verbs (its manifest's `permissions`): organiser, co-organiser, player, viewer; on a team the member owns, and on another's.
  verbs: {
    game: superMissionForce,
    expected: {
      "smf:spend-story-points": { owner: "yyy-", other: "yy--" },
      "smf:cancel-guest-star": { owner: "yyy-", other: "yy--" },
    },
  },
  // Columns: anonymous, non-member, viewer, player, owner, organiser (the codes: tests/reliability/harness/authz-matrix.ts).
  expected: {
    importTeamAction: "S N F Y R Y",
    previewTeamImportAction: "S N F Y Y Y",

    // Rosters.
    addCharacterAction: "S N F F Y Y",
    updateCharacterAction: "S N F F Y Y",
    renameCharacterAction: "S N F F Y Y",
    moveCharacterAction: "S N F F Y Y",
    retireCharacterAction: "S N F F Y Y",
    deleteCharacterAction: "S N F F Y Y",

    // Story points: owners spend, organisers correct.
    spendStoryPointsAction: "S N F F Y Y",
    // Cancelling an unused guest-star booking: whoever may book may cancel (smf:cancel-guest-star, granted as smf:spend-story-points is).
    cancelGuestStarAction: "S N F F Y Y",
    correctStoryPointsAction: "S N F F F Y",

    // Battles: a player sets up a battle their own team plays in; owners of its teams play it.
    createBattleAction: "S N F R Y Y",
    lockPreBattleChoicesAction: "S N F F Y Y",
    throwDiceAction: "S N F F Y Y",
    reportBattleAction: "S N F F Y Y",
    // The tracker during the battle: whoever may report it (every team's taps, as the report).
    trackBattleAction: "S N F F Y Y",
    strikeTrackedAction: "S N F F Y Y",
    confirmReportAction: "S N F F Y Y",
    choosePostBattleAction: "S N F F Y Y",
    cancelBattleAction: "S N F F Y Y",
    undoBattleAction: "S N F F F Y",
    redoBattleAction: "S N F F F Y",
  },

  scenarios: {
    importTeamAction: scenario({
      async target() {
        const stage = await stageCampaign(cast(), { playerTeam: false });
        return { stage, json: JSON.stringify((await exportTeamFile(stage.ownerTeam.id)).file) };
      },
      form: (t) => formOf({ campaignId: t.stage.campaignId, json: t.json }),
      refusals: { owner: (t) => `You already lead “${t.stage.ownerTeam.name}” in this campaign; each member leads one team. An imported team would be a second one.` },
      async allowed(t, outcome, actor) {
        const team = await db.team.findFirstOrThrow({
          where: { campaignId: t.stage.campaignId, ownerId: actor!.id },
          select: { id: true, _count: { select: { characters: true } } },
        });
        expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${t.stage.campaignId}/teams/${team.id}` });
        expect(team._count.characters).toBe(t.stage.ownerTeam.characterIds.length);
      },
    }),
    previewTeamImportAction: scenario({
      async target() {
        const stage = await stageCampaign(cast(), { playerTeam: false });
        return { stage, json: JSON.stringify((await exportTeamFile(stage.ownerTeam.id)).file) };
      },
      form: (t) => formOf({ campaignId: t.stage.campaignId, json: t.json }),
      writesNothing: () => true,
      async allowed(t, outcome, _actor, role) {
        // A preview writes nothing, for anyone; the owner is told they already lead a team.
        const leads = role === "owner";
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { canImport: !leads, blockers: leads ? [expect.stringContaining("You already lead")] : [] } } });
      },
    }),
    // --- Rosters ---------------------------------------------------------------------------------
    addCharacterAction: scenario({
      target: () => stageCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, name: "New Recruit", kind: "character", build: buildOf("White Rhino"), sidekickOf: "" }),
      async allowed(stage, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: teamPath(stage) });
        expect(await db.character.count({ where: { teamId: stage.ownerTeam.id, name: "New Recruit" } })).toBe(1);
      },
    }),
    updateCharacterAction: scenario({
      target: () => stageCampaign(cast()),
      form: (stage) =>
        formOf({
          teamId: stage.ownerTeam.id,
          characterId: stage.ownerTeam.characterIds[0]!,
          name: "Rhino Renamed",
          kind: "character",
          build: buildOf("White Rhino"),
          sidekickOf: "",
        }),
      async allowed(stage, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: teamPath(stage) });
        expect((await db.character.findUniqueOrThrow({ where: { id: stage.ownerTeam.characterIds[0]! } })).name).toBe("Rhino Renamed");
      },
    }),
    renameCharacterAction: scenario({
      target: () => stageCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, characterId: stage.ownerTeam.characterIds[0]!, name: "Rhino Renamed" }),
      async allowed(stage, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: teamPath(stage) });
        expect((await db.character.findUniqueOrThrow({ where: { id: stage.ownerTeam.characterIds[0]! } })).name).toBe("Rhino Renamed");
      },
    }),
    moveCharacterAction: scenario({
      target: () => stageCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, characterId: stage.ownerTeam.characterIds[1]!, direction: "up" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        const order = await db.character.findMany({ where: { teamId: stage.ownerTeam.id }, orderBy: { position: "asc" }, select: { id: true } });
        const [first, second, ...rest] = stage.ownerTeam.characterIds;
        expect(order.map((c) => c.id)).toEqual([second, first, ...rest]);
      },
    }),
    retireCharacterAction: scenario({
      target: () => stageCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, characterId: stage.ownerTeam.characterIds[0]! }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await db.character.findUniqueOrThrow({ where: { id: stage.ownerTeam.characterIds[0]! } })).retiredAt).toEqual(expect.any(Date));
      },
    }),
    deleteCharacterAction: scenario({
      target: () => stageCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, characterId: stage.ownerTeam.characterIds[0]! }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect(await db.character.findUnique({ where: { id: stage.ownerTeam.characterIds[0]! } })).toBeNull();
      },
    }),

    // --- Story points ----------------------------------------------------------------------------
    spendStoryPointsAction: scenario({
      async target() {
        // A special guest star costs 2 SP; a new team has 1.
        const stage = await stageCampaign(cast());
        await db.storyPointEntry.create({
          data: {
            teamId: stage.ownerTeam.id,
            campaignId: stage.campaignId,
            currency: "story-points",
            delta: 1,
            reason: "REWARD",
            actorName: "test",
            idempotencyKey: `${stage.ownerTeam.id}:top-up`,
          },
        });
        return stage;
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), kind: "guest-star" }),
      async allowed(stage, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: `${teamPath(stage)}/ledger` });
        const spends = await db.storyPointEntry.findMany({ where: { teamId: stage.ownerTeam.id, delta: { lt: 0 } }, select: { delta: true, actorId: true } });
        expect(spends).toEqual([{ delta: -2, actorId: actor!.id }]);
      },
    }),
    cancelGuestStarAction: scenario({
      async target() {
        // A guest star booked between battles (2 SP: a new team has 1, topped up here) and not used yet.
        const stage = await stageCampaign(cast());
        await db.storyPointEntry.create({
          data: {
            teamId: stage.ownerTeam.id,
            campaignId: stage.campaignId,
            currency: "story-points",
            delta: 1,
            reason: "REWARD",
            actorName: "test",
            idempotencyKey: `${stage.ownerTeam.id}:top-up`,
          },
        });
        const booked = await spendStoryPoints(stage.access.owner, stage.ownerTeam.id, requestKey(), { kind: "guest-star" });
        if (!booked.ok) throw new Error(booked.message);
        return { stage, entryId: booked.entryId };
      },
      form: ({ stage, entryId }) => formOf({ teamId: stage.ownerTeam.id, entryId }),
      async allowed({ stage, entryId }, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: `${teamPath(stage)}/ledger` });
        expect(await db.storyPointEntry.findMany({ where: { reversesEntryId: entryId }, select: { delta: true, actorId: true } })).toEqual([{ delta: 2, actorId: actor!.id }]);
        expect((await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id }, select: { state: true } })).state).toMatchObject({ guestStarsPending: 0 });
      },
    }),
    correctStoryPointsAction: scenario({
      target: () => stageCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), delta: "2", note: "A scoresheet was misread" }),
      async allowed(stage, outcome) {
        expect(outcome).toEqual({ kind: "state", state: { ok: true, data: { message: "Correction of +2 SP saved. The balance is now 3." } } });
        expect(await db.storyPointEntry.findMany({ where: { teamId: stage.ownerTeam.id, reason: "CORRECTION" }, select: { delta: true, note: true } })).toEqual([
          { delta: 2, note: "A scoresheet was misread" },
        ]);
      },
    }),

    // --- Battles ---------------------------------------------------------------------------------
    createBattleAction: scenario({
      target: () => stageBattleCampaign(cast()),
      form: (stage) => formOf([["campaignId", stage.campaignId], ...lineUpFields(stage), ["scenario", "rooftop-rumble"], ["specialEvent", ""]]),
      refusals: { player: () => "You can set up a battle your own team plays in." },
      async allowed(stage, outcome, actor) {
        const battle = await db.battle.findFirstOrThrow({ where: { campaignId: stage.campaignId }, select: { id: true, createdById: true, teams: { select: { teamId: true } } } });
        expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${stage.campaignId}/battles/${battle.id}` });
        expect(battle.createdById).toBe(actor!.id);
        expect(battle.teams.map((t) => t.teamId).sort()).toEqual([stage.ownerTeam.id, stage.rivalTeam!.id].sort());
      },
    }),
    lockPreBattleChoicesAction: scenario({
      target: () => stageBattle(cast(), "setup"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) => battleForm(staged),
      async allowed(staged, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: battlePath(staged) });
        expect((await battleRow(staged.battleId)).status).toBe("PRE_BATTLE");
      },
    }),
    throwDiceAction: scenario({
      async target() {
        const staged = await stageBattle(cast(), "rolling");
        return { ...staged, slot: slotOf(await battleProgress(staged)) };
      },
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (t) =>
        battleForm(t, [
          ["slot", t.slot],
          ["requestKey", requestKey()],
          ["source", "app"],
          ["rollRest", "1"],
        ]),
      async allowed(t, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: battlePath(t) });
        const rolls = await db.roll.findMany({ where: { battleId: t.battleId }, select: { slot: true, actorId: true } });
        expect(rolls.map((r) => r.slot)).toContain(t.slot);
        expect(new Set(rolls.map((r) => r.actorId))).toEqual(new Set([actor!.id]));
        expect((await battleRow(t.battleId)).status).toBe("REPORTING");
      },
    }),
    reportBattleAction: scenario({
      target: () => stageBattle(cast(), "reporting"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) => battleForm(staged, [...lineUpFields(staged.stage), ["winner", staged.stage.ownerTeam.id]]),
      async allowed(staged, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: battlePath(staged) });
        expect(await battleRow(staged.battleId)).toMatchObject({ status: "POST_BATTLE", reportedById: actor!.id });
      },
    }),
    trackBattleAction: scenario({
      target: () => stageBattle(cast(), "reporting"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) =>
        battleForm(staged, [
          ["requestKey", requestKey()],
          ["kind", "ko"],
          ["characterId", staged.stage.rivalTeam!.characterIds[0]!],
          ["track", "psyche"],
        ]),
      async allowed(staged, outcome, actor) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { entryId: expect.any(String) } } });
        const entries = await db.battleTrackEntry.findMany({ where: { battleId: staged.battleId }, select: { kind: true, actorId: true, payload: true } });
        expect(entries).toEqual([{ kind: "ko", actorId: actor!.id, payload: { v: 1, kind: "ko", characterId: staged.stage.rivalTeam!.characterIds[0]!, track: "psyche" } }]);
      },
    }),
    strikeTrackedAction: scenario({
      async target() {
        const staged = await stageBattle(cast(), "reporting");
        const tracked = await trackBattle(staged.stage.access.organiser, staged.battleId, requestKey(), { kind: "ko", characterId: staged.stage.rivalTeam!.characterIds[0]! });
        if (!tracked.ok) throw new Error(tracked.message);
        return { ...staged, entryId: tracked.entryId };
      },
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (t) =>
        battleForm(t, [
          ["requestKey", requestKey()],
          ["entryId", t.entryId],
        ]),
      async allowed(t, outcome, actor) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true } });
        const strikes = await db.battleTrackEntry.findMany({ where: { battleId: t.battleId, kind: "strike" }, select: { actorId: true, payload: true } });
        expect(strikes).toEqual([{ actorId: actor!.id, payload: { v: 1, kind: "strike", entryId: t.entryId } }]);
      },
    }),
    confirmReportAction: scenario({
      // The campaign asks the opponent to confirm; Rita reported, so Owen (the other side) may confirm.
      target: () => stageBattle(cast(), "awaiting-confirmation"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) => battleForm(staged, [["decision", "confirm"]]),
      async allowed(staged, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: battlePath(staged) });
        expect(await battleRow(staged.battleId)).toMatchObject({ status: "POST_BATTLE", confirmedById: actor!.id });
      },
    }),
    choosePostBattleAction: scenario({
      async target() {
        const staged = await stageBattle(cast(), "deciding");
        const progress = await battleProgress(staged);
        if (progress.kind !== "needs-decision") throw new Error(`Expected a decision, got ${progress.kind}`);
        return { ...staged, step: progress.step };
      },
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (t) =>
        battleForm(t, [
          ["step", t.step],
          ["mode", "defaults"],
        ]),
      async allowed(t, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: battlePath(t) });
        expect((await battleRow(t.battleId)).postBattleChoices).toMatchObject({ confirmedSteps: expect.arrayContaining([t.step]) });
      },
    }),
    cancelBattleAction: scenario({
      target: () => stageBattle(cast(), "setup"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) => battleForm(staged),
      async allowed(staged, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: battlePath(staged) });
        expect((await battleRow(staged.battleId)).status).toBe("CANCELLED");
      },
    }),
    undoBattleAction: scenario({
      target: () => stageBattle(cast(), "resolved"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) => battleForm(staged),
      async allowed(staged, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: battlePath(staged) });
        expect(await battleRow(staged.battleId)).toMatchObject({ status: "UNDONE", undoneById: actor!.id });
      },
    }),
    redoBattleAction: scenario({
      target: () => stageBattle(cast(), "undone"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) => battleForm(staged),
      async allowed(staged, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: battlePath(staged) });
        expect((await battleRow(staged.battleId)).status).toBe("RESOLVED");
      },
    }),
  },
};
