import { abilityKey } from "./abilities";
import type { SuAttackProfile, SuCard, SuVulnerability } from "./card";
import { problem, toResult, type SuProblem, type SuValidationResult } from "./problem";
import { KNOWN_TALENTS, knownTalent } from "./talents";
import { ACTION_TRAITS, ALL_KEYWORDS, ATTACK_TYPES, CLASSES, EFFECTS, KEYWORD_FAMILIES, MAX_LEVEL, MAX_SIZE, MIN_LEVEL, MIN_SIZE, MOVEMENT_TYPES, nameOf } from "./tables";

/**
 * The rules a card must keep beyond its shape (parseCard checks the shape), every problem at once:
 * names, Level, Classes, the numbers, Keywords, lists without repeats, attacks and movement.
 */
export function validateCard(card: SuCard): SuValidationResult {
  return toResult([
    ...checkIdentity(card),
    ...checkNumbers(card),
    ...checkKeywords(card),
    ...checkLists(card),
    ...card.attacks.flatMap((attack, i) => checkAttack(attack, `attacks[${i}]`)),
    ...repeats(
      card.attacks.map((a) => a.name.trim().toLowerCase()),
      "attacks",
      (i) => `The attack ${card.attacks[i]!.name} is listed twice.`,
    ),
    ...checkMovement(card),
  ]);
}

const isBlank = (s: string) => s.trim() === "";
const TALENT_NAMES = KNOWN_TALENTS.map((t) => t.name).join(", ");

function checkIdentity(card: SuCard): SuProblem[] {
  const problems: SuProblem[] = [];
  if (isBlank(card.id)) problems.push(problem("invalid-value", "id", "The character has no id."));
  if (isBlank(card.name)) problems.push(problem("missing-name", "name", "Give the character a name."));
  if (card.level < MIN_LEVEL || card.level > MAX_LEVEL) {
    problems.push(problem("invalid-level", "level", `A Level runs from ${MIN_LEVEL} to ${MAX_LEVEL} (Henchmen 1–2, Supers 3–10); this card has ${card.level}.`, { line: 380 }));
  }
  if (card.classes.length === 0) problems.push(problem("missing-class", "classes", "A character has at least one Class.", { line: 259 }));
  problems.push(...repeats(card.classes, "classes", (i) => `${nameOf(CLASSES, card.classes[i]!)} is listed twice among the Classes.`));
  if (card.faction !== null && isBlank(card.faction)) {
    problems.push(problem("invalid-value", "faction", "Name the Faction, or leave it empty when the card shows no Faction symbol.", { line: 371, ruling: "SU-R31" }));
  }
  return problems;
}

/** A whole number within bounds (the shape already made it whole). */
function bounded(value: number, field: string, min: number, max: number | null, message: string, rule?: SuProblem["rule"]): SuProblem[] {
  return value < min || (max !== null && value > max) ? [problem("invalid-value", field, message, rule)] : [];
}

function checkNumbers(card: SuCard): SuProblem[] {
  return [
    // Our floor: with no Power a character could never pay for an Action (SU L479).
    ...bounded(card.power, "power", 1, null, `Power is at least 1; this card has ${card.power}.`, { line: 271 }),
    ...bounded(card.move, "move", 0, null, `Move cannot be negative; this card has ${card.move}.`, { line: 273 }),
    ...bounded(card.size, "size", MIN_SIZE, MAX_SIZE, `Size runs from ${MIN_SIZE} (Tiny) to ${MAX_SIZE} (Colossal); this card has ${card.size}.`, { line: 217 }),
    ...bounded(card.hp, "hp", 1, null, `A character has at least 1 HP box; this card has ${card.hp}.`, { line: 290 }),
    ...ACTION_TRAITS.flatMap(({ id, name }) => [
      ...bounded(card.traits[id].dice, `traits.${id}.dice`, 0, null, `${name} cannot roll fewer than 0 dice.`, { line: 282 }),
      ...bounded(card.traits[id].resistance, `traits.${id}.resistance`, 0, null, `${name}'s Resistance cannot be negative.`, { line: 282 }),
    ]),
    ...bounded(card.recovery, "recovery", 0, null, "Recovery cannot roll fewer than 0 dice.", { line: 288 }),
    ...(card.reach === null ? [] : bounded(card.reach, "reach", 1, null, "Reach is at least 1 inch; leave it empty for base to base.", { line: 746 })),
  ];
}

function checkKeywords(card: SuCard): SuProblem[] {
  const problems: SuProblem[] = [];
  if (card.keywords.types.length === 0)
    problems.push(problem("missing-keyword", "keywords.types", "A character has a Type Keyword (Emissary, Living, Robotic or Undead).", { line: 368, ruling: "SU-R26" }));
  if (card.keywords.origins.length === 0) {
    problems.push(problem("missing-keyword", "keywords.origins", "A character has an Origin Keyword (Alien, Mutate, Occult, Science or Skill).", { line: 368, ruling: "SU-R26" }));
  }
  for (const family of Object.keys(KEYWORD_FAMILIES) as (keyof typeof KEYWORD_FAMILIES)[]) {
    const words: readonly string[] = card.keywords[family];
    problems.push(...repeats(words, `keywords.${family}`, (i) => `The Keyword ${nameOf(KEYWORD_FAMILIES[family], words[i]!)} is listed twice.`));
  }
  problems.push(...repeats(card.weaknesses, "weaknesses", (i) => `The Weakness to ${nameOf(ALL_KEYWORDS, card.weaknesses[i]!)} is listed twice.`));
  const vulnerabilityKey = (v: SuVulnerability) => ("plasmaX" in v ? "plasma-x" : v.keyword);
  problems.push(...repeats(card.vulnerabilities.map(vulnerabilityKey), "vulnerabilities", (i) => `The ${vulnerabilityName(card.vulnerabilities[i]!)} is listed twice.`));
  return problems;
}

