import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { findTeamCard, type TeamCardRefusal } from "./find-team-card";

export function cardHasFoughtDeleteMessage(name: string): string {
  return `${name} has fought in this league and stays on record. Retire them instead.`;
}

export type DeleteCardResult = { ok: true } | ServiceFailure<"team-archived" | "team-in-battle" | "has-fought" | TeamCardRefusal>;

/**
 * Deletes a card that never fought (a draft); one that has taken part in play is retired instead
 * (../shared/STYLE.md §4). The caller passed authorizeTeam(…, "character:edit"). Refusals, each
 * changing nothing: has-fought, card-not-found / card-retired, team-archived / team-in-battle.
 */
export async function deleteCard(access: CampaignAccess, teamId: string, characterId: string): Promise<DeleteCardResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const found = await findTeamCard(tx, teamId, characterId);
    if (!found.ok) return found;
    // Guarded on hasFought, so a battle recorded a moment ago is never deleted with it.
    const { count } = await tx.character.deleteMany({ where: { id: characterId, teamId, hasFought: false } });
    if (count === 0) return { ok: false, code: "has-fought", message: cardHasFoughtDeleteMessage(found.card.name) };
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_DELETED",
      summary: `${access.actorName} removed ${found.card.name} from “${locked.team.name}” before their first battle.`,
      payload: { v: 1, teamId, characterId, name: found.card.name },
    });
    return { ok: true };
  });
}
