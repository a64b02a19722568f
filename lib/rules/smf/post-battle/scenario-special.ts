import type { Dice } from "../../dice";
import { isMarchOfSciencePool, type SmfCharacter } from "../character";
import { scenarioById, type PostBattleSpecialDef, type PostBattleSpecialId } from "../data/scenarios";
import { hasBackground, isVehicle } from "../roster/traits";
import { memberName } from "../roster/words";
import { findMember } from "../team-members";
import { applyPowerSwap, validatePowerSwap } from "./power-switch";
import { rollSpecialCheck, specialCheckOdds } from "./special-check";
import { battleTeams, findCharacter, teamById, updateCharacter, updateTeam } from "./state";
import type { PostBattleEvent, PostBattleInput, PostBattleProblem, PostBattleState, SpecialCheckChoice, StepResult, TeamBattleReport } from "./types";

/**
 * Phase 1, after the injuries: the scenario's post-battle special (SMF L2183, L2228, L2273,
 * L2326, L2404, L2451). A New Fastness is a choice; the other five are TN checks whose TN rises
 * with the roller's curses (Ruling R12).
 */

/** How many rollers each special allows: one per team, one in all, or every qualifying character. */
const ROLLER_LIMIT: Record<Exclude<PostBattleSpecialId, "a-new-fastness">, "one-per-team" | "one" | "each"> = {
  "media-blitz": "one-per-team", // L2228
  crossover: "one", // L2326
  followup: "one-per-team", // L2404
  "power-switch": "each", // L2273
  "the-march-of-science": "each", // L2451
};

function specialOf(input: PostBattleInput): PostBattleSpecialDef {
  return scenarioById(input.report.scenarioId).postBattleSpecial;
}

/** May this character make this special's check at all (before limits)? */
function mayRoll(special: PostBattleSpecialDef, character: SmfCharacter, report: TeamBattleReport): boolean {
  if (character.state.status !== "active" || isVehicle(character)) return false;
  switch (special.id) {
    case "crossover":
      return report.result === "won";
    case "power-switch":
      return (report.fragmentCarrierIds ?? []).includes(character.id);
    case "the-march-of-science":
      return hasBackground(character, "medicine") || hasBackground(character, "science");
    case "a-new-fastness":
      return false;
    default:
      return true;
  }
}

/** Who may make this battle's post-battle special check, for a form to offer (see specialCheckOptions). */
export interface SpecialCheckOptions {
  special: PostBattleSpecialDef;
  /** How many of the rollers may roll: one per team, one in all, each of them; "none" for A New Fastness. */
  limit: "one-per-team" | "one" | "each" | "none";
  /** Every character who may roll, by team in report order, roster order within a team. */
  rollers: Array<{ teamId: string; characterId: string }>;
  /** A New Fastness: the winner that may take the fortress (it holds no base yet, L2183). */
  fortressTeamId?: string;
}

/**
 * The choices the scenario's post-battle special leaves to the players, read on the state after
 * the injuries: the rollers validateSpecialChecks accepts (before its limits), or for A New
 * Fastness the winner that may take the fortress.
 */
export function specialCheckOptions(state: PostBattleState, input: PostBattleInput): SpecialCheckOptions {
  const special = specialOf(input);
  if (special.id === "a-new-fastness") {
    const winner = battleTeams(input).find((t) => t.result === "won");
    const mayTake = winner !== undefined && !teamById(state, winner.teamId).base;
    return { special, limit: "none", rollers: [], ...(mayTake ? { fortressTeamId: winner.teamId } : {}) };
  }
  const rollers = battleTeams(input).flatMap((report) =>
    teamById(state, report.teamId)
      .characters.filter((c) => mayRoll(special, c, report))
      .map((c) => ({ teamId: report.teamId, characterId: c.id })),
  );
  return { special, limit: ROLLER_LIMIT[special.id], rollers };
}

/**
 * Checks the chosen rollers against the special's rules. Codes: `no-special-check`,
 * `unknown-character`, `not-in-battle`, `not-eligible`, `wrong-category`, `duplicate-roller`,
 * `too-many-rollers`, `missing-reward-target`, `invalid-pool`, `invalid-teammate`, and Power
 * Switch's swap codes.
 */
