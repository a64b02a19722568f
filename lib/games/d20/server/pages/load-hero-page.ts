import "server-only";
import { can } from "@/lib/authz/permissions";
import { hazardDc, HERO_POINT_CURRENCY, minutesToRecover } from "@/lib/rules/d20";
import { d20, type D20CampaignSettings } from "@/lib/games/d20";
import { d20RulesSettings } from "@/lib/games/d20/campaign-settings";
import { hazardFailure, hazardOdds, hazardWhen } from "@/lib/games/d20/hazard-words";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { readD20Hero } from "@/lib/games/d20/hero-sheet";
import type { D20HeroPageView } from "@/lib/games/d20/views/views";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { publicLinkStatus } from "@/lib/server/sharing/public-link";
import { TEAM_PUBLIC_LINK } from "@/lib/server/teams/team-public-link";

/** A hero's page for a member who may see it (or the 404 page): its ranks, what it carries, its hero-point ledger with running balances, and its public link's state. */
export async function loadD20HeroPage(userId: string, campaignId: string, teamId: string): Promise<D20HeroPageView> {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  const isOwner = stored.ownerId === access.userId;
  // Sharing is not a change to the hero, so an archived hero may still be shown (or hidden again).
  const canShare = can(access.role, TEAM_PUBLIC_LINK.permission, { isOwner });
  const [row, entries, share] = await Promise.all([
    db.team.findUniqueOrThrow({
      where: { id: teamId },
      select: { name: true, ownerName: true, archivedAt: true, state: true, campaign: { select: { name: true, gameSystem: true, settings: true, appDiceOnly: true } } },
    }),
    db.storyPointEntry.findMany({
      where: { teamId, currency: HERO_POINT_CURRENCY },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, delta: true, reason: true, note: true, actorName: true, createdAt: true },
      take: 500,
    }),
    publicLinkStatus(TEAM_PUBLIC_LINK, teamId, canShare),
  ]);
  const hero = readD20Hero(row.state);
  const rules = d20RulesSettings(readCampaignSettings<D20CampaignSettings>(d20, row.campaign));
  const open = row.archivedAt === null;
  let balance = 0;
  const ledger = entries.map((entry) => {
    balance += entry.delta;
    return { id: entry.id, delta: entry.delta, reason: entry.reason, note: entry.note, by: entry.actorName, at: entry.createdAt.toISOString(), balanceAfter: balance };
  });
  return {
    teamId,
    campaignId,
    campaignName: row.campaign.name,
    name: row.name,
    playerName: row.ownerName,
    isOwner,
    isArchived: !open,
    canEdit: open && can(access.role, "d20:edit-hero", { isOwner, game: d20 }),
    canAward: open && can(access.role, "d20:award-hero-point", { isOwner, game: d20 }),
    canSpend: open && can(access.role, "d20:spend-hero-point", { isOwner, game: d20 }),
    canShare,
    share,
    ranks: hero.ranks,
    damage: hero.damage,
    minutesToRecover: minutesToRecover(hero.damage),
    injuries: hero.injuries,
    hazards: hero.hazards.map((hazard) => ({
      id: hazard.id,
      label: hazard.label,
      kind: hazard.state.kind,
      nextDc: hazardDc(hazard.state),
      fatigue: hazard.state.fatigue,
      at: hazard.at,
      over: hazard.state.over,
      when: hazardWhen(hazard.state),
      onFailure: hazardFailure(hazard.state),
      fortitude: hero.ranks.fortitude,
      odds: hazard.state.over ? [] : hazardOdds(hazard.state, hero.ranks.fortitude, rules),
      checks: [...(hazard.checks ?? [])].reverse(),
    })),
    appDiceOnly: row.campaign.appDiceOnly,
    rules,
    heroPoints: balance,
    ledger: ledger.reverse(),
  };
}
