/**
 * Team-Up's guest star (SMF L2289–L2305): every team's player throws 4D, adding up to +2D from
 * the team's subplot pool; the team with the most goals gets a guest star for the battle, built
 * from any standard archetype but never a Powerhouse, or rolled on the D6 table (L2293–L2299).
 *
 * Our reading where the book is silent: when teams tie for the most goals, only the tied teams
 * throw again, with the same pool (the subplot dice were committed once and are not spent again),
 * until one of them is ahead.
 */
import { rollD6, rollGoals, type Dice, type GoalRoll, type ThrownDie } from "../../dice";
import { STANDARD_ARCHETYPES, type StandardArchetypeId } from "../character";
import { GUEST_STAR_ARCHETYPE_TABLE, GUEST_STAR_ROLL, type D6Face } from "../data/scenarios";
import { archetypeName } from "../roster/words";
import { ruleFailure, type RuleFailure } from "../rule-failure";
import type { StepRecordBase } from "./pre-battle-record";

/** What a team would do if it wins: name the archetype, or roll (face 4 asks Mastermind or Metamorph). */
export type GuestStarChoice = { kind: "pick"; archetype: StandardArchetypeId } | { kind: "roll"; onFour?: "mastermind" | "metamorph" };

export interface GuestStarEntrant {
  teamId: string;
  teamName: string;
  /** The team's subplot pool for this battle (earned + carried). */
  subplotPool: number;
  /** Subplot dice added to the 4D: 0 to GUEST_STAR_ROLL.maxSubplotDice, and no more than the pool. */
  subplotDice?: number;
  /** Used only if this team wins. Absent: roll the table, Mastermind on a 4. */
  choice?: GuestStarChoice;
}

export interface TeamUpGuestStarInput {
  teams: GuestStarEntrant[];
}

/** One team's throw in one round of the contest. */
export interface GuestStarThrow {
  teamId: string;
  /** 1 for the first throw; 2 and on for re-throws between tied teams. */
  round: number;
  roll: GoalRoll;
}

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface GuestStarRecord extends StepRecordBase {
  step: "guest-star";
  entrants: Array<{ teamId: string; teamName: string; subplotDiceSpent: number; subplotPoolAfter: number }>;
  throws: GuestStarThrow[];
  winner: { teamId: string; teamName: string };
  archetype: StandardArchetypeId;
  /** "picked": the winner named it; "rolled": the D6 table. */
  source: "picked" | "rolled";
  face?: number;
  /** Face 4: whether the player said Mastermind or Metamorph, or the default (Mastermind) was used. */
  fourChoice?: "player" | "default";
}

export type GuestStarErrorCode = "no-teams" | "invalid-subplot-dice" | "subplot-dice-over-cap" | "insufficient-subplot-dice" | "guest-star-not-allowed";

/** A tie between the same teams this many times in a row means the dice are broken. */
const MAX_ROUNDS = 200;

/** Archetypes a guest star may be built from (L2291): every standard one; a Powerhouse is not standard. */
export const GUEST_STAR_ARCHETYPES: readonly StandardArchetypeId[] = STANDARD_ARCHETYPES;

/**
 * The first problem with one team's guest-star input, or undefined. Codes:
 * `invalid-subplot-dice` (not a whole number ≥ 0), `subplot-dice-over-cap` (more than +2D, L2289),
 * `insufficient-subplot-dice` (more than the pool holds; skipped when `subplotPool` is undefined,
 * as before the subplot checks), `guest-star-not-allowed` (a pick that is not a standard archetype,
 * a Powerhouse included, or a face-4 choice other than Mastermind or Metamorph).
 */
export function guestStarEntrantProblem(entrant: {
  teamName: string;
  subplotDice?: number;
  subplotPool?: number;
  choice?: GuestStarChoice;
}): RuleFailure<Exclude<GuestStarErrorCode, "no-teams">> | undefined {
  const spend = entrant.subplotDice ?? 0;
  if (!Number.isInteger(spend) || spend < 0) {
    return ruleFailure("invalid-subplot-dice", `${entrant.teamName}: ${spend} is not a number of subplot dice.`);
  }
  if (spend > GUEST_STAR_ROLL.maxSubplotDice) {
    return ruleFailure(
      "subplot-dice-over-cap",
      `${entrant.teamName} may add at most +${GUEST_STAR_ROLL.maxSubplotDice}D from its subplot pool to the guest-star roll, not ${spend}.`,
      { line: 2289 },
    );
  }
  if (entrant.subplotPool !== undefined && spend > entrant.subplotPool) {
    return ruleFailure("insufficient-subplot-dice", `${entrant.teamName} has ${entrant.subplotPool}D in its subplot pool and cannot add ${spend}D.`);
  }
  const choice = entrant.choice;
  if (choice?.kind === "pick" && !GUEST_STAR_ARCHETYPES.includes(choice.archetype)) {
    return ruleFailure(
      "guest-star-not-allowed",
      `${entrant.teamName}: a guest star is built from a standard archetype, never a Powerhouse; ${archetypeName(choice.archetype)} is not one.`,
      { line: 2291 },
    );
  }
  if (choice?.kind === "roll" && choice.onFour !== undefined && !["mastermind", "metamorph"].includes(choice.onFour)) {
    return ruleFailure("guest-star-not-allowed", `${entrant.teamName}: a 4 on the guest-star table gives Mastermind or Metamorph.`, { line: 2297 });
  }
  return undefined;
}

