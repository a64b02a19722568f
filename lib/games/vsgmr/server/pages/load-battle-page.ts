import "server-only";
import { withBattleResult, withBattleStatus } from "@/lib/battles/battle-status";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattleOrNotFound, type CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { db } from "@/lib/server/db";
import { notFound } from "next/navigation";
import { vsgmr } from "../../index";
import { readVsgmrDetails } from "../../battles/battle-details";
import type { VsgmrBattlePageData } from "../../views/battle-page";
import { loadVsgmrTrackEntries, trackerOf } from "../battles/track-battle";

export type { VsgmrBattlePageData, VsgmrBattleRoll } from "../../views/battle-page";

/** The battle page's data: its record, its forces' figures, its dice (oldest first), and what the viewer may do. */
export async function loadVsgmrBattlePage(campaignId: string, battleId: string): Promise<VsgmrBattlePageData & { access: CampaignAccess }> {
  const user = await requireUser(`/campaigns/${campaignId}/battles/${battleId}`);
  const { access, battle: ref } = await authorizeBattleOrNotFound(user.id, campaignId, battleId, "battle:view");
  if (access.gameSystem !== vsgmr.id) notFound();
  const [row, rolls, campaign, entries] = await Promise.all([
    db.battle.findUniqueOrThrow({
      where: { id: battleId },
      select: {
        id: true,
        issue: true,
        status: true,
        version: true,
        lastChange: true,
        details: true,
        undoneByName: true,
        teams: { orderBy: { position: "asc" }, select: { teamId: true, teamName: true, ownerName: true, result: true } },
      },
    }),
    db.roll.findMany({ where: { battleId }, orderBy: { sequence: "asc" }, select: { id: true, sequence: true, label: true, faces: true, source: true, actorName: true } }),
    db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { appDiceOnly: true, gameSystem: true, settings: true } }),
    loadVsgmrTrackEntries(db, battleId),
  ]);
  const figures = await db.character.findMany({
    where: { teamId: { in: row.teams.map((t) => t.teamId) }, kind: "vsgmr-figure", retiredAt: null },
    orderBy: [{ teamId: "asc" }, { position: "asc" }],
    select: { id: true, teamId: true, name: true, build: true },
  });
  const details = readVsgmrDetails(row.details);
  const tracker = trackerOf({ details, teams: row.teams, figures, campaign, entries });
  const isOwner = ref.ownerIds.includes(access.userId);
  return {
    access,
    viewerId: user.id,
    battle: { ...withBattleStatus(row), details, teams: row.teams.map(withBattleResult) },
    figures: figures.map(({ id, teamId, name }) => ({ id, teamId, name })),
    rolls,
    tracker: { setup: tracker.setup, entries: tracker.entries },
    appDiceOnly: campaign.appDiceOnly,
    may: {
      play: can(access.role, "battle:play", { isOwner }),
      soloTurn: can(access.role, "vsgmr:play-solo-turn", { isOwner, game: vsgmr }),
      undo: can(access.role, "battle:undo"),
    },
  };
}
