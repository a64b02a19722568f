import "server-only";
import { characterHistory, type CharacterHistoryEntry } from "@/lib/games/smf/journal/character-history";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { loadJournalBattles } from "@/lib/games/smf/server/journal/load-journal-battles";

export type CharacterHistoryResult = { ok: true; entries: CharacterHistoryEntry[] } | ServiceFailure<"not-found">;

/**
 * A character's history, newest issue first, for a member who passed
 * authorizeTeam(…, "team:view") for `teamId`. not-found: the character is not on that team of the
 * caller's campaign (IDOR).
 *
 * The battles are those of the character's team (BattleTeam's [teamId] index, through the
 * relation filter) plus any whose events name the character elsewhere (a captive released by
 * another team's battle: a JSONB containment test on the campaign's battles, which the
 * [campaignId, status] index narrows first). One query for the battles, one for their extras.
 */
export async function getCharacterHistory(access: CampaignAccess, teamId: string, characterId: string): Promise<CharacterHistoryResult> {
  const character = await db.character.findFirst({ where: { id: characterId, teamId, team: { campaignId: access.campaignId } }, select: { id: true } });
  if (!character) return { ok: false, code: "not-found", message: "That character does not exist." };
  const battles = await loadJournalBattles({
    campaignId: access.campaignId,
    OR: [{ teams: { some: { teamId } } }, { postBattleEvents: { array_contains: [{ characterId }] } }],
  });
  return { ok: true, entries: characterHistory(characterId, battles) };
}
