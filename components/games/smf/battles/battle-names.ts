import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";

export interface BattleNames {
  team(id: string): string;
  character(id: string): string;
}

/**
 * Names as the battle recorded them: the copied team names and line-ups first, then the
 * snapshot and post-battle teams (thralls and captives the line-up never listed).
 */
export function battleNames(loaded: LoadedBattle): BattleNames {
  const teams = new Map<string, string>();
  const characters = new Map<string, string>();
  for (const t of loaded.row.teams) teams.set(t.teamId, t.teamName);
  for (const t of loaded.data.teams) for (const m of t.lineUp) characters.set(m.characterId, m.name);
  for (const states of [loaded.data.snapshot?.teams, loaded.data.postBattleState?.teams]) {
    for (const t of states ?? []) {
      if (!teams.has(t.teamId)) teams.set(t.teamId, t.name);
      for (const c of t.characters) if (!characters.has(c.id)) characters.set(c.id, c.name);
    }
  }
  return { team: (id) => teams.get(id) ?? "another team", character: (id) => characters.get(id) ?? "a character" };
}
