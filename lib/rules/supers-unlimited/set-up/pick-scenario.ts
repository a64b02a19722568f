/** The Scenario: agreed by the players, or 1D10 on the Scenario table (SU L1330–L1340). */
import type { Dice } from "../../dice";
import { rollD10 } from "../dice";
import type { SetUpRecordBase } from "./roll-off";
import { rowForFace, SCENARIO_TABLE, scenarioById, type ScenarioId } from "./tables";

/** STORED AS JSON; changing it needs a data migration. */
export interface ScenarioRecord extends SetUpRecordBase {
  step: "scenario";
  scenarioId: ScenarioId;
  source: "chosen" | "rolled";
  face?: number;
}

/** With `chosenId` no die is thrown. */
export function pickScenario(input: { chosenId?: ScenarioId }, dice: Dice): ScenarioRecord {
  if (input.chosenId) {
    const row = scenarioById(input.chosenId);
    return { step: "scenario", scenarioId: row.id, source: "chosen", thrown: [], summary: `Scenario chosen: ${row.name}` };
  }
  const d10 = rollD10(dice, "scenario");
  const row = rowForFace(SCENARIO_TABLE, d10.face);
  return { step: "scenario", scenarioId: row.id, source: "rolled", face: d10.face, thrown: d10.thrown, summary: `Scenario D10 ${d10.face} → ${row.name}` };
}
