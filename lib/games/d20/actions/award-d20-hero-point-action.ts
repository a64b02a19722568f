"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { awardD20HeroPointSchema } from "@/lib/games/d20/schemas/forms";
import { awardD20HeroPoint } from "@/lib/games/d20/server/heroes/heroes";

/** A hero point awarded for a setback, with its reason: the game master. */
export const awardD20HeroPointAction = teamAction("d20:award-hero-point", "awardD20HeroPoint")
  .input(awardD20HeroPointSchema, { invalid: refuseIssues })
  .run<{ balance: number; repeated: boolean }>(async ({ access, team, input: { teamId, ...request } }) => {
    const result = await awardD20HeroPoint(access, teamId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { balance: result.balance, repeated: result.repeated } };
  });
