import type { SuCard } from "../card/card";
import { ACE } from "./ace";

/** For tests only (never imported by rules): a legal card with a name, Level and whatever else the test needs (id from the name). */
export function member(name: string, level: number, over: Partial<SuCard> = {}): SuCard {
  return { ...ACE, id: name.toLowerCase().replace(/\s+/g, "-"), name, level, ...over };
}
