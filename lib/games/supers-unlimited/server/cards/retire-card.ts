import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { findTeamCard, type TeamCardRefusal } from "./find-team-card";

export type RetireCardResult = { ok: true } | ServiceFailure<"team-archived" | "team-in-battle" | TeamCardRefusal>;

/**
 * Retires a card: it leaves the roster (and the team's Levels) but stays on record with the
 * battles it fought. The caller passed authorizeTeam(…, "character:edit"). Refusals, each
 * changing nothing: card-not-found / card-retired (already), team-archived / team-in-battle.
 */
export async function retireCard(access: CampaignAccess, teamId: string, characterId: string, now = new Date()): Promise<RetireCardResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const found = await findTeamCard(tx, teamId, characterId);
    if (!found.ok) return found;
    await tx.character.updateMany({ where: { id: characterId, teamId, retiredAt: null }, data: { retiredAt: now } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_RETIRED",
      summary: `${access.actorName} retired ${found.card.name} from “${locked.team.name}”.`,
      payload: { v: 1, teamId, characterId },
    });
    return { ok: true };
  });
}
