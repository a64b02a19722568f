import { SU_DEFAULT_SETTINGS, type SuLeagueSettings } from "@/lib/games/supers-unlimited";
import { SU_CARD_KIND } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { SU_CARD_VERSION, type SuCard } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { accessFor, createCampaignFor, createTeamFor, createUser } from "../factories";

/**
 * A Supers Unlimited league: made as a campaign by the real service, then given the league's
 * settings directly (tests choose any options, past what the campaign form would send).
 */
export async function createSuLeague(settings: Partial<SuLeagueSettings> = {}) {
  const { campaign, organiser } = await createCampaignFor();
  await db.campaign.update({ where: { id: campaign.id }, data: { gameSystem: "SUPERS_UNLIMITED", settings: { ...SU_DEFAULT_SETTINGS, ...settings } } });
  return { campaignId: campaign.id, organiser, access: await accessFor(organiser.id, campaign.id) };
}

/** A team whose roster is these cards, one Character row each (kind "su-card", build = the card). */
export async function createSuTeam(campaignId: string, owner: { id: string; name: string | null } | null, name: string, cards: readonly SuCard[]) {
  const player = owner ?? (await createUser({ name: `${name} owner` }));
  if (!owner) await db.membership.create({ data: { campaignId, userId: player.id, role: "PLAYER" } });
  const team = await createTeamFor(campaignId, player, name);
  const characters = [];
  for (const [position, card] of cards.entries()) {
    characters.push(
      await db.character.create({
        data: { teamId: team.id, position, name: card.name, kind: SU_CARD_KIND, build: JSON.parse(JSON.stringify(card)) as object, state: {}, formatVersion: SU_CARD_VERSION },
        select: { id: true, name: true },
      }),
    );
  }
  return { team, owner: player, characterIds: characters.map((c) => c.id), characters };
}
