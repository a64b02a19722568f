"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/shsa/actions/action-builders";
import { changeShsaSheetSchema } from "@/lib/games/shsa/schemas/sheet-change";
import { changeHeroSheet } from "@/lib/games/shsa/server/heroes/change-sheet";

/** One change to a hero's sheet from its page, through the rules, with its reason; a refusal says why and writes nothing. */
export const changeShsaSheetAction = teamAction("shsa:edit-sheet", "changeShsaSheet")
  .input(changeShsaSheetSchema, { invalid: refuseIssues })
  .run<{ changed: number }>(async ({ access, team, input: { teamId, requestKey, change } }) => {
    const result = await changeHeroSheet(access, teamId, { requestKey, changes: [change] });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { changed: result.state.history.filter((line) => line.key === requestKey).length } };
  });
