import { BUMP_TABLES, type BumpTable, type SmfCharacter } from "../character";
import { BUMP_TABLE_DEFS, BUMPS_PER_MILESTONE, STORY_POINTS_PER_MILESTONE, bumpTableRow, bumpTableRows } from "../data/bump-tables";
import type { RuleReference } from "../rule-reference";
import { backgroundName, memberName, powerName } from "../roster/words";
import { isImmortal, isMentalist, isSorcerer, isVehicle, rollsMartialTwice } from "../roster/traits";
import type { SmfTeamState } from "../team";
import { unknownMemberMessage } from "../team-members";
import { applyBump, bumpCapacity, freeBackgrounds, resolveBumpRow } from "./bump-availability";
import { bumpPowerProblem } from "./choose-pending-bump-power";
import { bumpMode } from "./roll-bump";
import type { BumpPick, PostBattleProblem } from "./types";

/**
 * Who gets the bumps of a milestone (SMF L2625–L2627, Ruling R13): each milestone gives two bumps
 * to two different members, and every eligible member — living, not captured, not Immortal —
 * gets a first bump before anyone gets a second. Vehicles take no bumps (they are bought per
 * scenario, L2714).
 */

export function isBumpEligible(character: SmfCharacter): boolean {
  return character.state.status === "active" && !isImmortal(character) && !isVehicle(character);
}

/** Milestones the team has earned but not yet been paid: floor(earned / 5) − milestonesReached. */
export function milestonesDue(team: SmfTeamState): number {
  return Math.max(0, Math.floor(team.storyPoints.earned / STORY_POINTS_PER_MILESTONE) - team.milestonesReached);
}

/** Bumps per milestone: two, or fewer if the team has fewer eligible members. */
export function bumpsPerMilestone(team: SmfTeamState): number {
  return Math.min(BUMPS_PER_MILESTONE, team.characters.filter(isBumpEligible).length);
}

function problem(code: string, message: string, pick?: BumpPick, index?: number, rule?: RuleReference): PostBattleProblem {
  return {
    code,
    message: index === undefined ? message : `Bump ${index + 1}: ${message}`,
    ...(pick ? { characterId: pick.characterId } : {}),
    ...(rule ? { rule } : {}),
  };
}

/** A bump table's name as the tables call it ("Esoteric"); an unknown one is quoted as given. */
function tableName(table: string): string {
  return (BUMP_TABLES as readonly string[]).includes(table) ? BUMP_TABLE_DEFS[table as BumpTable].name : `"${table}"`;
}

/**
 * Every problem with a team's bump picks for `milestones` milestones (empty = valid). Picks are
 * consecutive groups of `bumpsPerMilestone(team)`, one group per milestone. Codes:
 * `wrong-bump-count`, `unknown-character`, `not-eligible`, `same-character-twice` (one milestone),
 * `first-bumps-first` (Ruling R13), `table-exhausted` (Ruling R15), `row-required`, `row-not-allowed`,
 * `row-taken`, `background-not-owned`, `invalid-new-power`.
 */
