/**
 * Character connections (SMF L2070–L2074): drivers of different teams who chose the same subplot
 * share a past. With more than two teams every pair is checked (Ruling R10).
 */
import type { CheckCategory } from "../character";
import { NEGATIVE_CONNECTION_ATTACK_DICE, POSITIVE_CONNECTION_CHANCE_GOALS } from "../data/subplot-table";
import type { MemberRef } from "./pre-battle-record";
import { categoryName } from "./roll-subplot-table";

export interface ConnectionParty {
  teamId: string;
  driver: MemberRef;
  category: CheckCategory;
  /**
   * "Earned subplot dice" (L2072): the dice this driver's own subplot check won this battle,
   * i.e. goals above its TN. Dice carried over from a post-battle special do not count: they
   * were not earned by this character in this subplot.
   */
  earnedSubplotDice: number;
}

/** STORED AS JSON (pre-battle results); changing it needs a data migration. */
export interface CharacterConnection {
  category: CheckCategory;
  /** positive: both drivers earned at least 1 die; negative: one or neither did. */
  kind: "positive" | "negative";
  between: [ConnectionParty, ConnectionParty];
  /** positive: each needs this many goals on a Chance roll to attack the other. */
  chanceGoalsToAttack?: number;
  /** negative: each gets this many extra dice to attack the other. */
  extraAttackDice?: number;
  summary: string;
}

export function resolveCharacterConnections(parties: readonly ConnectionParty[]): CharacterConnection[] {
  const connections: CharacterConnection[] = [];
  for (let i = 0; i < parties.length; i++) {
    for (let j = i + 1; j < parties.length; j++) {
      const a = parties[i]!;
      const b = parties[j]!;
      if (a.teamId === b.teamId || a.category !== b.category) continue;
      connections.push(connectionBetween(a, b));
    }
  }
  return connections;
}

function connectionBetween(a: ConnectionParty, b: ConnectionParty): CharacterConnection {
  const isPositive = a.earnedSubplotDice >= 1 && b.earnedSubplotDice >= 1;
  const topic = `${a.driver.name} and ${b.driver.name} both drove ${categoryName(a.category)}`;
  if (isPositive) {
    return {
      category: a.category,
      kind: "positive",
      between: [a, b],
      chanceGoalsToAttack: POSITIVE_CONNECTION_CHANCE_GOALS,
      summary: `${topic} and both earned subplot dice: positive connection, each needs a ${POSITIVE_CONNECTION_CHANCE_GOALS}+ Chance roll to attack the other this battle`,
    };
  }
  const earners = [a, b].filter((p) => p.earnedSubplotDice >= 1).map((p) => p.driver.name);
  const who = earners.length === 0 ? "neither earned subplot dice" : `only ${earners[0]} earned subplot dice`;
  return {
    category: a.category,
    kind: "negative",
    between: [a, b],
    extraAttackDice: NEGATIVE_CONNECTION_ATTACK_DICE,
    summary: `${topic} and ${who}: negative connection, each gets +${NEGATIVE_CONNECTION_ATTACK_DICE}D to attack the other this battle`,
  };
}