function vulnerabilityName(v: SuVulnerability): string {
  return "plasmaX" in v ? "Plasma X Vulnerability" : `Vulnerability to ${nameOf(ALL_KEYWORDS, v.keyword)}`;
}

function checkLists(card: SuCard): SuProblem[] {
  const problems: SuProblem[] = [];
  const named = (items: readonly string[], field: string, what: string, key: (s: string) => string = (s) => s.trim().toLowerCase()) => {
    items.forEach((item, i) => {
      if (isBlank(item)) problems.push(problem("missing-name", `${field}[${i}]`, `A ${what} has no name.`));
    });
    problems.push(...repeats(items.map(key), field, (i) => `The ${what} ${items[i]!.trim()} is listed twice.`));
  };
  named(card.talents, "talents", "Talent");
  named(card.gear, "gear", "piece of Gear");
  named(card.abilities, "abilities", "Ability", abilityKey);
  named(card.spells, "spells", "Spell");
  card.talents.forEach((t, i) => {
    if (/^gear\s*(\(|$)/i.test(t.trim())) {
      problems.push(problem("gear-as-talent", `talents[${i}]`, "List the items of the Gear Talent under Gear; the card shows them as Gear (…).", { line: 341, ruling: "SU-R28" }));
    } else if (!isBlank(t) && !knownTalent(t)) {
      problems.push(problem("unknown-talent", `talents[${i}]`, `${t.trim()} is not a Talent of the book: a card's Talents are ${TALENT_NAMES}.`, { line: 342, ruling: "SU-R41" }));
    }
  });
  problems.push(...repeats(card.immune, "immune", (i) => `Immune to ${immunityName(card.immune[i]!)} is listed twice.`));
  return problems;
}

function immunityName(id: string): string {
  return id === "fall" ? "Falls" : nameOf(EFFECTS, id);
}

const RESERVED_ATTACKS = ["bash", "throw"];

function checkAttack(attack: SuAttackProfile, field: string): SuProblem[] {
  const problems: SuProblem[] = [];
  const label = isBlank(attack.name) ? "An attack" : attack.name.trim();
  if (isBlank(attack.name)) problems.push(problem("missing-name", `${field}.name`, "Give the attack a name."));
  if (RESERVED_ATTACKS.includes(attack.name.trim().toLowerCase())) {
    problems.push(
      problem("reserved-attack", `${field}.name`, `${attack.name.trim()} is not entered on the card: every character has Bash, and Throw comes with the Abilities that give it.`, {
        line: 788,
        ruling: "SU-R30",
      }),
    );
  }
  const type = ATTACK_TYPES.find((t) => t.id === attack.type)!;
  if (!type.hasRange && attack.range !== null) {
    problems.push(problem("invalid-range", `${field}.range`, `${label} is a Close attack: its range is the character's Reach, so it has no range of its own.`, { line: 742 }));
  }
  if (type.hasRange && (attack.range === null || attack.range < 1)) {
    problems.push(problem("invalid-range", `${field}.range`, `${label} is a ${type.name} attack and needs a range of at least 1 inch.`, { line: 742 }));
  }
  if (attack.bonusDice < 0) problems.push(problem("invalid-value", `${field}.bonusDice`, `${label} cannot add fewer than 0 bonus dice.`, { line: 782 }));
  if (attack.effects.length === 0) problems.push(problem("missing-effect", `${field}.effects`, `${label} inflicts at least one Effect.`, { line: 784 }));
  problems.push(
    ...repeats(
      attack.effects.map((e) => (e.effect === "control" ? `control:${e.target}` : e.effect)),
      `${field}.effects`,
      (i) => `${label} lists the Effect ${nameOf(EFFECTS, attack.effects[i]!.effect)} twice.`,
    ),
  );
  return problems;
}

function checkMovement(card: SuCard): SuProblem[] {
  const problems: SuProblem[] = [];
  card.movementTypes.forEach((m, i) => {
    if (m === "sprint")
      problems.push(problem("invalid-movement", `movementTypes[${i}]`, "Sprint is every character's own movement; list only the others.", { line: 691, ruling: "SU-R24" }));
  });
  problems.push(...repeats(card.movementTypes, "movementTypes", (i) => `${nameOf(MOVEMENT_TYPES, card.movementTypes[i]!)} is listed twice.`));
  if (card.isImmobile && card.movementTypes.length > 0) {
    problems.push(problem("invalid-movement", "movementTypes", "An Immobile character cannot move, so it has no movement types.", { line: 599, ruling: "SU-R24" }));
  }
  return problems;
}

/** One duplicate-entry problem per later repeat of a value, pointing at the repeat. */
function repeats(values: readonly string[], field: string, message: (index: number) => string): SuProblem[] {
  const seen = new Set<string>();
  const problems: SuProblem[] = [];
  values.forEach((value, i) => {
    // A blank entry already has its own problem.
    if (value === "") return;
    if (seen.has(value)) problems.push(problem("duplicate-entry", `${field}[${i}]`, message(i)));
    seen.add(value);
  });
  return problems;
}
