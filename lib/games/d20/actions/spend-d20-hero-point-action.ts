"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { spendD20HeroPointSchema } from "@/lib/games/d20/schemas/forms";
import { spendD20HeroPoint } from "@/lib/games/d20/server/heroes/heroes";

/** One of the hero's points spent: its player, or a runner for them; refused when it has none. */
export const spendD20HeroPointAction = teamAction("d20:spend-hero-point", "spendD20HeroPoint")
  .input(spendD20HeroPointSchema, { invalid: refuseIssues })
  .run<{ balance: number; repeated: boolean }>(async ({ access, team, input: { teamId, ...request } }) => {
    const result = await spendD20HeroPoint(access, teamId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { balance: result.balance, repeated: result.repeated } };
  });
