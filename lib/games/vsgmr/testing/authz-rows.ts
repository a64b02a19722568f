/**
 * VSGMR's rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts): the
 * design of each of its actions (lib/games/vsgmr/actions) for every kind of caller, and how each is
 * aimed and what its success must change. The matrix collects them from this folder.
 */
import { expect } from "vitest";
import { VSGMR_DEFAULT_SETTINGS, vsgmr } from "@/lib/games/vsgmr";
import { forceFromTemplate, VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import { db } from "@/lib/server/db";
import { formOf } from "@/tests/reliability/harness/act-as";
import { stageCampaign } from "@/tests/reliability/fast/authz-world";
import { stageVsgmrBattle, stageVsgmrSeries, type StagedVsgmrBattle } from "./authz-world";
import { trackVsgmrBattle } from "@/lib/games/vsgmr/server/battles/track-battle";
import { battleRow, cast, type MatrixRows, NOT_MEMBER_OF_BATTLE, OK, requestKey, scenario } from "@/tests/reliability/harness/authz-matrix";

const vsgmrBattlePath = (staged: StagedVsgmrBattle) => `/campaigns/${staged.stage.campaignId}/battles/${staged.battleId}`;

export const AUTHZ_ROWS: MatrixRows = {
  // VSGMR's own verb (its manifest's `permissions`): organiser, co-organiser, player, viewer; in a battle one of the member's forces plays in, and in another.
  verbs: {
    game: vsgmr,
    expected: {
      "vsgmr:play-solo-turn": { owner: "yyy-", other: "yy--" },
    },
  },
  // Columns: anonymous, non-member, viewer, player, owner, organiser (the codes: tests/reliability/harness/authz-matrix.ts).
  expected: {
    // A VSGMR force, saved whole from the builder: as any roster change.
    saveVsgmrForceAction: "S N F F Y Y",
    // VSGMR battles: the same design as SMF's (a player sets up a battle their own force plays in).
    createVsgmrBattleAction: "S N F R Y Y",
    rollVsgmrBattleDiceAction: "S N F F Y Y",
    // A new battle's scenario rolled (VS-R18): whoever may set up a battle, before any force is ticked.
    rollVsgmrScenarioAction: "S N F Y Y Y",
    playSoloTurnAction: "S N F F Y Y",
    resolveVsgmrBattleAction: "S N F F Y Y",
    // The battle tracker: as the battle's dice, whoever may play the battle taps it and undoes a tap.
    trackVsgmrBattleAction: "S N F F Y Y",
    undoVsgmrTapAction: "S N F F Y Y",
    undoVsgmrBattleAction: "S N F F F Y",
  },

  scenarios: {
    saveVsgmrForceAction: scenario({
      target: async () => {
        const stage = await stageCampaign(cast());
        await db.campaign.update({ where: { id: stage.campaignId }, data: { gameSystem: "VSGMR", settings: VSGMR_DEFAULT_SETTINGS } });
        return stage;
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, force: JSON.stringify(forceFromTemplate("justice-team", "Force")) }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect(await db.character.count({ where: { teamId: stage.ownerTeam.id, kind: VSGMR_FIGURE_KIND } })).toBe(forceFromTemplate("justice-team", "Force")!.figures.length);
      },
    }),
    // --- VSGMR battles ----------------------------------------------------------------------------
    createVsgmrBattleAction: scenario({
      target: () => stageVsgmrSeries(cast()),
      form: (stage) =>
        formOf([
          ["campaignId", stage.campaignId],
          ["scenarioId", "basic-game"],
          ["teamId", stage.ownerTeamId],
          ["teamId", stage.rivalTeamId],
        ]),
      refusals: { player: () => "You can set up a battle your own force plays in." },
      async allowed(stage, outcome) {
        const battle = await db.battle.findFirstOrThrow({ where: { campaignId: stage.campaignId }, select: { id: true, status: true } });
        expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${stage.campaignId}/battles/${battle.id}` });
        expect(battle.status).toBe("REPORTING");
      },
    }),
    rollVsgmrScenarioAction: scenario({
      target: () => stageVsgmrSeries(cast()),
      form: (stage) =>
        formOf([
          ["campaignId", stage.campaignId],
          ["requestKey", requestKey()],
          ["source", "app"],
        ]),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { sides: 8 } } });
        expect(await db.roll.findMany({ where: { campaignId: stage.campaignId }, select: { purpose: true, battleId: true } })).toEqual([
          { purpose: "vsgmr-scenario", battleId: null },
        ]);
      },
    }),
    rollVsgmrBattleDiceAction: scenario({
      target: () => stageVsgmrBattle(cast(), "playing"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged: StagedVsgmrBattle) =>
        formOf([
          ["battleId", staged.battleId],
          ["label", "Distance attack"],
          ["count", "2"],
          ["requestKey", requestKey()],
          ["source", "app"],
        ]),
      async allowed(staged: StagedVsgmrBattle, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: vsgmrBattlePath(staged) });
        expect(await db.roll.count({ where: { battleId: staged.battleId } })).toBe(1);
      },
    }),
    playSoloTurnAction: scenario({
      target: () => stageVsgmrBattle(cast(), "solo"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged: StagedVsgmrBattle) =>
        formOf([
          ["battleId", staged.battleId],
          ["round", "1"],
          ["enemyFigures", "2"],
          ["requestKey", requestKey()],
        ]),
      async allowed(staged: StagedVsgmrBattle, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: vsgmrBattlePath(staged) });
        // The enemy action and Outflanked's arrival (beside the dice of the suggested pick, one per figure picked while there is a choice).
        expect(await db.roll.count({ where: { battleId: staged.battleId, purpose: { not: "vsgmr-solo-pick" } } })).toBe(2);
      },
    }),
    resolveVsgmrBattleAction: scenario({
      target: () => stageVsgmrBattle(cast(), "playing"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged: StagedVsgmrBattle) =>
        formOf([
          ["battleId", staged.battleId],
          ["endCondition", "rounds"],
          ["side", staged.stage.ownerTeamId],
          [`defeated:${staged.stage.ownerTeamId}`, "5"],
          ["side", staged.stage.rivalTeamId],
          [`defeated:${staged.stage.rivalTeamId}`, "2½"],
          ["winner", staged.stage.ownerTeamId],
        ]),
      async allowed(staged: StagedVsgmrBattle, outcome) {
        expect(outcome).toEqual({ kind: "redirect", to: vsgmrBattlePath(staged) });
        expect((await battleRow(staged.battleId)).status).toBe("RESOLVED");
        expect((await db.storyPointEntry.findMany({ where: { battleId: staged.battleId }, orderBy: { delta: "desc" } })).map((e) => e.delta)).toEqual([10, 5]);
      },
    }),
    trackVsgmrBattleAction: scenario({
      target: () => stageVsgmrBattle(cast(), "playing"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged: StagedVsgmrBattle) =>
        formOf([
          ["battleId", staged.battleId],
          ["requestKey", requestKey()],
          ["kind", "round-over"],
        ]),
      async allowed(staged: StagedVsgmrBattle, outcome, actor) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { entryId: expect.any(String) } } });
        expect(await db.battleTrackEntry.findMany({ where: { battleId: staged.battleId }, select: { kind: true, actorId: true, payload: true } })).toEqual([
          { kind: "round-over", actorId: actor!.id, payload: { v: 1, kind: "round-over" } },
        ]);
      },
    }),
    undoVsgmrTapAction: scenario({
      async target() {
        const staged = await stageVsgmrBattle(cast(), "playing");
        const tracked = await trackVsgmrBattle(staged.stage.access.owner, staged.battleId, requestKey(), { kind: "round-over" });
        if (!tracked.ok) throw new Error(tracked.message);
        return { ...staged, entryId: tracked.entryId };
      },
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (t) =>
        formOf([
          ["battleId", t.battleId],
          ["requestKey", requestKey()],
          ["entryId", t.entryId],
        ]),
      async allowed(t, outcome, actor) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true } });
        expect(await db.battleTrackEntry.findMany({ where: { battleId: t.battleId, kind: "strike" }, select: { actorId: true, payload: true } })).toEqual([
          { actorId: actor!.id, payload: { v: 1, kind: "strike", entryId: t.entryId } },
        ]);
      },
    }),
    undoVsgmrBattleAction: scenario({
      target: () => stageVsgmrBattle(cast(), "resolved"),
      notFound: NOT_MEMBER_OF_BATTLE,
      form: (staged: StagedVsgmrBattle) => formOf([["battleId", staged.battleId]]),
      async allowed(staged: StagedVsgmrBattle, outcome, actor) {
        expect(outcome).toEqual({ kind: "redirect", to: vsgmrBattlePath(staged) });
        expect(await battleRow(staged.battleId)).toMatchObject({ status: "UNDONE", undoneById: actor!.id });
      },
    }),
  },
};
