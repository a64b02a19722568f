import type { CharacterBuild, PoolId } from "../character";
import { BACKGROUND_TABLE, backgroundRow } from "../data/backgrounds";
import { archetypeRow } from "../data/archetypes";
import { STREET_LEVEL_HENCHMEN_EQUIPMENT, STREET_LEVEL_HENCHMEN_EQUIPMENT_PICKS } from "../data/henchmen";
import { VEHICLE_SIZES, VEHICLE_SPECIAL_POWERS, VEHICLE_SPECIAL_POWER_PICKS } from "../data/vehicle";
import { problem, type Problem } from "./problem";
import { POOL_NAMES } from "./words";

const BACKGROUND_IDS: readonly string[] = BACKGROUND_TABLE.map((b) => b.id);

/** Background count for the archetype (2; henchmen 1; vehicles 0), no duplicates, Alien's category (L1165). */
export function validateBackgrounds(build: CharacterBuild, expected = archetypeRow(build.archetype).backgroundPicks): Problem[] {
  const problems: Problem[] = [];
  if (build.backgrounds.length !== expected) {
    problems.push(problem("wrong-background-count", "backgrounds", `Choose ${expected} background${expected === 1 ? "" : "s"}; ${build.backgrounds.length} chosen.`));
  }
  build.backgrounds.forEach((b, i) => {
    const field = `backgrounds[${i}]`;
    if (!BACKGROUND_IDS.includes(b.background)) return;
    if (build.backgrounds.findIndex((x) => x.background === b.background) !== i) {
      problems.push(problem("duplicate-background", field, `${backgroundRow(b.background).name} is already chosen.`));
    }
    if (b.background === "alien-dimensional" && !b.category) {
      problems.push(problem("missing-background-category", `${field}.category`, "Alien / Dimensional needs Magical or Science.", { line: 1165 }));
    }
    if (b.background !== "alien-dimensional" && b.category) {
      problems.push(problem("unexpected-background-category", `${field}.category`, `${backgroundRow(b.background).name} has no category to choose.`));
    }
  });
  return problems;
}

/** Street Level Henchmen: exactly 2 of the 5 equipment options (L1915); nobody else has equipment. */
export function validateHenchmenEquipment(build: CharacterBuild): Problem[] {
  const equipment = build.henchmenEquipment ?? [];
  const ids: readonly string[] = STREET_LEVEL_HENCHMEN_EQUIPMENT.map((e) => e.id);
  if (build.archetype !== "street-level-henchmen") {
    return equipment.length > 0 ? [problem("invalid-henchmen-equipment", "henchmenEquipment", "Only Street Level Henchmen take equipment.")] : [];
  }
  const problems: Problem[] = [];
  if (equipment.length !== STREET_LEVEL_HENCHMEN_EQUIPMENT_PICKS || new Set(equipment).size !== equipment.length) {
    problems.push(problem("invalid-henchmen-equipment", "henchmenEquipment", `Choose ${STREET_LEVEL_HENCHMEN_EQUIPMENT_PICKS} different equipment options.`, { line: 1915 }));
  }
  equipment.forEach((e, i) => {
    if (!ids.includes(e)) problems.push(problem("invalid-henchmen-equipment", `henchmenEquipment[${i}]`, `${e} is not an equipment option.`));
  });
  return problems;
}

/** Basic Vehicle: a size and exactly 2 special powers, Robot Brain only with Independent (L2728, L2734, L2760). */
export function validateVehicle(build: CharacterBuild): Problem[] {
  if (build.archetype !== "basic-vehicle") {
    return build.vehicle ? [problem("invalid-vehicle", "vehicle", "Only a Basic Vehicle has vehicle options.")] : [];
  }
  const v = build.vehicle;
  if (!v) return [problem("invalid-vehicle", "vehicle", "Choose the vehicle's size and two special powers.")];
  const problems: Problem[] = [];
  if (!VEHICLE_SIZES.some((s) => s.size === v.size)) problems.push(problem("invalid-vehicle", "vehicle.size", `${v.size} is not a vehicle size.`));
  const ids: readonly string[] = VEHICLE_SPECIAL_POWERS.map((p) => p.id);
  if (v.specialPowers.length !== VEHICLE_SPECIAL_POWER_PICKS || new Set(v.specialPowers).size !== v.specialPowers.length) {
    problems.push(problem("invalid-vehicle", "vehicle.specialPowers", `Choose ${VEHICLE_SPECIAL_POWER_PICKS} different special vehicle powers.`, { line: 2734 }));
  }
  v.specialPowers.forEach((p, i) => {
    if (!ids.includes(p)) problems.push(problem("invalid-vehicle", `vehicle.specialPowers[${i}]`, `${p} is not a special vehicle power.`));
  });
  if (v.specialPowers.includes("robot-brain") && !v.specialPowers.includes("independent")) {
    problems.push(problem("invalid-vehicle", "vehicle.specialPowers", "Robot Brain needs Independent.", { line: 2760 }));
  }
  return problems;
}

/**
 * Faults & Limits: each adds +1 Re-roll to a pool the character has, one per pool (L2862);
 * Glass Jaw not with Immortal (L2878); Slow not with Speed or Fast (L2893).
 */
export function validateFaults(build: CharacterBuild, existingPools: ReadonlySet<PoolId>): Problem[] {
  const problems: Problem[] = [];
  (build.faults ?? []).forEach((f, i) => {
    const field = `faults[${i}]`;
    if (!existingPools.has(f.pool))
      problems.push(problem("invalid-fault", field, `The character has no ${POOL_NAMES[f.pool] ?? `"${f.pool}"`} pool to add a Re-roll to.`, { line: 2862 }));
    if ((build.faults ?? []).findIndex((x) => x.pool === f.pool) !== i) problems.push(problem("invalid-fault", field, `Only one Fault Re-roll per pool.`, { line: 2862 }));
    if (f.fault === "glass-jaw" && build.powers.some((p) => p.power === "immortal")) {
      problems.push(problem("invalid-fault", field, "Glass Jaw cannot be taken with Immortal.", { line: 2878 }));
    }
    if (f.fault === "slow" && (build.powers.some((p) => p.power === "speed") || build.boosts.includes("fast"))) {
      problems.push(problem("invalid-fault", field, "Slow rules out Speed and Fast.", { line: 2893 }));
    }
  });
  return problems;
}
