import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { cardJson } from "./card-row";
import { checkCardForTeam, type IllegalCard, type NotSuTeam } from "./check-card-for-team";
import { findTeamCard, type TeamCardRefusal } from "./find-team-card";

export type UpdateCardResult = { ok: true } | IllegalCard | NotSuTeam | ServiceFailure<"team-archived" | "team-in-battle" | "has-fought" | TeamCardRefusal>;

export function cardHasFoughtMessage(name: string): string {
  return `${name} has fought in this league, so their card is settled. Retire them and add a new card to play another.`;
}

/**
 * Saves a new version of a card that has not fought yet (a card that has is part of the league's
 * record). The caller passed authorizeTeam(…, "character:edit"). Refusals, each changing nothing:
 * - card-not-found / card-retired: see findTeamCard;
 * - has-fought: the card has taken part in a battle;
 * - illegal-card / not-su-team: see checkCardForTeam;
 * - team-archived / team-in-battle: see lockTeam.
 */
export async function updateCard(access: CampaignAccess, teamId: string, characterId: string, posted: unknown): Promise<UpdateCardResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const found = await findTeamCard(tx, teamId, characterId);
    if (!found.ok) return found;
    if (found.card.hasFought) return { ok: false, code: "has-fought", message: cardHasFoughtMessage(found.card.name) };
    const checked = await checkCardForTeam(tx, teamId, characterId, posted);
    if (!checked.ok) return checked;
    const { card } = checked;

    // Guarded: the team lock keeps this roster still, but a battle may mark the card as fought.
    const { count } = await tx.character.updateMany({ where: { id: characterId, teamId, hasFought: false, retiredAt: null }, data: { name: card.name, build: cardJson(card) } });
    if (count === 0) return { ok: false, code: "has-fought", message: cardHasFoughtMessage(found.card.name) };
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_UPDATED",
      summary:
        found.card.name === card.name
          ? `${access.actorName} changed ${card.name} on “${locked.team.name}”.`
          : `${access.actorName} changed ${found.card.name} (now ${card.name}) on “${locked.team.name}”.`,
      payload: { v: 1, teamId, characterId },
    });
    return { ok: true };
  });
}
