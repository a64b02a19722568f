import { problem, type SuCard, type SuProblem } from "@/lib/rules/supers-unlimited";

/** The most a card may hold: its text fits a card, and a posted card cannot grow the row without end. */
export const CARD_LIMITS = { text: 64, listItems: 24, attacks: 12 } as const;

/**
 * Sizes the rules leave open but a stored card must keep (CARD_LIMITS), each on its field: the
 * server checks them with the rules (checkCardForTeam) and the builder as the player types.
 */
export function cardLimitProblems(card: SuCard): SuProblem[] {
  const problems: SuProblem[] = [];
  const tooLong = (text: string | null, field: string) => {
    if (text !== null && text.length > CARD_LIMITS.text) problems.push(problem("invalid-value", field, `Keep it under ${CARD_LIMITS.text} characters.`));
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
