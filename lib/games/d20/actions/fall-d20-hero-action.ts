"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { fallD20HeroSchema } from "@/lib/games/d20/schemas/forms";
import { fallD20Hero } from "@/lib/games/d20/server/heroes/heroes";

/** A fall's Toughness check on the hero, its rung carried onto the hero's damage: the game master. */
export const fallD20HeroAction = teamAction("d20:award-hero-point", "fallD20Hero")
  .input(fallD20HeroSchema, { invalid: refuseIssues })
  .run<{ repeated: boolean }>(async ({ access, team, input: { teamId, ...request } }) => {
    const result = await fallD20Hero(access, teamId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { repeated: result.repeated } };
  });
