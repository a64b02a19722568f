/**
 * The Deployment type (SU L1282–L1298): chosen by the loser of the Terrain Roll when it was made,
 * otherwise 1D10, even Zones and odd Markers (SU L1284). With Markers, a roll-off decides who
 * places the first Deployment Marker (SU L1294, `rollOff` "deployment-marker-order").
 */
import type { Dice } from "../../dice";
import { rollD10 } from "../dice";
import type { PlayerId, RollOffRecord, SetUpRecordBase } from "./roll-off";
import { DEPLOYMENT_TABLE, rowForFace, type DeploymentType } from "./tables";

/** STORED AS JSON; changing it needs a data migration. */
export interface DeploymentRecord extends SetUpRecordBase {
  step: "deployment";
  type: DeploymentType;
  source: "terrain-roll-loser" | "rolled";
  chosenBy?: PlayerId;
  face?: number;
}

export type DeploymentErrorCode = "deployment-choice-missing" | "deployment-chooser-won-terrain";
export type DeploymentResult = { ok: true; record: DeploymentRecord } | { ok: false; error: { code: DeploymentErrorCode; message: string } };

/**
 * Errors: `deployment-choice-missing` when a Terrain Roll was made but no loser chose;
 * `deployment-chooser-won-terrain` when the one choosing won the Terrain Roll.
 */
export function determineDeployment(input: { terrainRoll?: RollOffRecord; choice?: { by: PlayerId; type: DeploymentType } }, dice: Dice): DeploymentResult {
  if (input.terrainRoll) {
    const { choice, terrainRoll } = input;
    if (!choice) return { ok: false, error: { code: "deployment-choice-missing", message: "The loser of the Terrain Roll chooses Zones or Markers." } };
    if (!terrainRoll.losers.includes(choice.by)) {
      return { ok: false, error: { code: "deployment-chooser-won-terrain", message: `${choice.by} won the Terrain Roll; a player who lost it chooses the Deployment type.` } };
    }
    return {
      ok: true,
      record: {
        step: "deployment",
        type: choice.type,
        source: "terrain-roll-loser",
        chosenBy: choice.by,
        thrown: [],
        summary: `Deployment ${choice.type}, chosen by ${choice.by}`,
      },
    };
  }
  const d10 = rollD10(dice, "deployment");
  const row = rowForFace(DEPLOYMENT_TABLE, d10.face);
  return { ok: true, record: { step: "deployment", type: row.id, source: "rolled", face: d10.face, thrown: d10.thrown, summary: `Deployment D10 ${d10.face} → ${row.id}` } };
}
