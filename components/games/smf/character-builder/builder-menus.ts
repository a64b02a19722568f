import { STANDARD_ARCHETYPES, type ArchetypeId, type CharacterBuild, type PowerId, type PowerPick } from "@/lib/rules/smf/character";
import { archetypeRow } from "@/lib/rules/smf/data/archetypes";
import { GRIMOIRE_EXCLUDED, POWERS, QUIVER_OPTIONS, SIDEKICK_EXCLUDED, findPower, type PowerRow } from "@/lib/rules/smf/data/powers";
import { VEHICLE_SIZES, VEHICLE_SPECIAL_POWERS } from "@/lib/rules/smf/data/vehicle";
import { anyStandardMinorMenu, ownMinorMenu, streetLevelMinorMenu } from "@/lib/rules/smf/roster/power-menus";

/**
 * The options each builder control offers: the legal menus from the roster rules, plus whatever the
 * build already holds (so an illegal pick stays visible, flagged, and can be removed).
 */

export type BuilderKind = "character" | "henchmen" | "sidekick" | "vehicle";

/** What a team's builder offers: a vehicle only where the campaign allows vehicles (L2714). */
export function builderKinds(allowVehicles: boolean): BuilderKind[] {
  return ["character", "henchmen", "sidekick", ...(allowVehicles ? (["vehicle"] as const) : [])];
}

/** Powers Longbox never offers outside their own archetype: Immortal (Ruling R5), Legion (henchmen only, L1907). */
const ARCHETYPE_BOUND: readonly PowerId[] = ["immortal", "legion"];

const byName = (a: PowerRow, b: PowerRow) => a.name.localeCompare(b.name);

function rows(ids: Iterable<PowerId>, tier: "major" | "minor"): PowerRow[] {
  return [...new Set(ids)].flatMap((id) => findPower(id, tier) ?? []).sort(byName);
}

function picked(build: CharacterBuild, source: NonNullable<PowerPick["source"]>): PowerId[] {
  return build.powers.filter((p) => p.tier === "minor" && (p.source ?? "pick") === source).map((p) => p.power);
}

export function archetypeOptions(kind: BuilderKind, allowAlternatePowerLevels: boolean): { id: ArchetypeId; name: string }[] {
  const ids: ArchetypeId[] =
    kind === "henchmen"
      ? ["henchmen", "street-level-henchmen"]
      : kind === "sidekick"
        ? ["street-level"]
        : kind === "vehicle"
          ? ["basic-vehicle"]
          : [...STANDARD_ARCHETYPES, ...(allowAlternatePowerLevels ? (["street-level", "super", "powerhouse"] as const) : [])];
  return ids.map((id) => ({ id, name: archetypeRow(id).name }));
}

/** Ordinary minor picks: the archetype's own list(s), Amphibious and Construct. */
export function minorOptions(build: CharacterBuild): PowerRow[] {
  return rows([...ownMinorMenu(build), ...picked(build, "pick")], "minor");
}

/** A Super's cross-list trade: minors on another standard archetype's list (L605). */
export function crossListOptions(build: CharacterBuild): PowerRow[] {
  const own = ownMinorMenu(build);
  return rows([...[...anyStandardMinorMenu()].filter((p) => !own.has(p)), ...picked(build, "super-cross-list")], "minor");
}

/** Trade Off's extra minor: own list for two penalties, Street-Level list for three (L1278). */
export function tradeOffOptions(build: CharacterBuild): PowerRow[] {
  const count = build.tradeOff?.length ?? 0;
  if (count === 2) return rows(ownMinorMenu(build), "minor");
  if (count === 3) return rows(streetLevelMinorMenu(), "minor");
  return [];
}

export function quiverOptions(): PowerRow[] {
  return rows(QUIVER_OPTIONS, "minor");
}

/** Grimoire (L1060): any major but Sorcery; any minor but Magic Artifact, Shield and archetype-bound ones. */
export function grimoireOptions(tier: "major" | "minor"): PowerRow[] {
  const excluded: readonly PowerId[] = [...GRIMOIRE_EXCLUDED, ...ARCHETYPE_BOUND];
  return POWERS.filter((p) => p.tier === tier && !excluded.includes(p.id)).sort(byName);
}

/** A sidekick's one minor power (L1037). */
export function sidekickPowerOptions(): PowerRow[] {
  const excluded: readonly PowerId[] = [...SIDEKICK_EXCLUDED, ...ARCHETYPE_BOUND];
  return POWERS.filter((p) => p.tier === "minor" && !excluded.includes(p.id)).sort(byName);
}

type VehicleSize = (typeof VEHICLE_SIZES)[number]["size"];

/** The three sizes with what each gives (L2728, L2786–L2790). */
export function vehicleSizeOptions(): { value: VehicleSize; label: string; description: string }[] {
  return VEHICLE_SIZES.map((s) => ({ value: s.size, label: s.size[0]!.toUpperCase() + s.size.slice(1), description: `Body ${s.body}, Move ${s.move}", crew ${s.crew}` }));
}

/** The special vehicle powers (L2734–L2762); Robot Brain says it needs Independent. */
export function vehicleSpecialPowerOptions(): { value: string; label: string; description: string }[] {
  return VEHICLE_SPECIAL_POWERS.map((p) => ({ value: p.id, label: p.name, description: "requires" in p ? `${p.description} Needs Independent.` : p.description }));
}
