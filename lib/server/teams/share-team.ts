import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeamForSharing, SHARE_TEAM_NOT_FOUND } from "./share-team-lock";
import { newPublicToken } from "./share-team-token";

export type ShareTeamResult = { ok: true; token: string; wasAlreadyShared: boolean } | ServiceFailure<"not-found">;

/**
 * Gives a team a public read-only page: a new token if it has none, else the one it has (so a
 * double submit makes one link and one activity line). The caller passed
 * authorizeTeam(…, "team:share-publicly"). not-found: no such team in the caller's campaign.
 */
export async function shareTeam(access: CampaignAccess, teamId: string): Promise<ShareTeamResult> {
  return db.$transaction(async (tx) => {
    const team = await lockTeamForSharing(tx, access.campaignId, teamId);
    if (!team) return SHARE_TEAM_NOT_FOUND;
    if (team.publicToken) return { ok: true, token: team.publicToken, wasAlreadyShared: true };

    const token = newPublicToken();
    await tx.team.update({ where: { id: teamId }, data: { publicToken: token } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_SHARED",
      summary: `${access.actorName} shared “${team.name}” on a public page.`,
      payload: { v: 1, teamId, isPublic: true },
    });
    return { ok: true, token, wasAlreadyShared: false };
  });
}
