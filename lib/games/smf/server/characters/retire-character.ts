import "server-only";
import { rosterEntryActions, type CharacterCampaignState } from "@/lib/rules/smf";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { toJson } from "./character-row";
import { findRosterCharacter, type RosterCharacterRefusal } from "./find-roster-character";

export const DEAD_CHARACTER_MESSAGE = "A fallen character stays on the roster in memoriam; they cannot retire.";

export type RetireCharacterResult = { ok: true } | ServiceFailure<"team-archived" | "team-in-battle" | "character-dead" | RosterCharacterRefusal>;

/**
 * Retires a character: it leaves the roster (and every line-up) but stays on record with its
 * history; `retiredAt` for queries and state.status "retired" for the rules (validateLineUp). The
 * caller passed authorizeTeam(…, "character:edit"). Refusals, each changing nothing:
 * - character-not-found / character-retired (already): see findRosterCharacter;
 * - character-dead: the dead are remembered, not retired;
 * - team-archived: the team is archived.
 */
export async function retireCharacter(access: CampaignAccess, teamId: string, characterId: string, now = new Date()): Promise<RetireCharacterResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const found = await findRosterCharacter(tx, teamId, characterId);
    if (!found.ok) return found;
    const { character } = found;
    // The same rule the team page uses to offer the button.
    if (!rosterEntryActions({ state: character.state, hasFought: found.hasFought }).canRetire) return { ok: false, code: "character-dead", message: DEAD_CHARACTER_MESSAGE };

    const state: CharacterCampaignState = { ...character.state, status: "retired" };
    await tx.character.updateMany({ where: { id: characterId, teamId, retiredAt: null }, data: { retiredAt: now, state: toJson(state) } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_RETIRED",
      summary: `${access.actorName} retired ${character.name} from “${locked.team.name}”.`,
      payload: { v: 1, teamId, characterId },
    });
    return { ok: true };
  });
}
