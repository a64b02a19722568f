/**
 * The exact chance that a team wins Team-Up's guest-star contest (roll-team-up-guest-star.ts):
 * in each round every contender throws its pool, the most goals wins, and teams tied for the
 * most throw again with the same pools until one is ahead. The throws already made this round
 * (recorded) are known; the rest are not.
 */
import { goalDistribution } from "../../odds";
import { diceText, oddsCaption, type RollOdds } from "../../roll-odds";
import type { GuestStarRecord } from "./roll-team-up-guest-star";

/** Every joint goal count of the given pools, with its probability. */
function forEachOutcome(pools: readonly number[], known: readonly number[], visit: (goals: number[], p: number) => void): void {
  const distributions = pools.map((dice) => goalDistribution(dice, 0));
  const goals = [...known];
  const walk = (j: number, p: number) => {
    if (p === 0) return;
    if (j === pools.length) {
      visit(goals, p);
      return;
    }
    distributions[j]!.forEach((q, g) => {
      goals[j] = g;
      walk(j + 1, p * q);
    });
  };
  walk(known.length, 1);
}

function leadersOf(goals: readonly number[]): number[] {
  const best = Math.max(...goals);
  return goals.flatMap((g, i) => (g === best ? [i] : []));
}

/** P(contender `i` wins) when `pools` throw a fresh round (and re-throw ties) — memoised on the contenders. */
function freshRound(pools: readonly number[], i: number, memo: Map<string, number>): number {
  if (pools.length === 1) return 1;
  const key = `${pools.join(",")}|${i}`;
  const seen = memo.get(key);
  if (seen !== undefined) return seen;
  let wins = 0;
  let allTie = 0;
  forEachOutcome(pools, [], (goals, p) => {
    const leaders = leadersOf(goals);
    if (leaders.length === pools.length) allTie += p;
    else if (leaders.length === 1) wins += leaders[0] === i ? p : 0;
    else if (leaders.includes(i))
      wins +=
        p *
        freshRound(
          leaders.map((l) => pools[l]!),
          leaders.indexOf(i),
          memo,
        );
  });
  // A tie of everyone throws the same round again: the chance repeats, so divide it out.
  const chance = wins / (1 - allTie);
  memo.set(key, chance);
  return chance;
}

/**
 * P(the contender about to throw ends up winning the contest). `pools`: dice of this round's
 * contenders in throw order; `known`: goals of those who already threw this round (all before
 * the thrower, who is `known.length`).
 */
export function guestStarWinChance(pools: readonly number[], known: readonly number[]): number {
  const thrower = known.length;
  if (thrower >= pools.length) throw new Error("The thrower must be one of this round's contenders");
  if (pools.length === 1) return 1;
  const memo = new Map<string, number>();
  let chance = 0;
  forEachOutcome(pools, known, (goals, p) => {
    const leaders = leadersOf(goals);
    if (!leaders.includes(thrower)) return;
    chance +=
      leaders.length === 1
        ? p
        : p *
          freshRound(
            leaders.map((l) => pools[l]!),
            leaders.indexOf(thrower),
            memo,
          );
  });
  return chance;
}

/** The odds of the contest throw that starts at die `offset` of the record: its team's chance to win. */
export function guestStarThrowOdds(record: GuestStarRecord, offset: number): RollOdds | undefined {
  const nameOf = (teamId: string) => record.entrants.find((e) => e.teamId === teamId)?.teamName ?? "another team";
  let start = 0;
  for (const t of record.throws) {
    if (offset === start) {
      const round = record.throws.filter((x) => x.round === t.round);
      const before = round.slice(0, round.indexOf(t));
      const chance = guestStarWinChance(
        round.map((x) => x.roll.pool.dice),
        before.map((x) => x.roll.goals),
      );
      return {
        caption: oddsCaption(nameOf(t.teamId)),
        facts: [
          diceText(t.roll.pool.dice),
          ...(t.round > 1 ? [`tied: throwing again (round ${t.round})`] : []),
          ...before.map((x) => `${nameOf(x.teamId)}: ${x.roll.goals} goal${x.roll.goals === 1 ? "" : "s"}`),
          "most goals wins, a tie throws again",
        ],
        outcomes: [
          { key: "wins", label: "Wins the guest star", probability: chance, tone: "good" },
          { key: "loses", label: "Another team wins it", probability: 1 - chance, tone: "bad" },
        ],
      };
    }
    start += t.roll.thrown.length;
  }
  return undefined;
}
