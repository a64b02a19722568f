/**
 * The hero log's rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts):
 * the generic session actions (lib/actions), staged on a campaign of this game, which keeps
 * sessions. The matrix collects them through the tests' catalog (tests/games/catalog.ts).
 */
import { expect } from "vitest";
import { db } from "@/lib/server/db";
import { formOf } from "@/tests/reliability/harness/act-as";
import { type MatrixRows, OK, scenario } from "@/tests/reliability/harness/authz-matrix";
import { stagedAs } from "../stage-test-game";
import { heroLog } from "./game";

export const AUTHZ_ROWS: MatrixRows = {
  // Columns: anonymous, non-member, viewer, player, owner, organiser (the codes: tests/reliability/harness/authz-matrix.ts).
  expected: {
    // Sessions (on a campaign of the hero log, which keeps them): the people running it record and undo.
    recordSessionAction: "S N F F F Y",
    undoSessionAction: "S N F F F Y",
  },

  scenarios: {
    recordSessionAction: scenario({
      target: () => stagedAs(heroLog),
      form: (stage) => formOf({ campaignId: stage.campaignId, kind: "WEEK", title: "Downtime", playedOn: "2026-11-20", notes: "" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject({ kind: "state", state: { ok: true } });
        expect(await db.playSession.findMany({ where: { campaignId: stage.campaignId }, select: { kind: true, number: true, title: true } })).toEqual([
          { kind: "WEEK", number: 1, title: "Downtime" },
        ]);
      },
    }),
    undoSessionAction: scenario({
      async target() {
        const stage = await stagedAs(heroLog);
        const session = await db.playSession.create({
          data: { campaignId: stage.campaignId, kind: "EPISODE", number: 1, title: "Pilot", playedOn: new Date("2026-11-20T00:00:00Z"), createdByName: "Olive" },
          select: { id: true },
        });
        return { stage, sessionId: session.id };
      },
      form: (t) => formOf({ campaignId: t.stage.campaignId, sessionId: t.sessionId }),
      async allowed(t, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await db.playSession.findUniqueOrThrow({ where: { id: t.sessionId } })).undoneAt).toEqual(expect.any(Date));
      },
    }),
  },
};
