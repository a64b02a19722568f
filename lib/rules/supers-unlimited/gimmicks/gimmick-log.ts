import type { SuCard } from "../card/card";
import { isSuper } from "../card/derive-card";
import { problem, toResult, type SuProblem, type SuValidationResult } from "../card/problem";
import type { SuRosterSettings } from "../card/roster-settings";
import { CLASSES, nameOf } from "../card/tables";
import type { SuGimmickPick } from "./gimmick-pool";
import { gimmick, type SuGimmickId } from "./gimmicks";

/**
 * One line of a team's Gimmick log for one battle. The log is append-only: a use discards the
 * Gimmick (SU L981) and only a later line brings it back, never an edit. STORED AS JSON with the
 * battle: changing this shape needs a data migration.
 * - `use`: the Gimmick was used; `characterId` is who used it (null for We Go Again!, which
 *   answers another Gimmick). We Go Again! names in `returns` the Gimmick it puts back (Ruling SU-R38).
 * - `recycle`: another Ability or Talent put a used Gimmick back (SU L981); `source` names it.
 */
export type SuGimmickLogEntry =
  { kind: "use"; gimmick: SuGimmickId; characterId: string | null; returns?: SuGimmickId } | { kind: "recycle"; gimmick: SuGimmickId; characterId: string | null; source: string };

/** Where each Gimmick of the pool stands after the log so far. */
export interface SuGimmickStanding {
  usable: SuGimmickId[];
  used: SuGimmickId[];
}

/** Folds the log over the pool: the Gimmicks still usable and those used (each in pool order). Entries that break a rule change nothing. */
export function gimmickStanding(picks: readonly SuGimmickPick[], log: readonly SuGimmickLogEntry[]): SuGimmickStanding {
  const pool = [...new Set(picks.map((p) => p.gimmick))];
  const used = new Set<SuGimmickId>();
  log.forEach((entry, i) => {
    if (entryProblems(entry, i, pool, used, log).length === 0) apply(entry, used);
  });
  return { usable: pool.filter((g) => !used.has(g)), used: pool.filter((g) => used.has(g)) };
}

/** The Gimmicks the team can still use this battle. */
export function remainingGimmicks(picks: readonly SuGimmickPick[], log: readonly SuGimmickLogEntry[]): SuGimmickId[] {
  return gimmickStanding(picks, log).usable;
}

function apply(entry: SuGimmickLogEntry, used: Set<SuGimmickId>): void {
  if (entry.kind === "use") {
    used.add(entry.gimmick);
    if (entry.returns) used.delete(entry.returns);
  } else used.delete(entry.gimmick);
}

/**
 * What keeps log entry `index` from changing the standing before it: a Gimmick not in the pool or
 * already used, nothing to bring back, We Go Again! naming the wrong Gimmick. Who used it is
 * checked apart (userProblems): a wrong user is reported, but the Gimmick is still spent.
 */
function entryProblems(
  entry: SuGimmickLogEntry,
  index: number,
  pool: readonly SuGimmickId[],
  used: ReadonlySet<SuGimmickId>,
  log: readonly SuGimmickLogEntry[],
  field = `log[${index}]`,
): SuProblem[] {
  const problems: SuProblem[] = [];
  const row = gimmick(entry.gimmick);
  if (entry.kind === "recycle") {
    if (!pool.includes(entry.gimmick) || !used.has(entry.gimmick)) {
      problems.push(problem("invalid-recycle", `${field}.gimmick`, `${row.name} has not been used, so there is nothing to bring back.`, { line: 981 }));
    }
    if (entry.source.trim() === "") problems.push(problem("invalid-recycle", `${field}.source`, `Name the Ability or Talent that brings ${row.name} back.`, { line: 981 }));
    return problems;
  }
  if (!pool.includes(entry.gimmick)) {
    problems.push(problem("gimmick-not-available", `${field}.gimmick`, `${row.name} is not in the team's Gimmick pool.`, { line: 974 }));
  } else if (used.has(entry.gimmick)) {
    problems.push(problem("gimmick-not-available", `${field}.gimmick`, `${row.name} has already been used this battle.`, { line: 981 }));
  }
  if (entry.gimmick === "we-go-again") {
    const previous = log[index - 1];
    const last = previous?.kind === "use" ? previous.gimmick : null;
    if (!entry.returns) {
      problems.push(problem("invalid-recycle", `${field}.returns`, "Name the Gimmick We Go Again! puts back: the one used just before it.", { line: 993, ruling: "SU-R38" }));
    } else if (entry.returns !== last || entry.returns === "we-go-again") {
      const rightOne = last && last !== "we-go-again" ? `, ${gimmick(last).name}` : "";
      problems.push(
        problem("invalid-recycle", `${field}.returns`, `We Go Again! puts back only the Gimmick used just before it${rightOne}; not ${gimmick(entry.returns).name}.`, {
          line: 993,
          ruling: "SU-R38",
        }),
      );
    }
  } else if (entry.returns) {
    problems.push(problem("invalid-recycle", `${field}.returns`, `${row.name} puts no Gimmick back; only We Go Again! does.`, { line: 993 }));
  }
  return problems;
}

