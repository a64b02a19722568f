"use server";
import { revalidatePath } from "next/cache";
import { undoSessionSchema } from "@/lib/schemas/session";
import { gameServer } from "@/lib/games/server-registry";
import { undoSession } from "@/lib/server/sessions/undo-session";
import { campaignAction, refuseWith } from "./safe-action";

/** Marks a session undone: it stays in the list, struck through. */
export const undoSessionAction = campaignAction("session:undo", "undoSession")
  .input(undoSessionSchema, { invalid: refuseWith("That session could not be found.") })
  .run(async ({ access, input: { campaignId, sessionId } }) => {
    const result = await undoSession(access, sessionId, await gameServer(access.gameSystem));
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
