import "server-only";
import { can } from "@/lib/authz/permissions";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { shsa, type ShsaCampaignSettings } from "@/lib/games/shsa";
import { describeCondition, describePendingChange, readHeroState } from "@/lib/games/shsa/hero-sheet";
import type { HeroPageView } from "@/lib/games/shsa/views/hero-page-view";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { publicLinkStatusOf } from "@/lib/server/sharing/public-link";
import { cachedForCampaign } from "@/lib/server/cache/read-cache";
import { TEAM_PUBLIC_LINK } from "@/lib/server/teams/team-public-link";

/** A hero's page for a member who may see it (or the 404 page): its sheet, read through SHSA's reader, its history and its public link's state. */
export async function loadShsaHeroPage(userId: string, campaignId: string, teamId: string): Promise<HeroPageView> {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  const isOwner = stored.ownerId === access.userId;
  // Sharing is not a change to the hero, so an archived hero may still be shown (or hidden again).
  const canShare = can(access.role, TEAM_PUBLIC_LINK.permission, { isOwner });
  // The hero's sheet and link are the same for every member: from the read cache while the campaign
  // is unchanged (lib/server/cache/read-cache.ts); what this viewer may do is worked out here.
  const { row, token } = await cachedForCampaign(access.campaignId, `shsa-hero:${teamId}`, async () => {
    const [row, token] = await Promise.all([
      db.team.findUniqueOrThrow({
        where: { id: teamId },
        select: { name: true, ownerName: true, archivedAt: true, state: true, campaign: { select: { name: true, gameSystem: true, settings: true } } },
      }),
      TEAM_PUBLIC_LINK.findToken(teamId),
    ]);
    return { row, token };
  });
  const share = publicLinkStatusOf(TEAM_PUBLIC_LINK, token, canShare);
  const state = readHeroState(row.state, row.name);
  const { traitDice, comparator, tieIsSuccess, majorMargin } = readCampaignSettings<ShsaCampaignSettings>(shsa, row.campaign);
  return {
    teamId,
    campaignId,
    campaignName: row.campaign.name,
    playerName: row.ownerName,
    isOwner,
    isArchived: row.archivedAt !== null,
    canEdit: row.archivedAt === null && can(access.role, "shsa:edit-sheet", { isOwner, game: shsa }),
    canResolve: row.archivedAt === null && can(access.role, "shsa:resolve-relationship", { isOwner, game: shsa }),
    canShare,
    share,
    sheet: state.sheet,
    taskSettings: { traitDice, comparator, tieIsSuccess, majorMargin },
    condition: describeCondition(state.condition),
    pending: state.pending.map((pending) => ({ id: pending.id, text: describePendingChange(pending), from: pending.from })),
    history: state.history.map(({ field, before, after, reason, note, at, by }) => ({ field, before, after, reason, ...(note ? { note } : {}), at, by })).reverse(),
  };
}
