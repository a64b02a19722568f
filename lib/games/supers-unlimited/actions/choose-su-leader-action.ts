"use server";
import { revalidatePath } from "next/cache";
import { refuseFields } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { chooseLeaderSchema } from "../schemas/card";
import { chooseLeader } from "../server/teams/choose-leader";

/** The owner breaks a tie for Team Leader; the team's pages show the choice. */
export const chooseSuLeaderAction = teamAction("team:edit", "chooseSuLeader")
  .input(chooseLeaderSchema, { invalid: refuseFields("Choose one of the cards offered.") })
  .run(async ({ access, team, input }) => {
    const result = await chooseLeader(access, team.id, input.leaderId);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: { leaderId: [result.message] } };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${team.id}`);
    return { ok: true, data: { message: `${result.leader.name} leads the team.` } };
  });
