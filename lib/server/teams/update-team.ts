import "server-only";
import type { TeamDetailsInput } from "@/lib/schemas/team";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "./lock-team";

export type UpdateTeamResult = { ok: true; changed: (keyof TeamDetailsInput)[] } | ServiceFailure<"team-archived" | "team-in-battle">;

/**
 * Renames a team, or changes its alignment or notes. The caller passed authorizeTeam(…, "team:edit"),
 * which took the team from its stored row. team-archived: the team is archived (nothing changes).
 */
export async function updateTeam(access: CampaignAccess, teamId: string, input: TeamDetailsInput): Promise<UpdateTeamResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const before = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, alignment: true, notes: true } });
    const changed = (Object.keys(input) as (keyof TeamDetailsInput)[]).filter((field) => input[field] !== before[field]);
    if (changed.length === 0) return { ok: true, changed };

    await tx.team.update({ where: { id: teamId }, data: input });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_UPDATED",
      summary: before.name === input.name ? `${access.actorName} updated the team “${input.name}”.` : `${access.actorName} renamed the team “${before.name}” to “${input.name}”.`,
      payload: { v: 1, teamId, changed },
    });
    return { ok: true, changed };
  });
}
