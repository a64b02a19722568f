"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { cancelGuestStarSchema } from "@/lib/games/smf/schemas/story-points";
import { cancelGuestStar } from "@/lib/games/smf/server/story-points/cancel-guest-star";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

/** Cancels an unused guest-star booking (a refund entry), then goes back to the battle page it was pressed on, or to the ledger. */
export const cancelGuestStarAction = teamAction("smf:cancel-guest-star", "cancelGuestStar")
  .input(cancelGuestStarSchema, {
    fromForm: (formData) => ({ teamId: formData.get("teamId"), entryId: formData.get("entryId"), battleId: formData.get("battleId") }),
    invalid: refuseIssues,
  })
  .run(async ({ access, team, input: { teamId, entryId, battleId } }) => {
    const result = await cancelGuestStar(access, teamId, entryId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(battleId ? `/campaigns/${team.campaignId}/battles/${battleId}` : `/campaigns/${team.campaignId}/teams/${teamId}/ledger`);
  });
