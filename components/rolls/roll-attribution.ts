import type { RollSource } from "@/lib/generated/prisma/enums";

/**
 * Who made a throw and for whom, as the roll log says it: "typed by Bob for Iron Syndicate", "rolled
 * by the app for Bob's request (Iron Syndicate)". The team is the one the throw was for (Roll.teamName,
 * copied); a throw for the whole table (the scenario, an event) names none.
 */
export function rollAttribution(roll: { source: RollSource; actorName: string; teamName: string | null }): string {
  if (roll.source === "PHYSICAL") return `typed by ${roll.actorName} for ${roll.teamName ?? "the table"}`;
  return `rolled by the app for ${roll.actorName}'s request${roll.teamName ? ` (${roll.teamName})` : ""}`;
}
