import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { findRosterCharacter, type RosterCharacterRefusal } from "@/lib/games/smf/server/characters/find-roster-character";

export type RenameCharacterResult = { ok: true } | ServiceFailure<"team-archived" | "team-in-battle" | RosterCharacterRefusal>;

/**
 * Renames a character, fought or not: the name is not part of the build, which a character who
 * has fought keeps for good (updateCharacter refuses that).
 * The caller passed authorizeTeam(…, "character:edit"). Refusals, each changing nothing:
 * - character-not-found / character-retired: see findRosterCharacter;
 * - team-archived / team-in-battle: see lockTeam.
 */
export async function renameCharacter(access: CampaignAccess, teamId: string, characterId: string, name: string): Promise<RenameCharacterResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const found = await findRosterCharacter(tx, teamId, characterId);
    if (!found.ok) return found;
    if (found.character.name === name) return { ok: true };
    await tx.character.updateMany({ where: { id: characterId, teamId, retiredAt: null }, data: { name } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_UPDATED",
      summary: `${access.actorName} renamed ${found.character.name} to ${name} on “${locked.team.name}”.`,
      payload: { v: 1, teamId, characterId },
    });
    return { ok: true };
  });
}
