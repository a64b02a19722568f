import {
  ALIGNMENTS,
  ALL_KEYWORDS,
  CLASSES,
  EFFECTS,
  KEYWORD_FAMILIES,
  MOVEMENT_TYPES,
  SIZES,
  characterKind,
  immunitiesOf,
  movementTypesOf,
  nameOf,
  redZone,
  type SuCard,
  type SuImmunity,
  type SuKeywordFamily,
  type SuVulnerability,
} from "@/lib/rules/supers-unlimited";

/** "Level 4 Super" / "Level 2 Henchman" (SU L380). */
export function levelLine(card: Pick<SuCard, "level">): string {
  const kind = characterKind(card);
  return `Level ${card.level} ${kind === "super" ? "Super" : kind === "henchman" ? "Henchman" : "(outside 1–10)"}`;
}

export function alignmentName(card: Pick<SuCard, "alignment">): string {
  return nameOf(ALIGNMENTS, card.alignment);
}

export function classesLine(card: Pick<SuCard, "classes">): string {
  return card.classes.map((id) => nameOf(CLASSES, id)).join(", ");
}

/** "2 (Standard)" (SU L217–L223). */
export function sizeText(size: number): string {
  const row = SIZES.find((s) => s.size === size);
  return row ? `${size} (${row.name})` : String(size);
}

/** "10, Red Zone 5": the HP boxes and how many are red (SU L292, Ruling SU-R21). */
export function hpText(card: Pick<SuCard, "hp">): string {
  return `${card.hp}, Red Zone ${redZone(card)}`;
}

const FAMILY_NAMES: Record<SuKeywordFamily, string> = { types: "Type", origins: "Origin", elements: "Element", specialties: "Specialty" };

/** The Keyword families the card has, each with its words: [["Type", "Living"], ["Origin", "Skill"]]. */
export function keywordRows(card: Pick<SuCard, "keywords">): [string, string][] {
  return (Object.keys(KEYWORD_FAMILIES) as SuKeywordFamily[])
    .filter((family) => card.keywords[family].length > 0)
    .map((family) => [FAMILY_NAMES[family], card.keywords[family].map((id) => nameOf(KEYWORD_FAMILIES[family], id)).join(", ")]);
}

export function vulnerabilityText(v: SuVulnerability): string {
  return "plasmaX" in v ? "Plasma X" : nameOf(ALL_KEYWORDS, v.keyword);
}

export function immunityText(id: SuImmunity): string {
  return id === "fall" ? "Fall" : nameOf(EFFECTS, id);
}

/** Weak/… and Vulnerable/… as the card prints them; empty when it has neither (SU L313–L317). */
export function weaknessLines(card: Pick<SuCard, "weaknesses" | "vulnerabilities">): string[] {
  return [
    ...(card.weaknesses.length > 0 ? [`Weak/${card.weaknesses.map((id) => nameOf(ALL_KEYWORDS, id)).join(", ")}`] : []),
    ...(card.vulnerabilities.length > 0 ? [`Vulnerable/${card.vulnerabilities.map(vulnerabilityText).join(", ")}`] : []),
  ];
}

/** Move with the movement types the character can use (Sprint always, none when Immobile; SU L597–L599). */
export function moveText(card: Pick<SuCard, "move" | "movementTypes" | "isImmobile">): string {
  if (card.isImmobile) return `${card.move}" (Immobile)`;
  return `${card.move}" · ${movementTypesOf(card)
    .map((id) => nameOf(MOVEMENT_TYPES, id))
    .join(", ")}`;
}

/** Immune/… with Fall from movement (Ruling SU-R25); null when immune to nothing. */
export function immuneText(card: Pick<SuCard, "immune" | "movementTypes" | "isImmobile">): string | null {
  const all = immunitiesOf(card);
  return all.length > 0 ? `Immune/${all.map(immunityText).join(", ")}` : null;
}

/** Reach for Close attacks (SU L746): base to base unless the card says more. */
export function reachText(card: Pick<SuCard, "reach">): string {
  return card.reach === null ? "Base to base" : `${card.reach}"`;
}
