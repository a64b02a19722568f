import { cardLimitProblems } from "@/lib/games/supers-unlimited/card-limits";
import { supersUnlimited, type SuLeagueSettings } from "@/lib/games/supers-unlimited";
import {
  ACTION_TRAITS,
  EFFECTS,
  SU_CARD_VERSION,
  parseCard,
  type SuActionTrait,
  type SuAlignment,
  type SuAttackEffect,
  type SuAttackType,
  type SuCard,
  type SuClass,
  type SuControlTarget,
  type SuEffect,
  type SuImmunity,
  type SuKeyword,
  type SuMovementType,
  type SuProblem,
} from "@/lib/rules/supers-unlimited";

/**
 * The card builder's state: a card as its inputs hold it. Numbers are the text typed (a half-typed
 * "1" or an empty box is a state the form must keep); lists of names are one per line; an
 * attack's Control target sits beside its other Effects. `cardFromForm` turns it into the card the
 * rules check and the server stores; `formFromCard` starts a form from a stored or sample card.
 */
export type PlainEffect = Exclude<SuEffect, "control">;

export interface SuAttackForm {
  name: string;
  trait: SuActionTrait;
  /** "" = the trait's own Resistance. */
  versus: SuActionTrait | "";
  type: SuAttackType;
  range: string;
  bonusDice: string;
  combatBonus: string;
  effects: PlainEffect[];
  /** "" = no Control Effect. */
  control: SuControlTarget | "";
}

export interface SuCardForm {
  name: string;
  highConcept: string;
  level: string;
  alignment: SuAlignment;
  classes: SuClass[];
  power: string;
  move: string;
  size: string;
  hp: string;
  traits: Record<SuActionTrait, { dice: string; resistance: string }>;
  recovery: string;
  keywords: SuCard["keywords"];
  weaknesses: SuKeyword[];
  /** A Keyword, or "plasma-x" for a Plasma X Vulnerability. */
  vulnerabilities: (SuKeyword | "plasma-x")[];
  talents: string;
  gear: string;
  abilities: string;
  spells: string;
  attacks: SuAttackForm[];
  immune: SuImmunity[];
  reach: string;
  movementTypes: SuMovementType[];
  isImmobile: boolean;
  faction: string;
}

export const NEW_ATTACK: SuAttackForm = { name: "", trait: "fight", versus: "", type: "close", range: "", bonusDice: "0", combatBonus: "0", effects: ["damage"], control: "" };

/** Typed text as a number: empty or not a number is NaN, which the card's shape refuses with its field's message. */
export function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

const optionalNumber = (text: string): number | null => (text.trim() === "" ? null : numberOf(text));
const optionalText = (text: string): string | null => (text.trim() === "" ? null : text.trim());
/** One name per line; blank lines are not entries. */
export const linesOf = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function attackFromForm(form: SuAttackForm): SuCard["attacks"][number] {
  const effects: SuAttackEffect[] = EFFECTS.filter((e) => e.id !== "control" && form.effects.includes(e.id)).map((e) => ({ effect: e.id as PlainEffect }));
  return {
    name: form.name.trim(),
    trait: form.trait,
    versus: form.versus === "" ? null : form.versus,
    type: form.type,
    range: optionalNumber(form.range),
    bonusDice: form.bonusDice.trim() === "" ? 0 : numberOf(form.bonusDice),
    combatBonus: form.combatBonus.trim() === "" ? 0 : numberOf(form.combatBonus),
    effects: form.control === "" ? effects : [...effects, { effect: "control", target: form.control }],
  };
}

/** The card a form describes, as the rules and the server read it (numbers may be NaN: parseCard refuses them on their field). */
export function cardFromForm(form: SuCardForm, id: string): SuCard {
  return {
    v: SU_CARD_VERSION,
    id,
    name: form.name.trim(),
    highConcept: optionalText(form.highConcept),
    level: numberOf(form.level),
    alignment: form.alignment,
    classes: [...form.classes],
    power: numberOf(form.power),
    move: numberOf(form.move),
    size: numberOf(form.size),
    hp: numberOf(form.hp),
    traits: Object.fromEntries(ACTION_TRAITS.map(({ id: t }) => [t, { dice: numberOf(form.traits[t].dice), resistance: numberOf(form.traits[t].resistance) }])) as SuCard["traits"],
    recovery: numberOf(form.recovery),
    keywords: { types: [...form.keywords.types], origins: [...form.keywords.origins], elements: [...form.keywords.elements], specialties: [...form.keywords.specialties] },
    weaknesses: [...form.weaknesses],
    vulnerabilities: form.vulnerabilities.map((v) => (v === "plasma-x" ? { plasmaX: true } : { keyword: v })),
    talents: linesOf(form.talents),
    gear: linesOf(form.gear),
    abilities: linesOf(form.abilities),
    spells: linesOf(form.spells),
    attacks: form.attacks.map(attackFromForm),
    immune: [...form.immune],
    reach: optionalNumber(form.reach),
    movementTypes: [...form.movementTypes],
    isImmobile: form.isImmobile,
    faction: optionalText(form.faction),
  };
}

