/**
 * The dice duel's rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts):
 * the generic result-only battle action (lib/actions), staged on a campaign of this game. The
 * matrix collects them through the tests' catalog (tests/games/catalog.ts).
 */
import { expect } from "vitest";
import { db } from "@/lib/server/db";
import { formOf } from "@/tests/reliability/harness/act-as";
import { type MatrixRows, scenario } from "@/tests/reliability/harness/authz-matrix";
import { stagedAs } from "../stage-test-game";
import { diceDuel } from "./game";

export const AUTHZ_ROWS: MatrixRows = {
  // Columns: anonymous, non-member, viewer, player, owner, organiser (the codes: tests/reliability/harness/authz-matrix.ts).
  expected: {
    // A result-only battle (on a campaign of the dice duel): a player records one their own team plays in.
    recordBattleResultAction: "S N F R Y Y",
  },

  scenarios: {
    recordBattleResultAction: scenario({
      target: () => stagedAs(diceDuel, { rivalTeam: true }),
      form: (stage) => formOf({ campaignId: stage.campaignId, teamIds: [stage.ownerTeam.id, stage.rivalTeam!.id] }),
      refusals: { player: () => "You can record a battle your own team plays in." },
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { issue: 1 } } });
        const battle = await db.battle.findFirstOrThrow({ where: { campaignId: stage.campaignId }, select: { status: true, teams: { select: { teamId: true } } } });
        expect(battle.status).toBe("RESOLVED");
        expect(battle.teams.map((team) => team.teamId).sort()).toEqual([stage.ownerTeam.id, stage.rivalTeam!.id].sort());
        expect(await db.roll.count({ where: { campaignId: stage.campaignId } })).toBe(2);
      },
    }),
  },
};