export function validateSpecialChecks(state: PostBattleState, input: PostBattleInput, checks: readonly SpecialCheckChoice[]): PostBattleProblem[] {
  const special = specialOf(input);
  const problems: PostBattleProblem[] = [];
  if (checks.length === 0) return problems;
  if (special.id === "a-new-fastness") {
    return [{ code: "no-special-check", message: `${special.name} has no check to make.` }];
  }
  const limit = ROLLER_LIMIT[special.id];
  const seen = new Set<string>();
  const perTeam = new Map<string, number>();
  for (const choice of checks) {
    const extra = { characterId: choice.characterId };
    const found = findCharacter(state.teams, choice.characterId);
    if (!found) {
      problems.push({ code: "unknown-character", message: `No character ${memberName(state.teams, choice.characterId)}.`, ...extra });
      continue;
    }
    const { team, character } = found;
    const report = battleTeams(input).find((t) => t.teamId === team.teamId);
    if (!report) {
      problems.push({ code: "not-in-battle", message: `${team.name} did not fight this battle.`, ...extra, teamId: team.teamId });
      continue;
    }
    if (!mayRoll(special, character, report)) {
      problems.push({ code: "not-eligible", message: `${character.name} may not make the ${special.name} check (${special.who})`, ...extra });
    }
    if (!(special.categories ?? []).includes(choice.category)) {
      problems.push({ code: "wrong-category", message: `${special.name} allows ${(special.categories ?? []).join(", ")}, not ${choice.category}.`, ...extra });
    }
    if (seen.has(character.id)) problems.push({ code: "duplicate-roller", message: `${character.name} is chosen twice.`, ...extra });
    seen.add(character.id);
    perTeam.set(team.teamId, (perTeam.get(team.teamId) ?? 0) + 1);

    if (special.id === "power-switch" && choice.swap) problems.push(...validatePowerSwap(character, choice.swap));
    if (special.id === "the-march-of-science") {
      if (!choice.teammateId || !choice.pool) {
        problems.push({ code: "missing-reward-target", message: `${character.name} must name a teammate and a pool for the Re-roll.`, ...extra });
      } else {
        if (!isMarchOfSciencePool(choice.pool)) {
          problems.push({ code: "invalid-pool", message: `"${String(choice.pool)}" is neither a combat pool nor a non-combat pool.`, ...extra, rule: { line: 2451 } });
        }
        const mate = findMember(team, choice.teammateId);
        if (!mate || mate.id === character.id || mate.state.status === "dead") {
          problems.push({ code: "invalid-teammate", message: `${memberName(state.teams, choice.teammateId)} is not a living teammate of ${character.name}.`, ...extra });
        }
      }
    }
  }
  const total = [...perTeam.values()].reduce((a, b) => a + b, 0);
  if (limit === "one" && total > 1) problems.push({ code: "too-many-rollers", message: `${special.name}: only one member of the winning team rolls.` });
  if (limit === "one-per-team") {
    for (const [teamId, count] of perTeam) {
      if (count > 1) problems.push({ code: "too-many-rollers", message: `${special.name}: one member per team.`, teamId });
    }
  }
  return problems;
}

/**
 * Who rolls when the players have not said: for the subplot-dice specials each team's member and
 * category with the most expected goals above the TN (winner only for Crossover); for Power
 * Switch every carrier with its likelier category (no swap chosen yet). Nobody risks The March of
 * Science unless chosen.
 */
export function suggestSpecialChecks(state: PostBattleState, input: PostBattleInput): SpecialCheckChoice[] {
  const special = specialOf(input);
  if (special.id === "a-new-fastness" || special.id === "the-march-of-science") return [];
  const out: SpecialCheckChoice[] = [];
  for (const report of battleTeams(input)) {
    const team = teamById(state, report.teamId);
    let best: { choice: SpecialCheckChoice; score: number } | undefined;
    for (const character of team.characters) {
      if (!mayRoll(special, character, report)) continue;
      let mine: { choice: SpecialCheckChoice; score: number } | undefined;
      for (const category of special.categories ?? []) {
        const odds = specialCheckOdds(special, character, category, input.options);
        const score = special.id === "power-switch" ? odds.successChance : odds.expectedGoalsAboveTn;
        if (!mine || score > mine.score) mine = { choice: { characterId: character.id, category }, score };
      }
      if (!mine) continue;
      if (special.id === "power-switch") out.push(mine.choice);
      else if (!best || mine.score > best.score) best = mine;
    }
    if (best) out.push(best.choice);
  }
  return out;
}

