/**
 * The explanation lines of SMF's rule results, for showing what each throw did as it is made
 * (lib/rules/dice-explanations.ts). Most results explain themselves in one line once all their
 * dice are in; an injury roll says what its goal dice add before the D6 is thrown, and what its
 * outcome does to the character after.
 */
import type { ExplainedItem, ExplainLine } from "../dice-explanations";
import { injuryRow } from "./data/injury-table";
import { injuryBonusText, injuryD6Text } from "./post-battle/roll-injury";
import type { PostBattleEvent } from "./post-battle/types";
import type { PreBattleRecord } from "./pre-battle/run-pre-battle";

/** A character's name for a line ("Grey Rhino"), or undefined when the event names none. */
export type NameOf = (characterId: string) => string | undefined;

/** An event's lines: for an injury, the goal dice, the D6 and the outcome with what it means. */
export function explainPostBattleEvent(event: PostBattleEvent, nameOf: NameOf): ExplainLine[] {
  if (event.kind !== "injury") return [{ text: event.summary }];
  const { roll } = event;
  const who = (event.characterId && nameOf(event.characterId)) || "Injury roll";
  const bonusDice = roll.preRoll.thrown.length;
  const outcome = injuryRow(roll.outcome);
  const lines: ExplainLine[] = [{ afterDice: bonusDice, text: `${who}: ${injuryBonusText(roll)}` }];
  if (roll.captureRoll) {
    // The table said dead; a hero's victim has one more roll before its fate is known.
    lines.push({ afterDice: bonusDice + 1, text: `${who}: ${injuryD6Text(roll)}; put down by a hero, so a Chance roll decides whether it is captured instead` });
  }
  lines.push({ text: `${event.summary}. ${outcome.name}: ${outcome.effect}` });
  return lines;
}

export function explainedPostBattleEvents(events: readonly PostBattleEvent[], nameOf: NameOf): ExplainedItem<PostBattleEvent>[] {
  return events.map((event) => ({ item: event, dice: event.dice, lines: explainPostBattleEvent(event, nameOf) }));
}

/** A pre-battle record explains itself in its summary once its dice are in. */
export function explainedPreBattleRecords(records: readonly PreBattleRecord[]): ExplainedItem<PreBattleRecord>[] {
  return records.map((record) => ({ item: record, dice: record.thrown, lines: record.summary ? [{ text: record.summary }] : [] }));
}
