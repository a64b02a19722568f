import { STANDARD_ARCHETYPES, type ArchetypeId, type CharacterBuild, type PowerId, type PowerTier, type StandardArchetypeId } from "../character";
import { ANYWHERE_MINORS, ARCHERY_BLASTER_MINORS, SUPER_EXTRA_MINORS, archetypeRow, standardArchetypeRow, type ArchetypeStats } from "../data/archetypes";
import { METAMORPH_FORMS } from "../data/metamorph-forms";
import { QUIVER_OPTIONS } from "../data/powers";

/**
 * Which powers a build may pick, and how many. Super and Powerhouse characters use their
 * bases' menus (L605, L637; Ruling R3).
 */

const STANDARD: readonly string[] = STANDARD_ARCHETYPES;

export function isStandardArchetype(id: string): id is StandardArchetypeId {
  return STANDARD.includes(id);
}

/** The standard archetypes whose menus a build uses: itself, a Super's base, a Powerhouse's two. */
export function menuBasesOf(build: CharacterBuild): StandardArchetypeId[] {
  if (isStandardArchetype(build.archetype)) return [build.archetype];
  if (build.archetype === "super") return (build.baseArchetypes ?? []).slice(0, 1).filter(isStandardArchetype);
  if (build.archetype === "powerhouse") return (build.baseArchetypes ?? []).slice(0, 2).filter(isStandardArchetype);
  return [];
}

function hasArchery(build: CharacterBuild): boolean {
  return build.powers.some((p) => p.power === "archery" && p.tier === "major");
}

/** A base archetype's own minor list; a Blaster who took Archery uses the restricted list (L278). */
function baseMinorMenu(base: StandardArchetypeId, build: CharacterBuild): readonly PowerId[] {
  if (base === "blaster" && hasArchery(build)) return ARCHERY_BLASTER_MINORS;
  return standardArchetypeRow(base).minorMenu;
}

/** Minors a build may take as ordinary picks: its own list(s) plus Amphibious and Construct. */
export function ownMinorMenu(build: CharacterBuild): Set<PowerId> {
  const menu = new Set<PowerId>(ANYWHERE_MINORS);
  const bases = menuBasesOf(build);
  if (bases.length > 0) {
    for (const base of bases) baseMinorMenu(base, build).forEach((p) => menu.add(p));
  } else {
    archetypeRow(build.archetype).minorMenu.forEach((p) => menu.add(p));
  }
  // Vehicles and henchmen have closed menus: Amphibious is already on the vehicle's, Construct on neither.
  if (build.archetype === "henchmen" || build.archetype === "street-level-henchmen") menu.delete("amphibious");
  if (build.archetype === "henchmen" || build.archetype === "street-level-henchmen" || build.archetype === "basic-vehicle") menu.delete("construct");
  return menu;
}

/** Every standard archetype's minor list, for a Super's cross-list trade (L605). */
export function anyStandardMinorMenu(): Set<PowerId> {
  const menu = new Set<PowerId>(ANYWHERE_MINORS);
  for (const a of STANDARD_ARCHETYPES) standardArchetypeRow(a).minorMenu.forEach((p) => menu.add(p));
  return menu;
}

export function streetLevelMinorMenu(): Set<PowerId> {
  return new Set(archetypeRow("street-level").minorMenu);
}

/** One required major choice: pick `count` from `menu`. */
export interface MajorSlot {
  base: ArchetypeId;
  menu: readonly PowerId[];
}

/**
 * The major picks a build must make, one slot per base with majors. A Powerhouse takes the majors
 * of both bases (Ruling R3); a Wildcard base brings none.
 */
export function majorSlots(build: CharacterBuild): MajorSlot[] {
  const bases = menuBasesOf(build);
  if (bases.length === 0) {
    const row = archetypeRow(build.archetype);
    return row.majorPicks > 0 ? [{ base: row.id, menu: row.majorMenu }] : [];
  }
  return bases
    .map((b) => standardArchetypeRow(b))
    .filter((r) => r.majorPicks > 0)
    .map((r) => ({ base: r.id, menu: r.majorMenu }));
}

/**
 * Minor picks before Boosts and Trade Off: the archetype's count; a Super's base + 2 (L605);
 * a Powerhouse's sum of both bases (Ruling R3).
 */
export function baseMinorPicks(build: CharacterBuild): number {
  const bases = menuBasesOf(build);
  if (build.archetype === "super") return bases.length === 1 ? standardArchetypeRow(bases[0]!).minorPicks + SUPER_EXTRA_MINORS : 0;
  if (build.archetype === "powerhouse") return bases.reduce((sum, b) => sum + standardArchetypeRow(b).minorPicks, 0);
  return archetypeRow(build.archetype).minorPicks ?? 0;
}

/** Base Move, Body and Psyche: the archetype's, a Super's base's, the better of a Powerhouse's two (Ruling R3). */
export function baseStats(build: CharacterBuild): ArchetypeStats | null {
  const bases = menuBasesOf(build);
  if (build.archetype === "super" || build.archetype === "powerhouse") {
    if (bases.length === 0) return null;
    const rows = bases.map((b) => standardArchetypeRow(b).stats);
    return {
      move: Math.max(...rows.map((s) => s.move)),
      body: Math.max(...rows.map((s) => s.body)),
      psyche: Math.max(...rows.map((s) => s.psyche)),
    };
  }
  return archetypeRow(build.archetype).stats;
}

/** Where a power can be found on the menus, for reference screens and tests. */
export type PowerSource = ArchetypeId | "any" | "archery-blaster" | "quiver" | `metamorph-form-${1 | 2 | 3 | 4 | 5 | 6}`;

const MENU_ARCHETYPES: readonly ArchetypeId[] = [...STANDARD_ARCHETYPES, "street-level", "henchmen", "basic-vehicle"];

export function powerSources(power: PowerId, tier: PowerTier): PowerSource[] {
  const sources: PowerSource[] = [];
  for (const id of MENU_ARCHETYPES) {
    const row = archetypeRow(id);
    const menu: readonly PowerId[] = tier === "major" ? row.majorMenu : row.minorMenu;
    if (menu.includes(power)) sources.push(id);
  }
  if (tier === "minor") {
    if ((ANYWHERE_MINORS as readonly PowerId[]).includes(power)) sources.push("any");
    if ((ARCHERY_BLASTER_MINORS as readonly PowerId[]).includes(power)) sources.push("archery-blaster");
    if ((QUIVER_OPTIONS as readonly PowerId[]).includes(power)) sources.push("quiver");
    for (const f of METAMORPH_FORMS) {
      if ((f.powers as readonly { power: PowerId }[]).some((p) => p.power === power)) sources.push(`metamorph-form-${f.form}`);
    }
  }
  return sources;
}
