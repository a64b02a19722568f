"use server";
import { revalidatePath } from "next/cache";
import { CHARACTER_NOT_FOUND_MESSAGE } from "@/lib/actions/action-result";
import { refuseWith } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { cardRefSchema } from "../schemas/card";
import { retireCard } from "../server/cards/retire-card";

/** Retires a Supers Unlimited card; the team's Levels change, so every page of the league is refreshed. */
export const retireSuCardAction = teamAction("character:edit", "retireSuCard")
  .input(cardRefSchema, { invalid: refuseWith(CHARACTER_NOT_FOUND_MESSAGE) })
  .run(async ({ access, team, input }) => {
    const result = await retireCard(access, team.id, input.characterId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