function fortressEvent(state: PostBattleState, input: PostBattleInput): { state: PostBattleState; events: PostBattleEvent[] } {
  const winner = battleTeams(input).find((t) => t.result === "won");
  if (!winner) return { state, events: [] };
  const team = teamById(state, winner.teamId);
  const wantsIt = input.choices?.special?.takeFortress === true;
  const base = { step: "scenario-special" as const, kind: "fortress" as const, teamId: team.teamId, dice: [] };
  if (!wantsIt || team.base) {
    const why = team.base ? "already holds a base" : "leaves the fortress";
    return { state, events: [{ ...base, isTaken: false, summary: `A New Fastness: ${team.name} ${why} (L2183).` }] };
  }
  const next = updateTeam(state, team.teamId, (t) => ({ ...t, base: { wonInIssue: input.report.issue, battlesWhileHeld: 0 } }));
  return {
    state: next,
    events: [{ ...base, isTaken: true, summary: `A New Fastness: ${team.name} takes the fortress as its base: +1 SP after each post-battle sequence (L2183).` }],
  };
}

export function runScenarioSpecial(state: PostBattleState, input: PostBattleInput, dice: Dice): StepResult {
  const special = specialOf(input);
  if (special.id === "a-new-fastness") {
    const given = input.choices?.special?.checks ?? [];
    if (given.length > 0) return { ok: false, problems: validateSpecialChecks(state, input, given) };
    const { state: next, events } = fortressEvent(state, input);
    return { ok: true, state: next, events };
  }

  const checks = input.choices?.special?.checks ?? suggestSpecialChecks(state, input);
  const problems = validateSpecialChecks(state, input, checks);
  if (problems.length > 0) return { ok: false, problems };

  let next = state;
  const events: PostBattleEvent[] = [];
  for (const choice of checks) {
    const { team, character } = findCharacter(next.teams, choice.characterId)!;
    const { check, poolText } = rollSpecialCheck(special, character, choice.category, input.options, dice);
    let result: string;
    let subplotDice: number | undefined;
    switch (special.id) {
      case "media-blitz":
      case "crossover":
      case "followup":
        subplotDice = check.goalsAboveTn;
        next = updateTeam(next, team.teamId, (t) => ({ ...t, carriedSubplotDice: t.carriedSubplotDice + check.goalsAboveTn }));
        result = `+${check.goalsAboveTn} subplot ${check.goalsAboveTn === 1 ? "die" : "dice"} for ${team.name}'s next scenario`;
        break;
      case "power-switch":
        if (!check.isSuccess) result = "no change";
        else if (!choice.swap) result = "may swap a minor power (none chosen)";
        else {
          const swap = choice.swap;
          next = updateCharacter(next, character.id, (c) => applyPowerSwap(c, swap));
          result = `swaps ${swap.from} for ${swap.to} for good`;
        }
        break;
      case "the-march-of-science": {
        if (check.isSuccess) {
          const pool = choice.pool!;
          const mate = findMember(team, choice.teammateId!)!;
          next = updateCharacter(next, mate.id, (c) => ({
            ...c,
            state: { ...c.state, marchOfScienceRerolls: [...c.state.marchOfScienceRerolls, pool] },
          }));
          result = `${mate.name} gains +1 Re-roll on ${pool} for good`;
        } else {
          next = updateCharacter(next, character.id, (c) => ({
            ...c,
            state: { ...c.state, nextBattle: { ...c.state.nextBattle, missesBattle: true } },
          }));
          result = "the experiment explodes: misses the next battle";
        }
        break;
      }
    }
    events.push({
      step: "scenario-special",
      kind: "special-check",
      teamId: team.teamId,
      characterId: character.id,
      special: special.id,
      check,
      ...(subplotDice !== undefined ? { subplotDice } : {}),
      dice: check.thrown,
      summary: `${special.name} — ${character.name} (${poolText}): ${check.summary} → ${result}`,
    });
  }
  return { ok: true, state: next, events };
}