export function validateBumpAllocation(team: SmfTeamState, picks: readonly BumpPick[], milestones: number, isAdvancementNonRandom: boolean): PostBattleProblem[] {
  const problems: PostBattleProblem[] = [];
  const perMilestone = bumpsPerMilestone(team);
  const expected = milestones * perMilestone;
  if (picks.length !== expected) {
    problems.push(problem("wrong-bump-count", `${team.name} has ${milestones} milestone(s) to pay: ${expected} bump(s), got ${picks.length}.`));
    return problems;
  }

  // Simulate the picks on copies so later picks see earlier ones (R13 counts, rows, capacity).
  const virtual = new Map(team.characters.map((c) => [c.id, c]));
  const bumpCount = new Map(team.characters.map((c) => [c.id, c.state.bumps.length]));
  const pendingRolls = new Map<string, number>();

  for (let m = 0; m < milestones; m++) {
    const group = picks.slice(m * perMilestone, (m + 1) * perMilestone);
    const eligible = [...virtual.values()].filter(isBumpEligible);
    const withoutFirst = eligible.filter((c) => bumpCount.get(c.id) === 0).map((c) => c.id);
    const recipients = group.map((p) => p.characterId);
    if (new Set(recipients).size !== recipients.length) {
      problems.push(problem("same-character-twice", `milestone ${m + 1} must go to ${perMilestone} different members.`, undefined, undefined, { line: 2627 }));
    }
    const isSecondBump = group.some((p) => (bumpCount.get(p.characterId) ?? 0) > 0);
    const missed = withoutFirst.filter((id) => !recipients.includes(id));
    if (isSecondBump && missed.length > 0) {
      problems.push(
        problem(
          "first-bumps-first",
          `milestone ${m + 1}: ${missed.map((id) => memberName([team], id)).join(", ")} must get a first bump before anyone gets a second.`,
          undefined,
          undefined,
          { ruling: "R13" },
        ),
      );
    }

    group.forEach((pick, j) => {
      const index = m * perMilestone + j;
      const character = virtual.get(pick.characterId);
      if (!character) {
        problems.push(problem("unknown-character", unknownMemberMessage(team, pick.characterId), pick, index));
        return;
      }
      if (!isBumpEligible(character)) {
        problems.push(problem("not-eligible", `${character.name} cannot take bumps (dead, captured, retired, Immortal or a vehicle).`, pick, index));
        return;
      }
      if (!(BUMP_TABLES as readonly string[]).includes(pick.table)) {
        problems.push(problem("unknown-table", `${tableName(pick.table)} is not a bump table.`, pick, index));
        return;
      }
      for (const b of pick.preferredBackgrounds ?? []) {
        if (!character.build.backgrounds.some((x) => x.background === b)) {
          problems.push(problem("background-not-owned", `${character.name} has no ${backgroundName(b)} background.`, pick, index));
        }
      }
      // The same rule as a power chosen later (choose-pending-bump-power.ts), so the two never disagree.
      const powerProblem = pick.newPower ? bumpPowerProblem(character, pick.newPower, undefined, team.characters) : undefined;
      if (pick.newPower && powerProblem && powerProblem.error.code !== "invalid-choice") {
        problems.push(problem("invalid-new-power", `${powerName(pick.newPower)} is not a minor power ${character.name} could gain: ${powerProblem.error.message}`, pick, index));
      }
      const mode = bumpMode(pick, isAdvancementNonRandom);
      if (mode === "rolled") {
        if (pick.row !== undefined) {
          problems.push(problem("row-not-allowed", `${BUMP_TABLE_DEFS[pick.table].name} bumps are rolled, not chosen.`, pick, index, { line: 2690 }));
        }
        const key = `${character.id}:${pick.table}`;
        const planned = pendingRolls.get(key) ?? 0;
        if (bumpCapacity(character, pick.table, "rolled") <= planned) {
          problems.push(problem("table-exhausted", `${character.name} has nothing left to roll on the ${tableName(pick.table)} table.`, pick, index, { ruling: "R15" }));
        }
        pendingRolls.set(key, planned + 1);
      } else if (pick.row === undefined) {
        problems.push(problem("row-required", `non-random advancement: choose the ${tableName(pick.table)} row for ${character.name}.`, pick, index, { line: 2690 }));
      } else {
        const row = resolveBumpRow(character, pick.table, pick.row, "chosen");
        if (!row) {
          problems.push(problem("row-taken", `${character.name} already has ${tableName(pick.table)} row ${pick.row}.`, pick, index, { ruling: "R15" }));
        } else {
          const background = bumpTableRow(pick.table, row).needsBackground ? freeBackgrounds(character, pick.table, row)[0] : undefined;
          virtual.set(character.id, applyBump(character, { table: pick.table, row, issue: 0, ...(background ? { background } : {}) }));
        }
      }
      bumpCount.set(character.id, (bumpCount.get(character.id) ?? 0) + 1);
    });
  }
  return problems;
}

/** The table a suggestion tries first: the one the book says fits the archetype (L2633, L2647). */
function favouriteTable(character: SmfCharacter): BumpTable {
  if (rollsMartialTwice(character)) return "martial";
  if (isMentalist(character) || isSorcerer(character)) return "esoteric";
  return "general";
}

/**
 * A legal allocation for `milestones` milestones (validates clean by construction): members with
 * the fewest bumps first, roster order breaking ties (so Ruling R13 holds); the table that suits
 * the archetype, else the first with room (never Weird); with non-random advancement the first
 * free row.
 */
export function suggestBumpAllocation(team: SmfTeamState, milestones: number, isAdvancementNonRandom: boolean): BumpPick[] {
  const perMilestone = bumpsPerMilestone(team);
  const picks: BumpPick[] = [];
  const virtual = new Map(team.characters.map((c) => [c.id, c]));
  const order = new Map(team.characters.map((c, i) => [c.id, i]));
  const pendingRolls = new Map<string, number>();
  const counts = new Map(team.characters.map((c) => [c.id, c.state.bumps.length]));

  for (let m = 0; m < milestones; m++) {
    const recipients = [...virtual.values()]
      .filter(isBumpEligible)
      .sort((a, b) => counts.get(a.id)! - counts.get(b.id)! || order.get(a.id)! - order.get(b.id)!)
      .slice(0, perMilestone);
    for (const character of recipients) {
      const tables: BumpTable[] = [favouriteTable(character), "general", "martial", "esoteric", "weird"];
      for (const table of tables) {
        const pick: BumpPick = { characterId: character.id, table };
        if (bumpMode(pick, isAdvancementNonRandom) === "rolled") {
          const key = `${character.id}:${table}`;
          const planned = pendingRolls.get(key) ?? 0;
          if (bumpCapacity(character, table, "rolled") <= planned) continue;
          pendingRolls.set(key, planned + 1);
        } else {
          const row = bumpTableRows(table)
            .map((r) => r.row)
            .find((r) => resolveBumpRow(character, table, r, "chosen") === r);
          if (!row) continue;
          pick.row = row;
          const background = bumpTableRow(table, row).needsBackground ? freeBackgrounds(character, table, row)[0] : undefined;
          virtual.set(character.id, applyBump(character, { table, row, issue: 0, ...(background ? { background } : {}) }));
        }
        counts.set(character.id, counts.get(character.id)! + 1);
        picks.push(pick);
        break;
      }
    }
  }
  return picks;
}
