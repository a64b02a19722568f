import "server-only";
import { SMF_CHARACTER_FORMAT, freshCampaignState } from "@/lib/rules/smf";
import type { CharacterDetailsInput } from "@/lib/games/smf/schemas/character";
import { withSidekickOwner } from "@/lib/games/smf/schemas/character-sidekick";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { kindToRow, toJson } from "./character-row";
import { validateForTeam, type IllegalBuild, type SidekickLinkRefusal } from "./validate-for-team";

export type AddCharacterResult = { ok: true; character: { id: string; name: string } } | IllegalBuild | SidekickLinkRefusal | ServiceFailure<"team-archived" | "team-in-battle">;

/**
 * Adds a character, henchmen group, sidekick or vehicle at the end of the roster, with a fresh
 * campaign state (a sidekick's holds its owner, state.sidekickOf). The caller passed
 * authorizeTeam(…, "character:edit"), which took the team (and so the campaign whose options
 * apply) from its stored row. Refusals, each leaving the roster unchanged:
 * - invalid-sidekick-owner: a sidekick's owner is missing or not allowed (see validateForTeam);
 * - illegal-build: validateCharacter found problems (all of them are returned), a vehicle in a
 *   campaign without vehicles among them (L2714);
 * - team-archived: the team is archived.
 */
export async function addCharacter(access: CampaignAccess, teamId: string, input: CharacterDetailsInput): Promise<AddCharacterResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const state = withSidekickOwner(freshCampaignState(), input.kind, input.sidekickOf);
    const validation = await validateForTeam(tx, teamId, { id: "new-character", name: input.name, kind: input.kind, build: input.build, state });
    if (!validation.ok) return validation;

    const last = await tx.character.aggregate({ where: { teamId }, _max: { position: true } });
    const character = await tx.character.create({
      data: {
        teamId,
        position: (last._max.position ?? -1) + 1,
        name: input.name,
        kind: kindToRow(input.kind),
        build: toJson(input.build),
        state: toJson(state),
        formatVersion: SMF_CHARACTER_FORMAT,
      },
      select: { id: true, name: true },
    });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "CHARACTER_ADDED",
      summary: `${access.actorName} added ${character.name} to “${locked.team.name}”.`,
      payload: { v: 1, teamId, characterId: character.id, name: character.name },
    });
    return { ok: true, character };
  });
}
