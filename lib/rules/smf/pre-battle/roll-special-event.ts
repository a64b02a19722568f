/**
 * The special event or condition: a D6 on the scenario's own table, rolled before the teams are
 * set up (SMF L2118), or agreed. Events that need a die at setup get it here too: Dangerous
 * Ground's kind of ground (L2483) and the number of Civilians (L2467).
 */
import { rollD6, type Dice, type ThrownDie } from "../../dice";
import { scenarioById, type D6Face, type ScenarioId } from "../data/scenarios";
import { dangerousGroundForFace, specialEventById, type DangerousGroundKind, type SpecialEventId } from "../data/special-events";
import type { StepRecordBase } from "./pre-battle-record";

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface SpecialEventRecord extends StepRecordBase {
  step: "special-event";
  scenarioId: ScenarioId;
  eventId: SpecialEventId;
  source: "chosen" | "rolled";
  face?: number;
  /** Dangerous Ground: the kind of ground (D6 1–3 sinkholes, 4–6 deep water). */
  dangerousGround?: DangerousGroundKind;
  /** Civilians: how many (1D6). */
  civilians?: number;
}

export interface SpecialEventInput {
  scenarioId: ScenarioId;
  /** An agreed event; any of the ten may be agreed, not only the scenario's. */
  chosenId?: SpecialEventId;
}

export function rollSpecialEvent(input: SpecialEventInput, dice: Dice): SpecialEventRecord {
  const scenario = scenarioById(input.scenarioId);
  const thrown: ThrownDie[] = [];
  let face: number | undefined;
  let eventId: SpecialEventId;
  if (input.chosenId) {
    eventId = input.chosenId;
  } else {
    const d6 = rollD6(dice, "special-event");
    thrown.push(...d6.thrown);
    face = d6.face;
    eventId = scenario.events[d6.face as D6Face];
  }
  const event = specialEventById(eventId);
  const parts = [face === undefined ? `Special event chosen: ${event.name}` : `${scenario.name} special event D6 ${face} → ${event.name}`];
  const record: SpecialEventRecord = {
    step: "special-event",
    scenarioId: scenario.id,
    eventId,
    source: face === undefined ? "chosen" : "rolled",
    thrown,
    summary: "",
  };
  if (face !== undefined) record.face = face;

  if (eventId === "dangerous-ground") {
    const d6 = rollD6(dice, "dangerous-ground");
    thrown.push(...d6.thrown);
    const ground = dangerousGroundForFace(d6.face);
    record.dangerousGround = ground.kind;
    parts.push(`ground D6 ${d6.face} → ${ground.name}`);
  }
  if (eventId === "civilians") {
    const d6 = rollD6(dice, "civilians");
    thrown.push(...d6.thrown);
    record.civilians = d6.face;
    parts.push(`1D6 ${d6.face} → ${d6.face} civilian${d6.face === 1 ? "" : "s"}`);
  }
  record.summary = parts.join("; ");
  return record;
}
