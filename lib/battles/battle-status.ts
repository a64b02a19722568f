/**
 * The words the shared battle tables store (Battle.status, BattleTeam.result), as text checked by
 * the code rather than Postgres enums (migration 20261128200000_game_words_text): a game declares
 * the statuses its battles pass through (GameSystem.battleStatuses), and a new game's word is a
 * line of code, not a migration. The database checks only a word's shape (GAME_WORD).
 */

/** The shape the database's CHECK constraints hold every stored game word to. */
export const GAME_WORD = /^[A-Z][A-Z0-9_]{0,39}$/;

/**
 * The statuses the generic machinery reads, which every game's battles may use. SETUP: teams and
 * line-ups chosen. REPORTING: being played or reported. RESOLVED: applied to the teams. UNDONE: an
 * organiser reversed it (kept in the history, rolls included). CANCELLED: abandoned before it was
 * resolved (nothing was applied).
 */
export const GENERIC_BATTLE_STATUSES = ["SETUP", "REPORTING", "RESOLVED", "UNDONE", "CANCELLED"] as const;

/**
 * Every status a registered game declares: the generic ones and the games' own, which the shared
 * pages label (components/battles/battle-status.ts). Today only SMF has its own: PRE_BATTLE (the
 * pre-battle choices are locked and its dice are being thrown), AWAITING_CONFIRMATION (reported,
 * waiting for the opponent or an organiser: Campaign.reportConfirmation) and POST_BATTLE (the
 * post-battle sequence is running). lib/games/game-words.test.ts keeps this list equal to the union
 * of the games' declarations.
 */
export const BATTLE_STATUSES = ["SETUP", "PRE_BATTLE", "REPORTING", "AWAITING_CONFIRMATION", "POST_BATTLE", "RESOLVED", "UNDONE", "CANCELLED"] as const;

export type BattleStatus = (typeof BATTLE_STATUSES)[number];

export function isBattleStatus(value: string): value is BattleStatus {
  return (BATTLE_STATUSES as readonly string[]).includes(value);
}

/** A stored status read back: one no game declares is a data error, not a value to show. */
export function asBattleStatus(value: string): BattleStatus {
  if (!isBattleStatus(value)) throw new Error(`A battle holds the status “${value}”, which no game declares.`);
  return value;
}

/** Whether a game (its declared statuses, or the generic ones when it declares none) lets its battles hold this status. */
export function isBattleStatusOf(system: { battleStatuses?: readonly string[] }, value: string): boolean {
  return (system.battleStatuses ?? GENERIC_BATTLE_STATUSES).includes(value);
}

/** A team's result in a battle (BattleTeam.result): the words every game's results use today. */
export const BATTLE_RESULTS = ["WON", "LOST", "DRAW"] as const;

export type BattleResult = (typeof BATTLE_RESULTS)[number];

/** A stored result read back (null until the battle is resolved); an unknown word is a data error. */
export function asBattleResult(value: string | null): BattleResult | null {
  if (value === null) return null;
  if (!(BATTLE_RESULTS as readonly string[]).includes(value)) throw new Error(`A battle team holds the result “${value}”, which no game declares.`);
  return value as BattleResult;
}

/** A battle row as read, its status narrowed to the declared words (a data error otherwise). */
export function withBattleStatus<R extends { status: string }>(row: R): Omit<R, "status"> & { status: BattleStatus } {
  return { ...row, status: asBattleStatus(row.status) };
}

/** A battle team row as read, its result narrowed to the declared words (a data error otherwise). */
export function withBattleResult<T extends { result: string | null }>(team: T): Omit<T, "result"> & { result: BattleResult | null } {
  return { ...team, result: asBattleResult(team.result) };
}
