/**
 * The subplot table: one D6 for the whole battle picks the two subplots in play (SMF L1971–L1980).
 */
import { rollD6, type Dice } from "../../dice";
import type { CheckCategory } from "../character";
import { subplotRowForFace } from "../data/subplot-table";
import type { StepRecordBase } from "./pre-battle-record";

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface SubplotTableRecord extends StepRecordBase {
  step: "subplot-table";
  face: number;
  subplots: [CheckCategory, CheckCategory];
}

export function rollSubplotTable(dice: Dice): SubplotTableRecord {
  const d6 = rollD6(dice, "subplot-table");
  const row = subplotRowForFace(d6.face);
  const subplots: [CheckCategory, CheckCategory] = [row.subplots[0], row.subplots[1]];
  return {
    step: "subplot-table",
    face: d6.face,
    subplots,
    thrown: d6.thrown,
    summary: `Subplot table D6 ${d6.face} → ${subplots.map(categoryName).join(" and ")}`,
  };
}

export function categoryName(category: CheckCategory): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