/** Who used a Gimmick of a Class must have that Class (SU L979 and the Class each Gimmick names); Tag Team is used by a Super (SU L987). */
function userProblems(entry: SuGimmickLogEntry, cards: readonly SuCard[], field: string): SuProblem[] {
  const row = gimmick(entry.gimmick);
  if (entry.kind !== "use" || row.user === "none") return [];
  const user = entry.characterId === null ? undefined : cards.find((c) => c.id === entry.characterId);
  if (!user) return [problem("invalid-gimmick-user", field, `Say which character on the team used ${row.name}.`, { line: row.line })];
  if (row.user === "super" && !isSuper(user)) {
    return [problem("invalid-gimmick-user", field, `${user.name} is a Henchman: ${row.name} is used by a Super.`, { line: row.line }, [user.id])];
  }
  if (row.class !== "any" && !user.classes.includes(row.class)) {
    const className = nameOf(CLASSES, row.class);
    return [problem("invalid-gimmick-user", field, `${user.name} is not a ${className}: only a ${className} can use ${row.name}.`, { line: 979 }, [user.id])];
  }
  return [];
}

/** Checks a whole battle's log and returns every problem, each at its line (`log[3]`). */
export function validateGimmickLog(settings: SuRosterSettings, cards: readonly SuCard[], picks: readonly SuGimmickPick[], log: readonly SuGimmickLogEntry[]): SuValidationResult {
  if (!settings.useGimmicks) {
    return toResult(log.length > 0 ? [problem("gimmicks-off", "log", "This game is played without Gimmicks, so none can be used.", { line: 972 })] : []);
  }
  const pool = [...new Set(picks.map((p) => p.gimmick))];
  const used = new Set<SuGimmickId>();
  const problems: SuProblem[] = [];
  log.forEach((entry, i) => {
    const found = entryProblems(entry, i, pool, used, log);
    problems.push(...found, ...userProblems(entry, cards, `log[${i}].characterId`));
    if (found.length === 0) apply(entry, used);
  });
  return toResult(problems);
}

/** What the battle tracker knows when a Gimmick is used: the ids of characters KO'ed or Incapacitated right now. */
export interface SuGimmickUseContext {
  outOfAction?: readonly string[];
}

/**
 * Appends one use or recycle to the log if the rules allow it (fields point at `entry`), and
 * returns the new log; the old one is left as it was. With `context.outOfAction`, a Gimmick of a
 * Class is refused to a KO'ed or Incapacitated user (SU L979).
 */
export function recordGimmickUse(
  settings: SuRosterSettings,
  cards: readonly SuCard[],
  picks: readonly SuGimmickPick[],
  log: readonly SuGimmickLogEntry[],
  entry: SuGimmickLogEntry,
  context: SuGimmickUseContext = {},
): { ok: true; log: SuGimmickLogEntry[] } | { ok: false; problems: SuProblem[] } {
  if (!settings.useGimmicks) return { ok: false, problems: [problem("gimmicks-off", "entry", "This game is played without Gimmicks, so none can be used.", { line: 972 })] };
  const { used } = gimmickStanding(picks, log);
  const next = [...log, entry];
  const problems = [
    ...entryProblems(entry, log.length, [...new Set(picks.map((p) => p.gimmick))], new Set(used), next, "entry"),
    ...userProblems(entry, cards, "entry.characterId"),
  ];
  const row = gimmick(entry.gimmick);
  const user = cards.find((c) => c.id === entry.characterId);
  if (entry.kind === "use" && row.class !== "any" && user && context.outOfAction?.includes(user.id)) {
    problems.push(
      problem("invalid-gimmick-user", "entry.characterId", `${user.name} is out of the fight (KO'ed or Incapacitated), so cannot use ${row.name}.`, { line: 979 }, [user.id]),
    );
  }
  return problems.length === 0 ? { ok: true, log: next } : { ok: false, problems };
}
