"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { teamAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { correctSuVpSchema } from "@/lib/games/supers-unlimited/schemas/vp-correction";
import { correctSuVp } from "@/lib/games/supers-unlimited/server/ledger/correct-su-vp";

/** An organiser's correction of a team's VP, with a note; back to the team's VP history. */
export const correctSuVpAction = teamAction("ledger:correct", "correctSuVp", { echo: ["delta", "note"] })
  .input(correctSuVpSchema)
  .run(async ({ access, team, input: { teamId, ...correction } }) => {
    const result = await correctSuVp(access, teamId, correction);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${teamId}/ledger`);
  });
