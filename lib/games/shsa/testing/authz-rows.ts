/**
 * SHSA's rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts): the
 * design of its own verbs for every kind of caller, and of its actions. The matrix collects them
 * from this folder.
 */
import { expect } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { db } from "@/lib/server/db";
import { formOf } from "@/tests/reliability/harness/act-as";
import { stageCampaign } from "@/tests/reliability/fast/authz-world";
import { cast, type MatrixRows, OK, requestKey, scenario } from "@/tests/reliability/harness/authz-matrix";

export const AUTHZ_ROWS: MatrixRows = {
  // SHSA's own verbs: organiser, co-organiser, player, viewer; on a hero the member plays, and on another's.
  verbs: {
    game: shsa,
    expected: {
      "shsa:edit-sheet": { owner: "yyy-", other: "yy--" },
      "shsa:resolve-relationship": { owner: "yyy-", other: "yy--" },
      "shsa:plan-week": { owner: "yyy-", other: "yy--" },
    },
  },
  // Columns: anonymous, non-member, viewer, player, owner, organiser (the codes: tests/reliability/harness/authz-matrix.ts).
  expected: {
    // A change to a hero's sheet: its player or a runner, as any roster change.
    changeShsaSheetAction: "S N F F Y Y",
  },

  scenarios: {
    changeShsaSheetAction: scenario({
      target: async () => {
        const stage = await stageCampaign(cast());
        await db.campaign.update({ where: { id: stage.campaignId }, data: { gameSystem: shsa.id, settings: SHSA_DEFAULT_SETTINGS } });
        return stage;
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), target: "points:vp", delta: "2", reason: "patrol", note: "" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        const team = await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id }, select: { state: true, name: true } });
        expect(readHeroState(team.state, team.name).sheet.vp).toBe(2);
      },
    }),
  },
};
