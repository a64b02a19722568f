/**
 * A Supers Unlimited league for the authorization matrix: a staged campaign (the same cast in the
 * same roles) turned into a league, Owen's team holding two SU cards of the same Level (a tie for
 * Team Leader) and Pat's team one. Written directly: the campaign form does not offer the system yet.
 */
import { SU_DEFAULT_SETTINGS, supersUnlimited } from "@/lib/games/supers-unlimited";
import { SU_CARD_KIND } from "@/lib/games/supers-unlimited/server/cards/card-row";
import { ACE, SU_CARD_VERSION, type SuCard } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { type Cast, type Stage, stageCampaign, type StageOptions } from "@/tests/reliability/fast/authz-world";

async function replaceRoster(teamId: string, cards: SuCard[]): Promise<string[]> {
  await db.character.deleteMany({ where: { teamId } });
  const ids: string[] = [];
  for (const [position, card] of cards.entries()) {
    const row = await db.character.create({
      data: { teamId, position, name: card.name, kind: SU_CARD_KIND, build: {}, state: {}, formatVersion: SU_CARD_VERSION },
      select: { id: true },
    });
    // The stored card carries its row's id, as addCard writes it.
    await db.character.update({ where: { id: row.id }, data: { build: { ...card, id: row.id } as never } });
    ids.push(row.id);
  }
  return ids;
}

export async function stageSuCampaign(cast: Cast, options: Pick<StageOptions, "playerTeam"> = {}): Promise<Stage> {
  const stage = await stageCampaign(cast, options);
  await db.campaign.update({ where: { id: stage.campaignId }, data: { gameSystem: supersUnlimited.id, settings: { ...SU_DEFAULT_SETTINGS } } });
  // A league's access carries its system, as authorizeCampaign reads it.
  for (const access of Object.values(stage.access)) access.gameSystem = supersUnlimited.id;
  await db.storyPointEntry.deleteMany({ where: { campaignId: stage.campaignId } });
  const ownerIds = await replaceRoster(stage.ownerTeam.id, [
    { ...ACE, name: "Ace" },
    { ...ACE, name: "Bolt" },
  ]);
  const playerIds = stage.playerTeam ? await replaceRoster(stage.playerTeam.id, [{ ...ACE, name: "Cub" }]) : [];
  return {
    ...stage,
    ownerTeam: { ...stage.ownerTeam, characterIds: ownerIds },
    playerTeam: stage.playerTeam ? { ...stage.playerTeam, characterIds: playerIds } : null,
  };
}
