import type { BattleReport, CurseChange, PostBattleEvent, ScenarioId, SpecialEventId, StoryPointLedgerEntry } from "@/lib/rules/smf";

/**
 * A resolved (or undone, or cancelled after its first die) battle as the journal reads it: plain data copied from the Battle row,
 * its BattleTeams and its JSON columns. Nothing here is re-rolled or recomputed; the journal only
 * tells what the stored records say.
 */
export interface JournalBattle {
  id: string;
  issue: number;
  /** Undone by an organiser: its effects are reversed, but it stays in the history. */
  isUndone: boolean;
  scenarioId: ScenarioId | null;
  specialEventId: SpecialEventId | null;
  resolvedAt: Date | null;
  undoneAt: Date | null;
  /**
   * Cancelled after dice were thrown: nothing of it was applied, but its rolls stay on record, so
   * the journal lists it (marked) beside them. Absent for every other battle.
   */
  cancelled?: { rollCount: number; cancelledAt: Date | null };
  /** In the battle's own order (BattleTeam.position). */
  teams: JournalBattleTeam[];
  report: BattleReport | null;
  /** Battle.postBattleEvents, in the order the sequence emitted them. */
  events: readonly PostBattleEvent[];
  /** The pre-battle's story-point entries (curse lifts paid in SP): part of the battle's ledger. */
  preBattleLedger?: readonly StoryPointLedgerEntry[];
  /** The pre-battle's curse changes (the Curse event, curse lifts). */
  preBattleCurses?: readonly CurseChange[];
  /**
   * Names, by character id, of everyone the records may mention beyond the line-ups (a milestone
   * bump for a member who sat the battle out, a new thrall), as the battle left them.
   */
  characterNames?: Readonly<Record<string, string>>;
  /**
   * Names, by team id, of every team of the campaign as the battle left them: a team that did not
   * fight may still appear in the records (a captive released, a Phase 3 spend).
   */
  teamNames?: Readonly<Record<string, string>>;
  /** Guest stars each fighting team brought (booked after an earlier battle, L2694), by team id. */
  guestStars?: Readonly<Record<string, number>>;
}

export interface JournalBattleTeam {
  teamId: string;
  /** Copied when the battle was set up, so it survives a rename. */
  teamName: string;
  result: "WON" | "LOST" | "DRAW" | null;
  /** BattleTeam.lineUp: the fielded characters, names copied. */
  lineUp: ReadonlyArray<{ characterId: string; name: string }>;
}

/** A character's name as the battle knew it; the line-ups win over the later state. */
export function nameResolver(battle: JournalBattle): (characterId: string) => string {
  const names = new Map<string, string>(Object.entries(battle.characterNames ?? {}));
  for (const team of battle.teams) for (const entry of team.lineUp) names.set(entry.characterId, entry.name);
  return (characterId) => names.get(characterId) ?? "an unnamed character";
}
