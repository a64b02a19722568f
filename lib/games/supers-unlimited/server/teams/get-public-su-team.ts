import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { SuCard } from "@/lib/rules/supers-unlimited";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { supersUnlimited } from "../../index";
import type { SuLeagueSettings } from "../../campaign-settings";
import { readSuTeamState } from "../../team-state";
import { teamVerdict, type SuTeamVerdict } from "../../team-verdict";
import { CARD_ORDER, CARD_ROW_SELECT, SU_CARD_KIND, toSuCard } from "../cards/card-row";

/**
 * What a league team's public page shows to anyone with the link: an explicit list of fields, so
 * nothing private (emails, account or membership ids, notes, other members) can slip in as the
 * schema grows.
 */
export interface PublicSuTeam {
  name: string;
  /** The name the owner chose for their account; null when they chose none or left Longbox (the fallback is part of their email). */
  ownerName: string | null;
  isArchived: boolean;
  campaignName: string;
  settings: SuLeagueSettings;
  vp: number;
  /**
   * The cards on the roster, in the player's order; retired ones are left out. Their ids are their
   * places ("roster-1", …): the page's HTML carries no internal id (security issue, weak point).
   */
  roster: SuCard[];
  verdict: SuTeamVerdict;
}

/**
 * The league team behind a public link, or null for a malformed, unknown or revoked token, or a
 * team of another system (the page answers 404 either way). Three queries: the team with its
 * owner's name and league by Team.publicToken's unique index, then its cards and its VP.
 */
export async function getPublicSuTeam(token: string): Promise<PublicSuTeam | null> {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const team = await db.team.findUnique({
    where: { publicToken: token },
    select: { id: true, name: true, archivedAt: true, state: true, owner: { select: { name: true } }, campaign: { select: { name: true, gameSystem: true, settings: true } } },
  });
  if (!team || team.campaign.gameSystem !== supersUnlimited.id) return null;
  const settings = readCampaignSettings<SuLeagueSettings>(supersUnlimited, team.campaign);
  const [rows, totals] = await Promise.all([
    db.character.findMany({ where: { teamId: team.id, kind: SU_CARD_KIND, retiredAt: null }, orderBy: CARD_ORDER, select: CARD_ROW_SELECT }),
    storyPointTotals([team.id]),
  ]);
  const cards = rows.map(toSuCard);
  const aliases = new Map(cards.map((card, index) => [card.id, `roster-${index + 1}`]));
  const roster = cards.map((card) => ({ ...card, id: aliases.get(card.id)! }));
  const storedLeader = readSuTeamState(team.state).leaderId;
  const leaderId = storedLeader === null ? null : (aliases.get(storedLeader) ?? null);
  return {
    name: team.name,
    ownerName: team.owner?.name?.trim() || null,
    isArchived: team.archivedAt !== null,
    campaignName: team.campaign.name,
    settings,
    vp: totalsOf(totals, team.id).balance,
    roster,
    verdict: teamVerdict(settings, roster, leaderId),
  };
}
