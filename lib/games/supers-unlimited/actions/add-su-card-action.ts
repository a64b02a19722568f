"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { refuseFields } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { addCardSchema } from "../schemas/card";
import { addCard } from "../server/cards/add-card";
import { CARD_NOT_SAVED_MESSAGE, cardRefusal } from "./card-action-result";

/** Adds a Supers Unlimited card to the team's roster, then shows the team. */
export const addSuCardAction = teamAction("character:edit", "addSuCard")
  .input(addCardSchema, { invalid: refuseFields(CARD_NOT_SAVED_MESSAGE) })
  .run(async ({ access, team, input }) => {
    const result = await addCard(access, input.teamId, input.card);
    if (!result.ok) return cardRefusal(result);
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${input.teamId}`);
  });
