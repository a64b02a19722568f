"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { refuseFields } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { updateCardSchema } from "../schemas/card";
import { updateCard } from "../server/cards/update-card";
import { CARD_NOT_SAVED_MESSAGE, cardRefusal } from "./card-action-result";

/** Saves a new version of a Supers Unlimited card, then shows the team. */
export const updateSuCardAction = teamAction("character:edit", "updateSuCard")
  .input(updateCardSchema, { invalid: refuseFields(CARD_NOT_SAVED_MESSAGE) })
  .run(async ({ access, team, input }) => {
    const result = await updateCard(access, input.teamId, input.characterId, input.card);
    if (!result.ok) return cardRefusal(result);
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${input.teamId}`);
  });
