"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createCampaignSchema } from "@/lib/schemas/campaign";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { CHECK_FIELDS_MESSAGE } from "./action-result";
import { userAction } from "./safe-action";

/** A new campaign organised by the signed-in user, of a system the registry can play: no role anywhere is needed, the campaign is their own. */
export const createCampaignAction = userAction("createCampaign", { signIn: "/campaigns/new", echo: "every-field" })
  .input(createCampaignSchema)
  .run(async ({ user, input }) => {
    const created = await createCampaign(user, input);
    if (!created.ok) {
      const fieldErrors = created.code === "unknown-game-system" ? { gameSystem: [created.message] } : created.fieldErrors;
      return { ok: false, message: CHECK_FIELDS_MESSAGE, ...(fieldErrors ? { fieldErrors } : {}) };
    }
    revalidatePath("/campaigns");
    redirect(`/campaigns/${created.campaign.id}`);
  });
