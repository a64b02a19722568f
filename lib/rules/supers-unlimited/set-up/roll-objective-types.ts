/**
 * The kinds of objective markers: each Super Quest Quest Marker (SU L1424–L1432) and the Prize's
 * McGuffin (SU L1481–L1491), each 1D10 on its table. Their Trait and TN come with the row.
 */
import type { Dice } from "../../dice";
import { rollD10 } from "../dice";
import type { SetUpRecordBase } from "./roll-off";
import { PRIZE_TABLE, rowForFace, SUPER_QUEST_MARKERS, SUPER_QUEST_TABLE, type QuestType, type Specialty } from "./tables";

/** STORED AS JSON; changing it needs a data migration. */
export interface QuestMarkersRecord extends SetUpRecordBase {
  step: "quest-markers";
  /** One per Quest Marker, in throw order. */
  markers: Array<{ face: number; type: QuestType }>;
}

/** One D10 per Quest Marker (4, SU L1424). */
export function rollQuestMarkers(dice: Dice, count = SUPER_QUEST_MARKERS): QuestMarkersRecord {
  const rolls = Array.from({ length: count }, () => rollD10(dice, "quest-marker"));
  const markers = rolls.map((r) => ({ face: r.face, type: rowForFace(SUPER_QUEST_TABLE, r.face).id }));
  return {
    step: "quest-markers",
    markers,
    thrown: rolls.flatMap((r) => r.thrown),
    summary: `Quest Markers: ${markers.map((m) => `${m.face} → ${rowForFace(SUPER_QUEST_TABLE, m.face).name}`).join(", ")}`,
  };
}

/** STORED AS JSON; changing it needs a data migration. */
export interface PrizeRecord extends SetUpRecordBase {
  step: "prize";
  face: number;
  /** Null on 1–2 until the rolling player chooses (SU L1487). */
  type: Specialty | null;
}

export function rollPrize(dice: Dice): PrizeRecord {
  const d10 = rollD10(dice, "prize");
  const row = rowForFace(PRIZE_TABLE, d10.face);
  const type = row.id === "choose" ? null : row.id;
  return { step: "prize", face: d10.face, type, thrown: d10.thrown, summary: `Prize D10 ${d10.face} → ${type ? row.name : "rolling player chooses"}` };
}

/** The rolling player's choice after a 1–2 (SU L1487); throws when there was no choice to make. */
export function choosePrize(record: PrizeRecord, type: Specialty): PrizeRecord {
  if (record.type !== null) throw new Error(`The Prize was rolled as ${record.type}; there is no choice to make`);
  return { ...record, type, summary: `${record.summary}: ${type}` };
}
