"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createCampaignSchema } from "@/lib/schemas/campaign";
import { chosenGameSystem } from "@/lib/games/registry";
import { createCampaign, UNKNOWN_GAME_SYSTEM_MESSAGE } from "@/lib/server/campaigns/create-campaign";
import { CHECK_FIELDS_MESSAGE } from "./action-result";
import { userAction } from "./safe-action";

/** A new campaign organised by the signed-in user, of a system the registry can play: no role anywhere is needed, the campaign is their own. */
export const createCampaignAction = userAction("createCampaign", { signIn: "/campaigns/new", echo: "every-field" })
  .input(createCampaignSchema)
  .run(async ({ user, input }) => {
    // The chosen id is checked against the catalog here, and the system handed down.
    const system = chosenGameSystem(input.gameSystem);
    if (!system) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: { gameSystem: [UNKNOWN_GAME_SYSTEM_MESSAGE] } };
    const created = await createCampaign(user, system, input);
    if (!created.ok) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: created.fieldErrors };
    revalidatePath("/campaigns");
    redirect(`/campaigns/${created.campaign.id}`);
  });
