import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { defaultLineUp, levelsBudget, parseCard, type SuCard } from "@/lib/rules/supers-unlimited";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { suRosterSettings, type SuLeagueSettings } from "../../campaign-settings";
import { SU_CARD_KIND } from "../cards/card-row";
import type { NewBattleTeam } from "../../views/new-battle-team";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

/**
 * The record-a-battle page's data for a member who may record one (or the 404 page): the league's
 * Levels budget and every active team with its readable cards and default line-up, the member's
 * own teams first.
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
  const settings = suRosterSettings(readCampaignSettings<SuLeagueSettings>(supersUnlimited, campaign));
  const budget = levelsBudget(settings);
  // "Record a battle" in one tap when nothing needs changing, as SMF's set-up: the member's own team
  // plays, and so does the other team when there are two; each opens on a legal line-up.
  const isTwoTeams = teams.length === 2;
  const rows: NewBattleTeam[] = teams.map((team) => {
    const cards: SuCard[] = team.characters.flatMap((c) => {
      const parsed = parseCard(c.build);
      return parsed.ok ? [{ ...parsed.card, id: c.id }] : [];
    });
    const isMine = team.ownerId === access.userId;
    return {
      teamId: team.id,
      name: team.name,
      ownerName: team.ownerName,
      isMine,
      characters: cards.map((card) => ({ id: card.id, name: card.name, level: card.level, card })),
      fieldedByDefault: isMine || isTwoTeams ? defaultLineUp(settings, cards) : [],
    };
  });
  rows.sort((a, b) => Number(b.isMine) - Number(a.isMine));
  return { access, budget: budget.ok ? budget.levels : null, settings, teams: rows };
}
