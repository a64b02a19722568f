/**
 * SHSA's rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts): the
 * design of its own verbs for every kind of caller, and of its actions. The matrix collects them
 * from this folder.
 */
import { shsa } from "@/lib/games/shsa";
import type { MatrixRows } from "@/tests/reliability/harness/authz-matrix";

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
  expected: {},
  scenarios: {},
};
