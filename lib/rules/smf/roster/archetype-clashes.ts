import type { SmfCharacter, StandardArchetypeId } from "../character";
import { archetypeRow } from "../data/archetypes";
import type { RuleReference } from "../rule-reference";
import { baseArchetypesOf } from "./traits";
import { ARCHETYPE_LIMIT } from "./validate-line-up";

/** A roster member as the archetype limit sees it: the standard archetypes it counts as (Ruling R4). */
export interface ArchetypeHolder {
  id: string;
  name: string;
  archetypes: readonly StandardArchetypeId[];
}

/** More members of one archetype on a roster than a battle may field: the roster is legal, a line-up is not. */
export interface ArchetypeClash {
  archetype: StandardArchetypeId;
  limit: number;
  /** The members that count as the archetype, in roster order. */
  characterIds: string[];
  message: string;
  rule: RuleReference;
}

/** L238, Ruling R4: where the archetype limit comes from, shown apart from the message. */
export const ARCHETYPE_LIMIT_RULE: RuleReference = { line: 238, ruling: "R4" };

export function archetypeHolder(c: SmfCharacter): ArchetypeHolder {
  return { id: c.id, name: c.name, archetypes: baseArchetypesOf(c) };
}

/** "Brick" → "one Brick", "Wildcard" (limit 2) → "two Wildcards". */
export function archetypeLimitText(archetype: StandardArchetypeId): string {
  const limit = ARCHETYPE_LIMIT[archetype];
  const name = archetypeRow(archetype).name;
  return limit === 1 ? `one ${name}` : `${limit === 2 ? "two" : limit} ${name}s`;
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The archetypes a roster holds more of than one battle may field (L238: one of each, two
 * Wildcards; Ruling R4 counts a Super as its base and a Powerhouse as both, Street-Level exempt).
 * A roster may hold them; the default line-up then leaves the later ones out, so the team page
 * and the builder say so before the set-up does. Pass the members who can still fight (not dead,
 * not retired): a captive comes back.
 */
export function archetypeClashes(roster: readonly ArchetypeHolder[]): ArchetypeClash[] {
  const holders = new Map<StandardArchetypeId, ArchetypeHolder[]>();
  for (const member of roster) for (const a of new Set(member.archetypes)) holders.set(a, [...(holders.get(a) ?? []), member]);
  const clashes: ArchetypeClash[] = [];
  for (const [archetype, members] of holders) {
    const limit = ARCHETYPE_LIMIT[archetype];
    if (members.length <= limit) continue;
    const name = archetypeRow(archetype).name;
    const all = members.length === 2 ? "both" : "all";
    const fields = limit === 1 ? "one of them" : `${limit === 2 ? "two" : limit} of them`;
    clashes.push({
      archetype,
      limit,
      characterIds: members.map((m) => m.id),
      message: `Only ${archetypeLimitText(archetype)} can be fielded per battle: ${joinNames(members.map((m) => m.name))} ${all} count as ${name}s, so each battle fields ${fields}.`,
      rule: ARCHETYPE_LIMIT_RULE,
    });
  }
  return clashes;
}
