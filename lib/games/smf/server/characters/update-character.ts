import "server-only";
import type { CharacterDetailsInput } from "@/lib/games/smf/schemas/character";
import { withSidekickOwner } from "@/lib/games/smf/schemas/character-sidekick";
import { rosterEntryActions } from "@/lib/rules/smf";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { kindToRow, toJson } from "./character-row";
import { findRosterCharacter, type RosterCharacterRefusal } from "./find-roster-character";
import { validateForTeam, type IllegalBuild, type SidekickLinkRefusal } from "./validate-for-team";

export type UpdateCharacterResult = { ok: true } | IllegalBuild | SidekickLinkRefusal | ServiceFailure<"team-archived" | "team-in-battle" | "has-fought" | RosterCharacterRefusal>;

export function hasFoughtMessage(name: string): string {
  return `${name} has fought in this campaign, so their build is settled and only their name may change. Retire them and add a new character to build another.`;
}

/**
 * Rebuilds a character that has not fought yet; its campaign state is kept but for a sidekick's
 * owner, which the form sets (and which goes when it is no longer a sidekick). The caller passed
 * authorizeTeam(…, "character:edit"). Refusals, each changing nothing:
 * - character-not-found / character-retired: see findRosterCharacter;
 * - has-fought: the character has taken part in play, so its build may no longer change;
 * - invalid-sidekick-owner / sidekick-needs-owner-power: see validateForTeam;
 * - illegal-build: validateCharacter found problems (all of them are returned);
 * - team-archived: the team is archived.
 */
export async function updateCharacter(access: CampaignAccess, teamId: string, characterId: string, input: CharacterDetailsInput): Promise<UpdateCharacterResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const found = await findRosterCharacter(tx, teamId, characterId);
    if (!found.ok) return found;
    if (!rosterEntryActions({ state: found.character.state, hasFought: found.hasFought }).canRebuild)
      return { ok: false, code: "has-fought", message: hasFoughtMessage(found.character.name) };

    const state = withSidekickOwner(found.character.state, input.kind, input.sidekickOf);
    const validation = await validateForTeam(tx, teamId, { ...found.character, name: input.name, kind: input.kind, build: input.build, state });
    if (!validation.ok) return validation;

    // Guarded: the team lock keeps this roster still, but a battle may mark the character as fought.
    const { count } = await tx.character.updateMany({
      where: { id: characterId, teamId, hasFought: false, retiredAt: null },
      data: { name: input.name, kind: kindToRow(input.kind), build: toJson(input.build), state: toJson(state) },
    });
    if (count === 0) return { ok: false, code: "has-fought", message: hasFoughtMessage(found.character.name) };
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_UPDATED",
      summary:
        found.character.name === input.name
          ? `${access.actorName} changed ${input.name} on “${locked.team.name}”.`
          : `${access.actorName} changed ${found.character.name} (now ${input.name}) on “${locked.team.name}”.`,
      payload: { v: 1, teamId, characterId },
    });
    return { ok: true };
  });
}
