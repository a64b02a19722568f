import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { findRosterCharacter, type RosterCharacterRefusal } from "@/lib/games/smf/server/characters/find-roster-character";

export function hasFoughtDeleteMessage(name: string): string {
  return `${name} has fought in this campaign and stays on record. Retire them instead.`;
}

export function hasSidekickMessage(name: string, sidekickName: string): string {
  return `${sidekickName} is ${name}'s sidekick. Delete or retire ${sidekickName} first.`;
}

export type DeleteCharacterResult = { ok: true } | ServiceFailure<"team-archived" | "team-in-battle" | "has-fought" | "has-sidekick" | RosterCharacterRefusal>;

/**
 * Deletes a character who never fought (a draft: a mistake, a change of plan). One who has taken
 * part in play is history and is retired instead (../shared/STYLE.md §4). The caller passed
 * authorizeTeam(…, "character:edit"). Refusals, each changing nothing:
 * - has-fought: the character has taken part in play;
 * - has-sidekick: a sidekick on the roster belongs to it (state.sidekickOf), and would be left
 *   pointing at no one;
 * - character-not-found / character-retired: see findRosterCharacter;
 * - team-archived: the team is archived.
 */
export async function deleteCharacter(access: CampaignAccess, teamId: string, characterId: string): Promise<DeleteCharacterResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const found = await findRosterCharacter(tx, teamId, characterId);
    if (!found.ok) return found;
    // The roster is small and read by its (teamId, position) index; the JSON filter runs on those rows.
    const sidekick = await tx.character.findFirst({
      where: { teamId, retiredAt: null, kind: "SIDEKICK", state: { path: ["sidekickOf"], equals: characterId } },
      select: { name: true },
    });
    if (sidekick) return { ok: false, code: "has-sidekick", message: hasSidekickMessage(found.character.name, sidekick.name) };
    // Guarded on hasFought, so a battle recorded a moment ago is never deleted with it.
    const { count } = await tx.character.deleteMany({ where: { id: characterId, teamId, hasFought: false } });
    if (count === 0) return { ok: false, code: "has-fought", message: hasFoughtDeleteMessage(found.character.name) };
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_DELETED",
      summary: `${access.actorName} removed ${found.character.name} from “${locked.team.name}” before their first battle.`,
      payload: { v: 1, teamId, characterId, name: found.character.name },
    });
    return { ok: true };
  });
}
