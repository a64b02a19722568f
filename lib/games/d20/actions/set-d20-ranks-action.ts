"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { setD20RanksSchema } from "@/lib/games/d20/schemas/forms";
import { setD20Ranks } from "@/lib/games/d20/server/heroes/heroes";

/** The hero's ranks set by its player or a runner. */
export const setD20RanksAction = teamAction("d20:edit-hero", "setD20Ranks")
  .input(setD20RanksSchema, { invalid: refuseIssues })
  .run<{ balance: number; repeated: boolean }>(async ({ access, team, input: { teamId, ...request } }) => {
    const result = await setD20Ranks(access, teamId, {
      requestKey: request.requestKey,
      ranks: {
        initiative: request.initiative,
        dodge: request.dodge,
        agility: request.agility,
        awareness: request.awareness,
        toughness: request.toughness,
        fortitude: request.fortitude,
        will: request.will,
      },
    });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { balance: result.balance, repeated: result.repeated } };
  });
