import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeamForSharing, SHARE_TEAM_NOT_FOUND } from "./share-team-lock";

export type RevokeTeamShareResult = { ok: true; wasAlreadyPrivate: boolean } | ServiceFailure<"not-found">;

/**
 * Makes a team private again: the token is cleared, so its public page answers 404 from the next
 * request on. Stopping twice is harmless and records one activity line. The caller passed
 * authorizeTeam(…, "team:share-publicly"). not-found: no such team in the caller's campaign.
 */
export async function revokeTeamShare(access: CampaignAccess, teamId: string): Promise<RevokeTeamShareResult> {
  return db.$transaction(async (tx) => {
    const team = await lockTeamForSharing(tx, access.campaignId, teamId);
    if (!team) return SHARE_TEAM_NOT_FOUND;
    if (!team.publicToken) return { ok: true, wasAlreadyPrivate: true };

    await tx.team.update({ where: { id: teamId }, data: { publicToken: null } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_SHARED",
      summary: `${access.actorName} stopped sharing “${team.name}”.`,
      payload: { v: 1, teamId, isPublic: false },
    });
    return { ok: true, wasAlreadyPrivate: false };
  });
}
