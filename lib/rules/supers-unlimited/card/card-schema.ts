import { z } from "zod";
import { SU_CARD_VERSION, type SuCard } from "./card";
import { problem, type SuProblem } from "./problem";
import {
  ACTION_TRAITS,
  ALIGNMENTS,
  ALL_KEYWORDS,
  ATTACK_TYPES,
  CLASSES,
  EFFECTS,
  ELEMENT_KEYWORDS,
  MOVEMENT_TYPES,
  ORIGIN_KEYWORDS,
  SPECIALTY_KEYWORDS,
  TYPE_KEYWORDS,
  type SuEffect,
  type SuImmunity,
} from "./tables";

/**
 * The shape of a stored or posted card: types and allowed values only. The rules a well-formed
 * card must also keep (ranges, at least one Class, Keywords …) are validateCard's, so that every
 * broken rule is reported at once with its own code.
 */

const ids = <T extends string>(rows: readonly { id: T }[]) => rows.map((r) => r.id) as [T, ...T[]];
const oneOf = <T extends string>(rows: readonly { id: T; name: string }[], what: string) => z.enum(ids(rows), { error: `Choose ${what}: ${rows.map((r) => r.name).join(", ")}.` });
const whole = (what: string) => z.number({ error: `Enter ${what} as a number.` }).int({ error: `Enter ${what} as a whole number.` });
const text = (what: string) => z.string({ error: `Enter ${what} as text.` });
const list = <T extends z.ZodType>(item: T, what: string) => z.array(item, { error: `Give ${what} as a list.` });

const trait = (name: string) => z.object({ dice: whole(`${name}'s dice`), resistance: whole(`${name}'s Resistance`) }, { error: `Give ${name} its dice and Resistance.` });

const effectIds = EFFECTS.map((e) => e.id).filter((id): id is Exclude<SuEffect, "control"> => id !== "control") as [
  Exclude<SuEffect, "control">,
  ...Exclude<SuEffect, "control">[],
];
const attackEffectSchema = z.union(
  [
    z.object({ effect: z.enum(effectIds) }),
    z.object({ effect: z.literal("control"), target: z.enum([...ids(TYPE_KEYWORDS), "all"], { error: "Control names a Type (Emissary, Living, Robotic, Undead) or All." }) }),
  ],
  { error: `Choose an Effect: ${EFFECTS.map((e) => e.name).join(", ")}; Control also names its Type.` },
);

const IMMUNITY_IDS: [SuImmunity, ...SuImmunity[]] = ["fall", ...ids(EFFECTS)];

const attackSchema = z.object({
  name: text("the attack's name"),
  trait: oneOf(ACTION_TRAITS, "the attack's trait"),
  versus: oneOf(ACTION_TRAITS, "the Resistance it is against").nullable(),
  type: oneOf(ATTACK_TYPES, "the attack type"),
  range: whole("the range").nullable(),
  bonusDice: whole("the bonus dice"),
  combatBonus: whole("the Combat Bonus"),
  effects: list(attackEffectSchema, "the attack's Effects"),
});

const vulnerabilitySchema = z.union([z.object({ keyword: oneOf(ALL_KEYWORDS, "a Keyword") }), z.object({ plasmaX: z.literal(true) })], {
  error: "A Vulnerability names a Keyword or Plasma X.",
});

export const suCardSchema = z.object({
  v: z.literal(SU_CARD_VERSION, { error: `Expected card version ${SU_CARD_VERSION}.` }),
  id: text("the character's id"),
  name: text("the character's name"),
  highConcept: text("the high concept").nullable(),
  level: whole("the Level"),
  alignment: oneOf(ALIGNMENTS, "an Alignment"),
  classes: list(oneOf(CLASSES, "a Class"), "the Classes"),
  power: whole("Power"),
  move: whole("Move"),
  size: whole("Size"),
  hp: whole("HP"),
  traits: z.object({ fight: trait("Fight"), aim: trait("Aim"), mind: trait("Mind"), magic: trait("Magic") }, { error: "Give the four Action Traits: Fight, Aim, Mind and Magic." }),
  recovery: whole("Recovery"),
  keywords: z.object(
    {
      types: list(oneOf(TYPE_KEYWORDS, "a Type Keyword"), "the Type Keywords"),
      origins: list(oneOf(ORIGIN_KEYWORDS, "an Origin Keyword"), "the Origin Keywords"),
      elements: list(oneOf(ELEMENT_KEYWORDS, "an Element Keyword"), "the Element Keywords"),
      specialties: list(oneOf(SPECIALTY_KEYWORDS, "a Specialty Keyword"), "the Specialty Keywords"),
    },
    { error: "Give the Keywords: Types, Origins, Elements and Specialties." },
  ),
  weaknesses: list(oneOf(ALL_KEYWORDS, "a Keyword"), "the Weaknesses"),
  vulnerabilities: list(vulnerabilitySchema, "the Vulnerabilities"),
  talents: list(text("a Talent"), "the Talents"),
  gear: list(text("a piece of Gear"), "the Gear"),
  abilities: list(text("an Ability"), "the Abilities"),
  spells: list(text("a Spell"), "the Spells"),
  attacks: list(attackSchema, "the attacks"),
  immune: list(z.enum(IMMUNITY_IDS, { error: "Immune names an Effect or Fall." }), "the immunities"),
  reach: whole("Reach").nullable(),
  movementTypes: list(oneOf(MOVEMENT_TYPES, "a movement type"), "the movement types"),
  isImmobile: z.boolean({ error: "Say whether the character is Immobile." }),
  faction: text("the Faction").nullable(),
}) satisfies z.ZodType<SuCard>;

/** A zod issue's path as a problem field: ["attacks", 1, "range"] → "attacks[1].range". */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((field, key) => (typeof key === "number" ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key)), "");
}

export type SuCardParse = { ok: true; card: SuCard } | { ok: false; problems: SuProblem[] };

/** Reads a card from JSON (a stored entry, an import, a form): every shape problem at once, or the typed card. */
export function parseCard(input: unknown): SuCardParse {
  const parsed = suCardSchema.safeParse(input);
  if (parsed.success) return { ok: true, card: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => problem("invalid-field", fieldOfPath(issue.path), issue.message)) };
}
