import "server-only";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { ServiceFailure } from "@/lib/service-result";
import { type PublicLinkSubject, revokePublicLink, rotatePublicLink, sharePublicLink } from "@/lib/server/sharing/public-link";
import { findTeamRow } from "./team-row";

export const SHARE_TEAM_NOT_FOUND: ServiceFailure<"not-found"> = { ok: false, code: "not-found", message: "That team does not exist." };

export const NOT_SHARED_MESSAGE = "This team is not shared, so it has no link to replace. Share it first.";

export function publicTeamPath(token: string): string {
  return `/t/${token}`;
}

const SUMMARIES = {
  shared: (actor: string, team: string) => `${actor} shared “${team}” on a public page.`,
  replaced: (actor: string, team: string) => `${actor} replaced the public link of “${team}”; the old link no longer works.`,
  stopped: (actor: string, team: string) => `${actor} stopped sharing “${team}”.`,
};

/**
 * A team's public roster page (/t/…), token in Team.publicToken. Only teams of the caller's
 * campaign are found (IDOR): not-found otherwise.
 */
export const TEAM_PUBLIC_LINK: PublicLinkSubject<ServiceFailure<"not-found">> = {
  permission: "team:share-publicly",
  async lock(tx, access, teamId) {
    const [row] = await tx.$queryRaw<{ name: string; token: string | null }[]>`
      SELECT "name", "publicToken" AS "token" FROM "Team" WHERE id = ${teamId} AND "campaignId" = ${access.campaignId} FOR UPDATE`;
    return row ?? SHARE_TEAM_NOT_FOUND;
  },
  writeToken: (tx, teamId, token) => tx.team.update({ where: { id: teamId }, data: { publicToken: token } }),
  // Read with the rest of the team's row (findTeamRow), so the team page spends no query of its own on it.
  async findToken(teamId) {
    const team = await findTeamRow(teamId);
    if (!team) throw new Error(`Team ${teamId} does not exist.`);
    return team.publicToken;
  },
  path: publicTeamPath,
  notSharedMessage: NOT_SHARED_MESSAGE,
  activity: { kind: "TEAM_SHARED", summary: (actor, team, change) => SUMMARIES[change](actor, team), payloadFields: (teamId) => ({ teamId }) },
};

export const shareTeam = (access: CampaignAccess, teamId: string) => sharePublicLink(TEAM_PUBLIC_LINK, access, teamId);
export const rotateTeamShare = (access: CampaignAccess, teamId: string) => rotatePublicLink(TEAM_PUBLIC_LINK, access, teamId);
export const revokeTeamShare = (access: CampaignAccess, teamId: string) => revokePublicLink(TEAM_PUBLIC_LINK, access, teamId);
