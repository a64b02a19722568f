import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeamForSharing, SHARE_TEAM_NOT_FOUND } from "./share-team-lock";
import { newPublicToken } from "./share-team-token";

export const NOT_SHARED_MESSAGE = "This team is not shared, so it has no link to replace. Share it first.";

export type RotateTeamShareResult = { ok: true; token: string } | ServiceFailure<"not-found" | "not-shared">;

/**
 * Replaces a shared team's public link with a new one; the old link answers 404 at once (for a
 * link that went further than intended). The caller passed authorizeTeam(…, "team:share-publicly").
 * not-found: no such team in the caller's campaign. not-shared: the team is private (nothing changes).
 */
export async function rotateTeamShare(access: CampaignAccess, teamId: string): Promise<RotateTeamShareResult> {
  return db.$transaction(async (tx) => {
    const team = await lockTeamForSharing(tx, access.campaignId, teamId);
    if (!team) return SHARE_TEAM_NOT_FOUND;
    if (!team.publicToken) return { ok: false, code: "not-shared", message: NOT_SHARED_MESSAGE };

    const token = newPublicToken();
    await tx.team.update({ where: { id: teamId }, data: { publicToken: token } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_SHARED",
      summary: `${access.actorName} replaced the public link of “${team.name}”; the old link no longer works.`,
      payload: { v: 1, teamId, isPublic: true, isNewLink: true },
    });
    return { ok: true, token };
  });
}