/**
 * Runs the contest and the winner's guest star. Errors (no die thrown): `no-teams`, and each code
 * of guestStarEntrantProblem for the first team that has one.
 */
export function rollTeamUpGuestStar(input: TeamUpGuestStarInput, dice: Dice): ({ ok: true } & GuestStarRecord) | RuleFailure<GuestStarErrorCode> {
  if (input.teams.length === 0) return ruleFailure("no-teams", "The guest-star roll needs at least one team.");
  for (const team of input.teams) {
    const problem = guestStarEntrantProblem(team);
    if (problem) return problem;
  }

  const thrown: ThrownDie[] = [];
  const throws: GuestStarThrow[] = [];
  const roundTexts: string[] = [];
  let contenders = input.teams;
  for (let round = 1; ; round++) {
    if (round > MAX_ROUNDS) throw new Error(`Guest-star contest still tied after ${MAX_ROUNDS} rounds: the dice are broken`);
    const results = contenders.map((team) => {
      const extra = team.subplotDice ?? 0;
      const roll = rollGoals(dice, { dice: GUEST_STAR_ROLL.dice + extra }, "guest-star");
      thrown.push(...roll.thrown);
      throws.push({ teamId: team.teamId, round, roll });
      return { team, roll, extra };
    });
    const prefix = round === 1 ? "" : `tie, re-roll ${round - 1}: `;
    roundTexts.push(prefix + results.map(({ team, roll, extra }) => `${team.teamName} ${extra > 0 ? `4D+${extra}D subplot ` : ""}${roll.summary}`).join(", "));
    const best = Math.max(...results.map((r) => r.roll.goals));
    const leaders = results.filter((r) => r.roll.goals === best).map((r) => r.team);
    if (leaders.length === 1) {
      contenders = leaders;
      break;
    }
    contenders = leaders;
  }
  const winner = contenders[0]!;
  const choice: GuestStarChoice = winner.choice ?? { kind: "roll" };

  let archetype: StandardArchetypeId;
  let how: string;
  const extraFields: Pick<GuestStarRecord, "face" | "fourChoice"> = {};
  if (choice.kind === "pick") {
    archetype = choice.archetype;
    how = `picks a ${archetypeName(archetype)}`;
  } else {
    const d6 = rollD6(dice, "guest-star-archetype");
    thrown.push(...d6.thrown);
    const options: readonly StandardArchetypeId[] = GUEST_STAR_ARCHETYPE_TABLE[d6.face as D6Face];
    extraFields.face = d6.face;
    if (options.length > 1) {
      archetype = choice.onFour ?? options[0]!;
      extraFields.fourChoice = choice.onFour ? "player" : "default";
      how = `rolls D6 ${d6.face} → ${options.map(archetypeName).join(" or ")}: ${archetypeName(archetype)}${choice.onFour ? "" : " (default)"}`;
    } else {
      archetype = options[0]!;
      how = `rolls D6 ${d6.face} → ${archetypeName(archetype)}`;
    }
  }

  return {
    ok: true,
    step: "guest-star",
    entrants: input.teams.map((t) => ({
      teamId: t.teamId,
      teamName: t.teamName,
      subplotDiceSpent: t.subplotDice ?? 0,
      subplotPoolAfter: t.subplotPool - (t.subplotDice ?? 0),
    })),
    throws,
    winner: { teamId: winner.teamId, teamName: winner.teamName },
    archetype,
    source: choice.kind === "pick" ? "picked" : "rolled",
    ...extraFields,
    thrown,
    summary: `Team-Up guest star: ${roundTexts.join("; ")} → ${winner.teamName} wins and ${how}, joining at round 2 from its own edge`,
  };
}
