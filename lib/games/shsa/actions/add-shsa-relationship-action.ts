"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/shsa/actions/action-builders";
import { addShsaRelationshipSchema } from "@/lib/games/shsa/schemas/relationships";
import { addRelationship } from "@/lib/games/shsa/server/relationships/add-relationship";

/** A new relationship on a hero's board: its player or a runner. */
export const addShsaRelationshipAction = teamAction("shsa:edit-sheet", "addShsaRelationship")
  .input(addShsaRelationshipSchema, { invalid: refuseIssues })
  .run<{ relationships: number }>(async ({ access, team, input: { teamId, requestKey, ...relationship } }) => {
    const result = await addRelationship(access, teamId, { requestKey, ...relationship });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { relationships: result.state.sheet.relationships.length } };
  });
