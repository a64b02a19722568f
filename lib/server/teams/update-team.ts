import "server-only";
import { alignmentOf } from "@/lib/game-contract/team-alignment";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import type { TeamDetailsInput } from "@/lib/schemas/team";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "./lock-team";

export type UpdateTeamResult = { ok: true; changed: (keyof TeamDetailsInput)[] } | ServiceFailure<"team-archived" | "team-in-battle" | "invalid-alignment">;

/**
 * Renames a team, or changes its alignment or notes. The caller passed authorizeTeam(…, "team:edit"),
 * which took the team from its stored row. team-archived: the team is archived (nothing changes).
 * invalid-alignment: a side the campaign's game (`game`, handed by the action) does not declare.
 */
export async function updateTeam(access: CampaignAccess, game: AnyGameSystem, teamId: string, input: TeamDetailsInput): Promise<UpdateTeamResult> {
  const side = alignmentOf(game, input.alignment);
  if (!side.ok) return { ok: false, code: "invalid-alignment", message: side.message };
  const details = { name: input.name, alignment: side.alignment, notes: input.notes };
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const before = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, alignment: true, notes: true } });
    const changed = (Object.keys(details) as (keyof typeof details)[]).filter((field) => details[field] !== before[field]);
    if (changed.length === 0) return { ok: true, changed };

    await tx.team.update({ where: { id: teamId }, data: details });
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
