"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/d20/actions/action-builders";
import { DEFAULT_RANKS } from "@/lib/games/d20/hero-sheet";
import { startConflictFromForm, startD20ConflictSchema } from "@/lib/games/d20/schemas/forms";
import { startConflict } from "@/lib/games/d20/server/conflicts/conflicts";

/** A conflict started in an adventure, initiative thrown or typed: the game master (d20:run-conflict). */
export const startD20ConflictAction = campaignAction("d20:run-conflict", "startD20Conflict")
  .input(startD20ConflictSchema, { fromForm: startConflictFromForm, invalid: refuseIssues })
  .run<{ conflictId: string; summary: string | null }>(async ({ access, input: { sessionId, foes, ...request } }) => {
    const result = await startConflict(access, sessionId, {
      ...request,
      foes: foes.map(({ name, kind, count, ...ranks }) => ({ name, kind, count, ranks: { ...DEFAULT_RANKS, ...ranks, fortitude: ranks.toughness, will: ranks.toughness } })),
    });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${access.campaignId}/sessions/${sessionId}`);
    return { ok: true, data: { conflictId: result.conflictId, summary: result.summary } };
  });
