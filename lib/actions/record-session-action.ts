"use server";
import { revalidatePath } from "next/cache";
import { gameSystem } from "@/lib/games/registry";
import { recordSessionSchema } from "@/lib/schemas/session";
import { recordSession } from "@/lib/server/sessions/record-session";
import { campaignAction, campaignReturn } from "./safe-action";

/** Records a session of the campaign's game (an episode, a week…), then shows it at the top of the list. */
export const recordSessionAction = campaignAction("session:record", "recordSession", { signIn: campaignReturn("/sessions"), echo: ["kind", "title", "playedOn", "notes"] })
  .input(recordSessionSchema)
  .run(async ({ access, input: { campaignId, ...details } }) => {
    const result = await recordSession(access, gameSystem(access.gameSystem).sessions?.kinds ?? null, details);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    return { ok: true, data: { sessionId: result.session.id } };
  });
