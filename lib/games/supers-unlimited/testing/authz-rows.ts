/**
 * Supers Unlimited's rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts):
 * the design of each of its actions (lib/games/supers-unlimited/actions) for every kind of caller,
 * and how each is aimed and what its success must change. The matrix collects them from this folder.
 */
import { expect } from "vitest";
import { SU_DEFAULT_SETTINGS, supersUnlimited } from "@/lib/games/supers-unlimited";
import { buildSuTeamFile } from "@/lib/games/supers-unlimited/export/team-file";
import { alreadyLeadsMessage as suAlreadyLeadsMessage } from "@/lib/games/supers-unlimited/server/import/import-su-team";
import { ACE } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { formOf } from "@/tests/reliability/harness/act-as";
import { stageSuBattle, stageSuLeague, type StagedSuBattle } from "./authz-battle-world";
import { stageSuCampaign } from "./authz-world";
import { battleRow, cast, type MatrixRows, NOT_MEMBER_OF_BATTLE, OK, requestKey, scenario, teamPath } from "@/tests/reliability/harness/authz-matrix";

const suBattlePath = (staged: StagedSuBattle) => `/campaigns/${staged.stage.campaignId}/battles/${staged.battleId}`;
const suBattleForm = (staged: StagedSuBattle, fields: Array<[string, string]> = []) => formOf([["battleId", staged.battleId], ...fields]);

