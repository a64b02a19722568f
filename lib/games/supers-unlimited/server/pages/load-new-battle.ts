import "server-only";
import { readCampaignSettings } from "@/lib/games/campaign-settings";
import { levelsBudget, parseCard } from "@/lib/rules/supers-unlimited";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { suRosterSettings, type SuLeagueSettings } from "../../campaign-settings";
import { SU_CARD_KIND } from "../cards/card-row";
import type { NewBattleTeam } from "../../views/new-battle-team";

/**
 * The record-a-battle page's data for a member who may record one (or the 404 page): the league's
 * Levels budget and every active team with its readable cards, the member's own teams first.
 */
export async function loadSuNewBattle(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:create");
  const [campaign, teams] = await Promise.all([
    db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { gameSystem: true, settings: true } }),
    db.team.findMany({
      where: { campaignId, archivedAt: null },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        name: true,
        ownerId: true,
        ownerName: true,
        characters: { where: { retiredAt: null, kind: SU_CARD_KIND }, orderBy: { position: "asc" }, select: { id: true, build: true } },
      },
    }),
  ]);
  const budget = levelsBudget(suRosterSettings(readCampaignSettings<SuLeagueSettings>(campaign)));
  const rows: NewBattleTeam[] = teams.map((team) => ({
    teamId: team.id,
    name: team.name,
    ownerName: team.ownerName,
    isMine: team.ownerId === access.userId,
    characters: team.characters.flatMap((c) => {
      const parsed = parseCard(c.build);
      return parsed.ok ? [{ id: c.id, name: parsed.card.name, level: parsed.card.level }] : [];
    }),
  }));
  rows.sort((a, b) => Number(b.isMine) - Number(a.isMine));
  return { access, budget: budget.ok ? budget.levels : null, teams: rows };
}
