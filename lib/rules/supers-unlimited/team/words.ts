import type { SuCard } from "../card/card";

/** "Ace", "Ace and Blue", "Ace, Blue and Coil": names for a message. */
export function namesList(cards: readonly Pick<SuCard, "name">[]): string {
  const names = cards.map((c) => c.name.trim() || "an unnamed character");
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** "1 character", "3 characters". */
export function count(n: number, one: string, many: string = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
