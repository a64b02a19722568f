/**
 * The Talents a card may hold (Ruling SU-R41). The book prints no list of Talents: the only ones it
 * names are Ace's (SU L340–L342). Gear is among them too, but its items go in the card's Gear list
 * (Ruling SU-R28), so it is not a Talent entry here.
 */
export const KNOWN_TALENTS = [
  { id: "luck", name: "Luck", line: 342 },
  { id: "martial-arts", name: "Martial Arts", line: 342 },
  { id: "teamwork", name: "Teamwork", line: 342 },
] as const satisfies readonly { id: string; name: string; line: number }[];
export type SuKnownTalent = (typeof KNOWN_TALENTS)[number]["id"];

/** How a printed Talent name is compared: case, spaces and hyphens don't matter ("martial-arts"). */
export function talentKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

/** The known Talent a printed name stands for, or null when the book names no such Talent. */
export function knownTalent(name: string): (typeof KNOWN_TALENTS)[number] | null {
  const key = talentKey(name);
  return KNOWN_TALENTS.find((t) => talentKey(t.name) === key) ?? null;
}