function attackToForm(attack: SuCard["attacks"][number]): SuAttackForm {
  const control = attack.effects.find((e) => e.effect === "control");
  return {
    name: attack.name,
    trait: attack.trait,
    versus: attack.versus ?? "",
    type: attack.type,
    range: attack.range === null ? "" : String(attack.range),
    bonusDice: String(attack.bonusDice),
    combatBonus: String(attack.combatBonus),
    effects: attack.effects.flatMap((e) => (e.effect === "control" ? [] : [e.effect])),
    control: control && control.effect === "control" ? control.target : "",
  };
}

/** A form holding a card (a stored one to edit, the blank card or a sample to start from). */
export function formFromCard(card: SuCard): SuCardForm {
  return {
    name: card.name,
    highConcept: card.highConcept ?? "",
    level: String(card.level),
    alignment: card.alignment,
    classes: [...card.classes],
    power: String(card.power),
    move: String(card.move),
    size: String(card.size),
    hp: String(card.hp),
    traits: Object.fromEntries(ACTION_TRAITS.map(({ id }) => [id, { dice: String(card.traits[id].dice), resistance: String(card.traits[id].resistance) }])) as SuCardForm["traits"],
    recovery: String(card.recovery),
    keywords: { types: [...card.keywords.types], origins: [...card.keywords.origins], elements: [...card.keywords.elements], specialties: [...card.keywords.specialties] },
    weaknesses: [...card.weaknesses],
    vulnerabilities: card.vulnerabilities.map((v) => ("plasmaX" in v ? "plasma-x" : v.keyword)),
    talents: card.talents.join("\n"),
    gear: card.gear.join("\n"),
    abilities: card.abilities.join("\n"),
    spells: card.spells.join("\n"),
    attacks: card.attacks.map(attackToForm),
    immune: [...card.immune],
    reach: card.reach === null ? "" : String(card.reach),
    movementTypes: [...card.movementTypes],
    isImmobile: card.isImmobile,
    faction: card.faction ?? "",
  };
}

/**
 * What the server will say of this card, checked in the browser as the player types: its shape
 * (parseCard), the sizes a stored card keeps, then the league's own roster check (the GameSystem
 * contract's validateEntry: the card's rules and the Levels budget with the rest of the roster).
 * The server runs the same checks again on save.
 */
export function checkCardForm(form: SuCardForm, id: string, settings: SuLeagueSettings, roster: readonly SuCard[]): SuProblem[] {
  const parsed = parseCard(cardFromForm(form, id));
  if (!parsed.ok) return parsed.problems;
  const result = supersUnlimited.roster.validateEntry(settings, parsed.card, roster);
  return [...cardLimitProblems(parsed.card), ...(result.ok ? [] : result.problems)];
}

/**
 * The input a problem belongs beside: list entries go to their list ("classes[1]" → "classes",
 * "vulnerabilities[0].keyword" → "vulnerabilities"), an attack's to its own input
 * ("attacks[1].effects[0]" → "attacks[1].effects"; the attack itself, a repeat, to its name), and
 * what concerns the card as a whole (its id, version, the card not being one) to "card".
 */
export function fieldKey(field: string): string {
  const attack = /^attacks\[(\d+)\](?:\.([A-Za-z]+))?/.exec(field);
  if (attack) return `attacks[${attack[1]}].${attack[2] ?? "name"}`;
  const base = field.split("[")[0]!;
  return base === "" || base === "id" || base === "v" ? "card" : base;
}

/** Problems grouped by the input they belong beside (fieldKey), messages once each. */
export function problemsByField(problems: readonly { field: string; message: string }[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const { field, message } of problems) {
    const key = fieldKey(field);
    const messages = byField.get(key) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byField.set(key, messages);
  }
  return byField;
}

const ATTACK_INPUTS = ["name", "trait", "versus", "type", "range", "bonusDice", "combatBonus", "effects"] as const;

/** Every input key the builder draws for this form: a problem under any other key is listed apart, so none is ever hidden. */
export function formFieldKeys(form: SuCardForm): Set<string> {
  return new Set([
    ...["name", "highConcept", "level", "alignment", "classes", "power", "move", "size", "hp", "recovery", "reach", "faction", "isImmobile", "movementTypes", "immune"],
    ...ACTION_TRAITS.flatMap(({ id }) => [`traits.${id}.dice`, `traits.${id}.resistance`]),
    ...["keywords.types", "keywords.origins", "keywords.elements", "keywords.specialties", "weaknesses", "vulnerabilities"],
    ...["talents", "gear", "abilities", "spells", "attacks"],
    ...form.attacks.flatMap((_, i) => ATTACK_INPUTS.map((input) => `attacks[${i}].${input}`)),
  ]);
}
