import { describe, expect, test } from "vitest";
import {
  D10_FACES,
  type D10Row,
  DEPLOYMENT_TABLE,
  PLASMA_X_TABLE,
  PRIZE_TABLE,
  rowForFace,
  SCENARIO_IDS,
  SCENARIO_TABLE,
  scenarioById,
  SPECIALTY_TRAIT,
  SUBPLOT_TABLE,
  SUPER_QUEST_TABLE,
} from "./tables";

const TABLES: Array<{ label: string; table: readonly D10Row<string>[] }> = [
  { label: "Deployment (L1284)", table: DEPLOYMENT_TABLE },
  { label: "Scenario (L1330–L1340)", table: SCENARIO_TABLE },
  { label: "Subplot (L1449–L1455)", table: SUBPLOT_TABLE },
  { label: "Super Quest (L1426–L1432)", table: SUPER_QUEST_TABLE },
  { label: "Prize (L1483–L1491)", table: PRIZE_TABLE },
  { label: "Plasma X (L1531–L1539)", table: PLASMA_X_TABLE },
];

describe("every D10 face maps to exactly one row", () => {
  test.each(TABLES)("$label", ({ table }) => {
    for (const face of D10_FACES) expect(table.filter((r) => (r.faces as readonly number[]).includes(face))).toHaveLength(1);
    expect(() => rowForFace(table, 0)).toThrow(/out of range/);
    expect(() => rowForFace(table, 11)).toThrow(/out of range/);
  });
});

describe("rows", () => {
  test.each([
    [1, "slugfest"],
    [2, "slugfest"],
    [3, "danger-zone"],
    [4, "danger-zone"],
    [5, "enemy-territory"],
    [6, "enemy-territory"],
    [7, "hold-ground"],
    [8, "hold-ground"],
    [9, "super-quest"],
    [10, "super-quest"],
  ])("Scenario D10 %i → %s (L1332–L1340)", (face, id) => {
    expect(rowForFace(SCENARIO_TABLE, face).id).toBe(id);
  });

  test("scenario ids follow the table, and look up by id", () => {
    expect(SCENARIO_TABLE.map((r) => r.id)).toEqual([...SCENARIO_IDS]);
    expect(scenarioById("hold-ground").name).toBe("Hold Ground");
  });

  test.each([
    [1, "markers"],
    [2, "zones"],
    [9, "markers"],
    [10, "zones"],
  ])("Deployment D10 %i → %s: even Zones, odd Markers (L1284)", (face, id) => {
    expect(rowForFace(DEPLOYMENT_TABLE, face).id).toBe(id);
  });

  test.each([
    [1, "first-blood"],
    [4, "prize"],
    [5, "vip"],
    [8, "take-their-leader"],
    [9, "choose"],
  ])("Subplot D10 %i → %s (L1451–L1455)", (face, id) => {
    expect(rowForFace(SUBPLOT_TABLE, face).id).toBe(id);
  });

  test("Quest Markers need TN 9 with the Specialty's Trait, High Value no roll (L1428–L1432)", () => {
    expect(rowForFace(SUPER_QUEST_TABLE, 2)).toMatchObject({ id: "high-value" });
    expect(rowForFace(SUPER_QUEST_TABLE, 2)).not.toHaveProperty("tn");
    for (const row of SUPER_QUEST_TABLE.slice(1)) expect(row).toMatchObject({ tn: 9, trait: SPECIALTY_TRAIT[row.id as keyof typeof SPECIALTY_TRAIT] });
  });

  test("the Prize takes TN 5 with the Specialty's Trait (L1488–L1491, SU-R12)", () => {
    expect(rowForFace(PRIZE_TABLE, 1).id).toBe("choose");
    for (const row of PRIZE_TABLE.slice(1)) expect(row).toMatchObject({ tn: 5, trait: SPECIALTY_TRAIT[row.id as keyof typeof SPECIALTY_TRAIT] });
  });

  test.each([
    [2, "power"],
    [3, "recover"],
    [6, "move"],
    [7, "success"],
    [10, "choose"],
  ])("Plasma X D10 %i → %s (L1535–L1539)", (face, id) => {
    expect(rowForFace(PLASMA_X_TABLE, face).id).toBe(id);
  });
});
