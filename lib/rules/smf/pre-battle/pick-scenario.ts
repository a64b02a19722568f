/**
 * The battle's scenario: agreed by the players, or a D6 on the random scenario table (SMF L2078–L2087).
 */
import { rollD6, type Dice } from "../../dice";
import { scenarioById, scenarioForFace, type ScenarioId } from "../data/scenarios";
import type { StepRecordBase } from "./pre-battle-record";

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface ScenarioRecord extends StepRecordBase {
  step: "scenario";
  scenarioId: ScenarioId;
  source: "chosen" | "rolled";
  face?: number;
}

/** With `chosenId` no die is thrown; otherwise one D6 on the random scenario table. */
export function pickScenario(input: { chosenId?: ScenarioId }, dice: Dice): ScenarioRecord {
  if (input.chosenId) {
    const scenario = scenarioById(input.chosenId);
    return {
      step: "scenario",
      scenarioId: scenario.id,
      source: "chosen",
      thrown: [],
      summary: `Scenario chosen: ${scenario.name}`,
    };
  }
  const d6 = rollD6(dice, "scenario");
  const scenario = scenarioForFace(d6.face);
  return {
    step: "scenario",
    scenarioId: scenario.id,
    source: "rolled",
    face: d6.face,
    thrown: d6.thrown,
    summary: `Random scenario D6 ${d6.face} → ${scenario.name}`,
  };
}
