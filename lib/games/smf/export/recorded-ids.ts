import type { ExportedBattle } from "./campaign-battle-schema";

/**
 * Every character id a battle's own records hold: its line-ups, its snapshot's rosters and rows,
 * its post-battle state's rosters (characters the battle brought, like a Vampire's thrall). A
 * roll of the battle may name any of them, and an import must rewrite all of them, including
 * those whose rows are gone since (see check-campaign-references.ts).
 */
export function recordedCharacterIds(battle: Pick<ExportedBattle, "teams" | "snapshot" | "postBattleState">): Set<string> {
  const ids = new Set<string>();
  for (const team of battle.teams) for (const member of team.lineUp) ids.add(member.characterId);
  for (const team of [...(battle.snapshot?.teams ?? []), ...(battle.postBattleState?.teams ?? [])]) for (const character of team.characters) ids.add(character.id);
  for (const id of Object.keys(battle.snapshot?.rows ?? {})) ids.add(id);
  return ids;
}