export const AUTHZ_ROWS: MatrixRows = {
  // Supers Unlimited's own verbs (its manifest's `permissions`): organiser, co-organiser, player, viewer;
  // on a team the member owns (or a battle one of its teams plays in), and on another's.
  verbs: {
    game: supersUnlimited,
    expected: {
      "su:roll-set-up": { owner: "yyy-", other: "yy--" },
      "su:record-gimmick": { owner: "yyy-", other: "yy--" },
      "su:roll-plasma-x": { owner: "yyy-", other: "yy--" },
      "su:choose-gimmick-pool": { owner: "yyy-", other: "yy--" },
      "su:end-otherwise": { owner: "yy--", other: "yy--" },
    },
  },
  // Columns: anonymous, non-member, viewer, player, owner, organiser (the codes: tests/reliability/harness/authz-matrix.ts).
  expected: {
    // A Supers Unlimited league's cards, the owner's pick of a tied Team Leader (team:edit) and of the team's Gimmicks (su:choose-gimmick-pool).
    addSuCardAction: "S N F F Y Y",
    updateSuCardAction: "S N F F Y Y",
    retireSuCardAction: "S N F F Y Y",
    deleteSuCardAction: "S N F F Y Y",
    chooseSuLeaderAction: "S N F F Y Y",
    chooseSuGimmickPoolAction: "S N F F Y Y",
    importSuTeamAction: "S N F Y R Y",

    // Supers Unlimited battles: as SMF's (a player records one their own team plays in; owners of its teams play it).
    createSuBattleAction: "S N F R Y Y",
    rollSuSetUpAction: "S N F F Y Y",
    // Plasma X at the table: the owner for his own team's Super (the form names Owen's Ace), organisers for any.
    rollSuPlasmaXAction: "S N F F Y Y",
    // Gimmicks at the table: the owner for his own team (the form names Owen's team), organisers for any.
    recordSuGimmickAction: "S N F F Y Y",
    // The battle tracker: whoever plays the battle taps for every team, as for the result (battle:play).
    trackSuBattleAction: "S N F F Y Y",
    resolveSuBattleAction: "S N F F Y Y",
    cancelSuBattleAction: "S N F F Y Y",
    undoSuBattleAction: "S N F F F Y",
    // A league's VP: organisers correct, as story points.
    correctSuVpAction: "S N F F F Y",
  },

  scenarios: {
    // --- A Supers Unlimited league's cards ----------------------------------------------------------
    addSuCardAction: scenario({
      target: () => stageSuCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, card: JSON.stringify({ ...ACE, name: "Recruit", level: 3 }) }),
      async allowed(stage, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: teamPath(stage) });
        expect(await db.character.count({ where: { teamId: stage.ownerTeam.id, name: "Recruit", kind: "su-card" } })).toBe(1);
      },
    }),
    updateSuCardAction: scenario({
      target: () => stageSuCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, characterId: stage.ownerTeam.characterIds[0]!, card: JSON.stringify({ ...ACE, name: "Ace Renamed" }) }),
      async allowed(stage, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: teamPath(stage) });
        expect((await db.character.findUniqueOrThrow({ where: { id: stage.ownerTeam.characterIds[0]! } })).name).toBe("Ace Renamed");
      },
    }),
    retireSuCardAction: scenario({
      target: () => stageSuCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, characterId: stage.ownerTeam.characterIds[0]! }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await db.character.findUniqueOrThrow({ where: { id: stage.ownerTeam.characterIds[0]! } })).retiredAt).toEqual(expect.any(Date));
      },
    }),
    deleteSuCardAction: scenario({
      target: () => stageSuCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, characterId: stage.ownerTeam.characterIds[0]! }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect(await db.character.findUnique({ where: { id: stage.ownerTeam.characterIds[0]! } })).toBeNull();
      },
    }),
    chooseSuLeaderAction: scenario({
      target: () => stageSuCampaign(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, leaderId: stage.ownerTeam.characterIds[1]! }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id } })).state).toEqual({ v: 1, leaderId: stage.ownerTeam.characterIds[1]! });
      },
    }),

    chooseSuGimmickPoolAction: scenario({
      async target() {
        const stage = await stageSuCampaign(cast());
        await db.campaign.update({ where: { id: stage.campaignId }, data: { settings: { ...SU_DEFAULT_SETTINGS, useGimmicks: true } } });
        return stage;
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, [`pick:${stage.ownerTeam.characterIds[0]!}:trained`]: "tag-team" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id } })).state).toEqual({
          v: 1,
          leaderId: null,
          gimmickPool: [{ cardId: stage.ownerTeam.characterIds[0]!, class: "trained", gimmick: "tag-team" }],
        });
      },
    }),

    importSuTeamAction: scenario({
      target: () => stageSuCampaign(cast(), { playerTeam: false }),
      form: (stage) =>
        formOf({ campaignId: stage.campaignId, json: JSON.stringify(buildSuTeamFile({ name: "Imported League Team", alignment: "HEROES", notes: "" }, [ACE], null, new Date())) }),
      refusals: { owner: (stage) => suAlreadyLeadsMessage(stage.ownerTeam.name) },
      async allowed(stage, outcome, actor) {
        const team = await db.team.findFirstOrThrow({
          where: { campaignId: stage.campaignId, ownerId: actor!.id },
          select: { id: true, name: true, _count: { select: { characters: true } } },
        });
        expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${stage.campaignId}/teams/${team.id}` });
        expect(team).toMatchObject({ name: "Imported League Team", _count: { characters: 1 } });
      },
    }),

    // --- Supers Unlimited battles ------------------------------------------------------------------
    createSuBattleAction: scenario({
      target: () => stageSuLeague(cast()),
      form: (stage) =>
        formOf([
          ["campaignId", stage.campaignId],
          ...[stage.ownerTeam, stage.rivalTeam].flatMap((team) => team.characterIds.map((id): [string, string] => [`lineUp:${team.id}`, id])),
        ]),
      refusals: { player: () => "You can record a battle your own team plays in." },
      async allowed(stage, outcome, actor) {
        const battle = await db.battle.findFirstOrThrow({ where: { campaignId: stage.campaignId }, select: { id: true, createdById: true, teams: { select: { teamId: true } } } });
        expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${stage.campaignId}/battles/${battle.id}` });
        expect(battle.createdById).toBe(actor!.id);
        expect(battle.teams.map((t) => t.teamId).sort()).toEqual([stage.ownerTeam.id, stage.rivalTeam.id].sort());
      },
    }),
    rollSuSetUpAction: scenario({
      target: () => stageSuBattle(cast(), "setup"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) =>
        suBattleForm(staged, [
          ["step", "deployment"],
          ["requestKey", requestKey()],
          ["source", "app"],
        ]),
      async allowed(staged, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: suBattlePath(staged) });
        expect(await db.roll.findMany({ where: { battleId: staged.battleId }, select: { slot: true, actorId: true } })).toEqual([
          { slot: "set-up:deployment", actorId: actor!.id },
        ]);
      },
    }),
    rollSuPlasmaXAction: scenario({
      target: () => stageSuBattle(cast(), "plasma-x"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) =>
        suBattleForm(staged, [
          ["characterId", staged.stage.ownerTeam.characterIds[0]!],
          ["requestKey", requestKey()],
          ["source", "app"],
          ["choice", "power"],
        ]),
      async allowed(staged, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: suBattlePath(staged) });
        expect(await db.roll.findMany({ where: { battleId: staged.battleId, purpose: "su-plasma-x-benefit" }, select: { slot: true, actorId: true } })).toEqual([
          { slot: "plasma-x:1", actorId: actor!.id },
        ]);
      },
    }),
    recordSuGimmickAction: scenario({
      target: () => stageSuBattle(cast(), "gimmicks"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) =>
        suBattleForm(staged, [
          ["teamId", staged.stage.ownerTeam.id],
          ["requestKey", requestKey()],
          ["kind", "use"],
          ["gimmick", "tag-team"],
          ["characterId", staged.stage.ownerTeam.characterIds[0]!],
        ]),
      async allowed(staged, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: suBattlePath(staged) });
        const { details } = await db.battle.findUniqueOrThrow({ where: { id: staged.battleId }, select: { details: true } });
        expect((details as { table: { gimmicks: Array<{ entry: unknown }> } }).table.gimmicks.map((l) => l.entry)).toEqual([
          { kind: "use", gimmick: "tag-team", characterId: staged.stage.ownerTeam.characterIds[0]! },
        ]);
      },
    }),
    trackSuBattleAction: scenario({
      target: () => stageSuBattle(cast(), "reporting"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) =>
        suBattleForm(staged, [
          ["requestKey", requestKey()],
          ["kind", "state"],
          ["modelId", staged.stage.rivalTeam.characterIds[0]!],
          ["state", "ko"],
        ]),
      async allowed(staged, outcome, actor) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { entryId: expect.any(String) } } });
        expect(await db.battleTrackEntry.findMany({ where: { battleId: staged.battleId }, select: { kind: true, actorId: true, payload: true } })).toEqual([
          { kind: "state", actorId: actor!.id, payload: { v: 1, kind: "state", modelId: staged.stage.rivalTeam.characterIds[0]!, state: "ko" } },
        ]);
      },
    }),
    resolveSuBattleAction: scenario({
      target: () => stageSuBattle(cast(), "reporting"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) =>
        suBattleForm(staged, [
          ...staged.stage.ownerTeam.characterIds.map((id): [string, string] => [`state:${id}`, "active"]),
          ...staged.stage.rivalTeam.characterIds.map((id): [string, string] => [`state:${id}`, "ko"]),
        ]),
      async allowed(staged, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: suBattlePath(staged) });
        expect(await battleRow(staged.battleId)).toMatchObject({ status: "RESOLVED" });
        expect((await db.battle.findUniqueOrThrow({ where: { id: staged.battleId }, select: { reportedById: true } })).reportedById).toBe(actor!.id);
      },
    }),
    correctSuVpAction: scenario({
      target: () => stageSuLeague(cast()),
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), delta: "2", note: "Forgot a Subplot" }),
      async allowed(stage, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${stage.campaignId}/teams/${stage.ownerTeam.id}/ledger` });
        expect(await db.storyPointEntry.findMany({ where: { teamId: stage.ownerTeam.id }, select: { delta: true, currency: true, reason: true, actorId: true } })).toEqual([
          { delta: 2, currency: "vp", reason: "CORRECTION", actorId: actor!.id },
        ]);
      },
    }),
    cancelSuBattleAction: scenario({
      target: () => stageSuBattle(cast(), "setup"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) => suBattleForm(staged),
      async allowed(staged, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: suBattlePath(staged) });
        expect((await battleRow(staged.battleId)).status).toBe("CANCELLED");
      },
    }),
    undoSuBattleAction: scenario({
      target: () => stageSuBattle(cast(), "resolved"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged) => suBattleForm(staged),
      async allowed(staged, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: suBattlePath(staged) });
        expect(await battleRow(staged.battleId)).toMatchObject({ status: "UNDONE", undoneById: actor!.id });
      },
    }),
  },
};
