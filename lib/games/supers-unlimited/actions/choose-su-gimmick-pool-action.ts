"use server";
import { revalidatePath } from "next/cache";
import { refuseFields } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { gimmickPoolFromForm, gimmickPoolSchema } from "../schemas/gimmick-pool";
import { chooseGimmickPool } from "../server/teams/choose-gimmick-pool";

/** The owner chooses the team's Gimmick pool; a pool the rules refuse is answered with every problem and nothing is saved. */
export const chooseSuGimmickPoolAction = teamAction("su:choose-gimmick-pool", "chooseSuGimmickPool")
  .input(gimmickPoolSchema, { fromForm: gimmickPoolFromForm, invalid: refuseFields("Choose each Gimmick from the lists offered.") })
  .run(async ({ access, team, input }) => {
    const result = await chooseGimmickPool(access, team.id, input.picks);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${team.id}`);
    return { ok: true, data: { message: `Gimmick pool saved: ${result.picks.length} ${result.picks.length === 1 ? "Gimmick" : "Gimmicks"}.` } };
  });
