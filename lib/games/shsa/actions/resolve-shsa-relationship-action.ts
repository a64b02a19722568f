"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/shsa/actions/action-builders";
import { resolveShsaRelationshipSchema } from "@/lib/games/shsa/schemas/relationships";
import { resolveRelationship } from "@/lib/games/shsa/server/relationships/resolve-relationship";
import type { RelationshipTaskView } from "@/lib/games/shsa/views/relationship-task-view";

/** A relationship task resolved from a hero's board: its player or a runner. The answer says what the task gave. */
export const resolveShsaRelationshipAction = teamAction("shsa:resolve-relationship", "resolveShsaRelationship")
  .input(resolveShsaRelationshipSchema, { invalid: refuseIssues })
  .run<RelationshipTaskView>(async ({ access, team, input: { teamId, otherAlignment, otherIsPc, contestActor, contestResistance, ...request } }) => {
    const contest = contestActor && contestResistance ? { contest: { actor: contestActor, resistance: contestResistance } } : {};
    const result = await resolveRelationship(access, teamId, { ...request, ...contest, other: { alignment: otherAlignment, isPc: otherIsPc } });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return {
      ok: true,
      data: {
        repeated: result.repeated,
        summary: result.task?.summary ?? null,
        grade: result.task?.grade ?? null,
        contest: result.contest?.summary ?? null,
        effects: (result.effects ?? []).map((effect) => `${effect.text} (${effect.line})`),
        isEnded: result.isEnded ?? false,
      },
    };
  });
