"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { checkD20HazardSchema } from "@/lib/games/d20/schemas/forms";
import { checkD20Hazard } from "@/lib/games/d20/server/heroes/heroes";

/** The next check of a hazard on the hero, rolled or typed, its escalation applied: the game master. */
export const checkD20HazardAction = teamAction("d20:award-hero-point", "checkD20Hazard")
  .input(checkD20HazardSchema, { invalid: refuseIssues })
  .run<{ summary: string | null; repeated: boolean }>(async ({ access, team, input: { teamId, hazardId, ...request } }) => {
    const result = await checkD20Hazard(access, teamId, { hazardId, ...request });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    const hazard = result.state.hazards.find((candidate) => candidate.id === hazardId);
    return { ok: true, data: { summary: hazard?.checks?.at(-1)?.summary ?? null, repeated: result.repeated } };
  });
