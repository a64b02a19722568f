"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { refuseIssues } from "@/lib/actions/safe-action";
import { idField } from "@/lib/schemas/campaign";
import { campaignAction } from "@/lib/games/d20/actions/action-builders";
import { startAdventureHeroPointsFor } from "@/lib/games/d20/server/heroes/adventure-start";

const schema = z.object({ campaignId: idField, sessionId: idField });

/** Each hero's hero points for the start of an adventure (D20-R3), once per adventure: the game master. */
export const startD20AdventurePointsAction = campaignAction("d20:award-hero-point", "startD20AdventurePoints")
  .input(schema, { invalid: refuseIssues })
  .run<{ given: number }>(async ({ access, input: { sessionId } }) => {
    const result = await startAdventureHeroPointsFor(access, sessionId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${access.campaignId}/sessions/${sessionId}`);
    return { ok: true, data: { given: result.given } };
  });
