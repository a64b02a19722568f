"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { gameSystem } from "@/lib/games/registry";
import { recordBattleResult } from "@/lib/server/battles/record-battle-result";
import { campaignAction, campaignReturn, issueMessages } from "./safe-action";

const recordBattleResultSchema = z.object({
  campaignId: idField,
  teamIds: z.array(idField, { error: "Pick the sides that played." }).max(20, { error: "Pick at most twenty sides." }),
});

/** Plays a result-only battle with the app's dice (GameSystem.battles.recordResult) and stores it resolved. */
export const recordBattleResultAction = campaignAction("battle:create", "recordBattleResult", { signIn: campaignReturn("/battles") })
  // The form posts one teamIds field per ticked box.
  .input(recordBattleResultSchema, {
    fromForm: (formData) => ({ campaignId: formData.get("campaignId"), teamIds: formData.getAll("teamIds") }),
    invalid: (error) => ({ ok: false, message: issueMessages(error) }),
  })
  .run(async ({ access, input: { campaignId, teamIds } }) => {
    const result = await recordBattleResult(access, gameSystem(access.gameSystem), teamIds);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    return { ok: true, data: { issue: result.issue } };
  });
