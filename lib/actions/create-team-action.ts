"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { hasGamePage } from "@/lib/game-contract/campaign-pages";
import { gameSystem } from "@/lib/games/registry";
import { createTeamSchema } from "@/lib/schemas/team";
import { createTeam } from "@/lib/server/teams/create-team";
import { CHECK_FIELDS_MESSAGE } from "./action-result";
import { campaignAction, campaignReturn } from "./safe-action";

/** A new team led by the member, then its page (or the campaign, for a game that draws no team page). */
export const createTeamAction = campaignAction("team:create", "createTeam", { signIn: campaignReturn("/teams/new"), echo: ["name", "alignment", "notes"] })
  .input(createTeamSchema)
  .run(async ({ access, input: { campaignId, ...details } }) => {
    const game = gameSystem(access.gameSystem);
    const result = await createTeam(access, game, details);
    if (!result.ok && result.code === "invalid-alignment") return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: { alignment: [result.message] } };
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    // Its page when the game draws one; the campaign's overview lists it otherwise.
    redirect(hasGamePage(game, "team") ? `/campaigns/${campaignId}/teams/${result.team.id}` : `/campaigns/${campaignId}`);
  });
