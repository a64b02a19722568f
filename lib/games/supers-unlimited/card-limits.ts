import { problem, type SuCard, type SuProblem } from "@/lib/rules/supers-unlimited";
import { nameCharacterProblem } from "@/lib/schemas/name-field";

/** The most a card may hold: its text fits a card, and a posted card cannot grow the row without end. */
export const CARD_LIMITS = { text: 64, listItems: 24, attacks: 12 } as const;

/**
 * Sizes the rules leave open but a stored card must keep (CARD_LIMITS), and the one name field's
 * character rules (lib/schemas/name-field.ts) for every name on it, each on its field: the server
 * checks them with the rules (checkCardForTeam, the team and league files) and the builder as the
 * player types. A blank name is validateCard's "missing-name".
 */
export function cardLimitProblems(card: SuCard): SuProblem[] {
  const problems: SuProblem[] = [];
  const tooLong = (text: string | null, field: string) => {
    if (text === null) return;
    if (text.length > CARD_LIMITS.text) problems.push(problem("invalid-value", field, `Keep it under ${CARD_LIMITS.text} characters.`));
    const name = storedCardText(text);
    const characters = name === "" ? null : nameCharacterProblem(name);
    if (characters) problems.push(problem("invalid-value", field, characters));
  };
  tooLong(card.name, "name");
  tooLong(card.highConcept, "highConcept");
  tooLong(card.faction, "faction");
  for (const list of ["talents", "gear", "abilities", "spells"] as const) {
    if (card[list].length > CARD_LIMITS.listItems) problems.push(problem("invalid-value", list, `List at most ${CARD_LIMITS.listItems}.`));
    card[list].forEach((text, i) => tooLong(text, `${list}[${i}]`));
  }
  if (card.attacks.length > CARD_LIMITS.attacks) problems.push(problem("invalid-value", "attacks", `A card holds at most ${CARD_LIMITS.attacks} attacks.`));
  card.attacks.forEach((attack, i) => tooLong(attack.name, `attacks[${i}].name`));
  return problems;
}

/** A card's text as it is stored, the way the one name field stores a name: Unicode NFC, trimmed. */
export function storedCardText(text: string): string {
  return text.normalize("NFC").trim();
}
