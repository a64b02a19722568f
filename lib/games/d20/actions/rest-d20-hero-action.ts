"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { restD20HeroSchema } from "@/lib/games/d20/schemas/forms";
import { restD20Hero } from "@/lib/games/d20/server/heroes/heroes";

/** Minutes of rest between conflicts, one damage condition a minute: the game master. */
export const restD20HeroAction = teamAction("d20:award-hero-point", "restD20Hero")
  .input(restD20HeroSchema, { invalid: refuseIssues })
  .run<{ balance: number; repeated: boolean }>(async ({ access, team, input: { teamId, ...request } }) => {
    const result = await restD20Hero(access, teamId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { balance: result.balance, repeated: result.repeated } };
  });
