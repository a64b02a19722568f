import {
  STANDARD_ARCHETYPES,
  type ArchetypeId,
  type BackgroundId,
  type BoostId,
  type CharacterBuild,
  type PowerChoices,
  type PowerId,
  type PowerPick,
  type PowerTier,
  type StandardArchetypeId,
} from "@/lib/rules/smf/character";
import { archetypeRow } from "@/lib/rules/smf/data/archetypes";
import { majorSlots, ownMinorMenu, streetLevelMinorMenu } from "@/lib/rules/smf/roster/power-menus";
import { SIDEKICK_OWNER_MISSING_MESSAGE, type SidekickOwnerOption } from "@/lib/games/smf/schemas/character-sidekick";
import type { BuilderKind } from "./builder-menus";

/**
 * Pure edits the builder makes to a CharacterBuild. Each returns a new build; none validates
 * (validateCharacter does that, and the builder shows every problem it finds).
 */

type Source = NonNullable<PowerPick["source"]>;
type TradeOffStat = "body" | "psyche" | "move";

const GAINED_IN_PLAY: readonly Source[] = ["bump", "power-switch", "thrall"];
const TRADE_OFF_ORDER: readonly TradeOffStat[] = ["body", "psyche", "move"];

const sourceOf = (p: PowerPick): Source => p.source ?? "pick";

type VehicleOptions = NonNullable<CharacterBuild["vehicle"]>;

/** A vehicle starts small with no special powers picked; the size is one click to change. */
const BLANK_VEHICLE: VehicleOptions = { size: "small", specialPowers: [] };

export function blankBuild(kind: BuilderKind): CharacterBuild {
  const archetype: ArchetypeId = kind === "henchmen" ? "henchmen" : kind === "sidekick" ? "street-level" : kind === "vehicle" ? "basic-vehicle" : "blaster";
  return kind === "vehicle" ? { archetype, powers: [], boosts: [], backgrounds: [], vehicle: BLANK_VEHICLE } : { archetype, powers: [], boosts: [], backgrounds: [] };
}

/** Drops the picks the build's archetype can no longer make; keeps powers gained in play. */
export function keepLegalPicks(build: CharacterBuild): CharacterBuild {
  const own = ownMinorMenu(build);
  const slots = majorSlots(build);
  const tradeOffs = build.tradeOff?.length ?? 0;
  const powers = build.powers.filter((p) => {
    const source = sourceOf(p);
    if (GAINED_IN_PLAY.includes(source)) return true;
    if (p.tier === "major") return slots.some((s) => s.menu.includes(p.power));
    if (source === "super-cross-list") return build.archetype === "super";
    if (source === "trade-off") return tradeOffs === 2 && own.has(p.power);
    if (source === "trade-off-street-level") return tradeOffs === 3 && streetLevelMinorMenu().has(p.power);
    return own.has(p.power);
  });
  return { ...build, powers };
}

function defaultBases(archetype: ArchetypeId, previous: ArchetypeId): StandardArchetypeId[] | undefined {
  const first: StandardArchetypeId = (STANDARD_ARCHETYPES as readonly string[]).includes(previous) ? (previous as StandardArchetypeId) : "brick";
  if (archetype === "super") return [first];
  if (archetype === "powerhouse") return [first, first === "blaster" ? "brick" : "blaster"];
  return undefined;
}

/** A new archetype: bases defaulted, backgrounds trimmed to its count, picks it can't make dropped. */
export function changeArchetype(build: CharacterBuild, archetype: ArchetypeId): CharacterBuild {
  const row = archetypeRow(archetype);
  const isCharacter = row.kind === "standard" || row.kind === "alternate";
  const next: CharacterBuild = { archetype, powers: build.powers, boosts: isCharacter ? build.boosts : [], backgrounds: build.backgrounds.slice(0, row.backgroundPicks) };
  const bases = defaultBases(archetype, build.archetype);
  if (bases) next.baseArchetypes = bases;
  if (isCharacter && build.tradeOff?.length) next.tradeOff = build.tradeOff;
  if (archetype === "street-level-henchmen") next.henchmenEquipment = build.henchmenEquipment ?? [];
  if (archetype === "basic-vehicle") next.vehicle = build.vehicle ?? BLANK_VEHICLE;
  if (build.faults?.length) next.faults = build.faults;
  return keepLegalPicks(next);
}

export function setBaseArchetype(build: CharacterBuild, index: number, base: StandardArchetypeId): CharacterBuild {
  const bases = [...(build.baseArchetypes ?? [])];
  bases[index] = base;
  return keepLegalPicks({ ...build, baseArchetypes: bases });
}

/** Sets the major picked from one slot's menu (a Powerhouse has two slots); null clears it. */
export function setMajor(build: CharacterBuild, menu: readonly PowerId[], power: PowerId | null): CharacterBuild {
  const isSlotPick = (p: PowerPick) => p.tier === "major" && sourceOf(p) === "pick" && menu.includes(p.power);
  const previous = build.powers.find(isSlotPick);
  const rest = build.powers.filter((p) => !isSlotPick(p));
  if (!power) return { ...build, powers: rest };
  const pick: PowerPick = { power, tier: "major" };
  if (previous?.power === power && previous.choices) pick.choices = previous.choices;
  const majors = rest.filter((p) => p.tier === "major");
  return { ...build, powers: [...majors, pick, ...rest.filter((p) => p.tier !== "major")] };
}

export function toggleMinor(build: CharacterBuild, power: PowerId, source: Source, isOn: boolean): CharacterBuild {
  const matches = (p: PowerPick) => p.power === power && p.tier === "minor" && sourceOf(p) === source;
  if (!isOn) return { ...build, powers: build.powers.filter((p) => !matches(p)) };
  if (build.powers.some(matches)) return build;
  const pick: PowerPick = source === "pick" ? { power, tier: "minor" } : { power, tier: "minor", source };
  return { ...build, powers: [...build.powers, pick] };
}

/** Trade Off penalties; a Trade Off power that no longer fits the count is dropped. */
export function setTradeOff(build: CharacterBuild, penalties: readonly TradeOffStat[]): CharacterBuild {
  const sorted = TRADE_OFF_ORDER.filter((s) => penalties.includes(s));
  const next: CharacterBuild = { ...build };
  if (sorted.length) next.tradeOff = sorted;
  else delete next.tradeOff;
  const keep = (p: PowerPick) => (sourceOf(p) !== "trade-off" || sorted.length === 2) && (sourceOf(p) !== "trade-off-street-level" || sorted.length === 3);
  return { ...next, powers: build.powers.filter(keep) };
}

/** The one extra minor Trade Off grants (own list with two penalties, Street-Level with three). */
export function setTradeOffPower(build: CharacterBuild, power: PowerId | null): CharacterBuild {
  const source: Source = build.tradeOff?.length === 3 ? "trade-off-street-level" : "trade-off";
  const rest = build.powers.filter((p) => sourceOf(p) !== "trade-off" && sourceOf(p) !== "trade-off-street-level");
  return { ...build, powers: power ? [...rest, { power, tier: "minor", source }] : rest };
}

/** Merges choices into the first pick of that power and tier; an undefined value removes the key. */
export function setChoices(build: CharacterBuild, power: PowerId, tier: PowerTier, patch: Partial<PowerChoices>): CharacterBuild {
  const index = build.powers.findIndex((p) => p.power === power && p.tier === tier);
  if (index < 0) return build;
  const choices: Record<string, unknown> = { ...build.powers[index]!.choices };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete choices[key];
    else choices[key] = value;
  }
  const powers = build.powers.map((p, i) => (i === index ? { ...p, choices: choices as PowerChoices } : p));
  return { ...build, powers };
}

export function toggleBoost(build: CharacterBuild, boost: BoostId, isOn: boolean): CharacterBuild {
  const boosts = build.boosts.filter((b) => b !== boost);
  return { ...build, boosts: isOn ? [...boosts, boost] : boosts };
}

/** Sets background slot `slot`; null empties it. Alien / Dimensional keeps its category while it stays. */
export function setBackground(build: CharacterBuild, slot: number, background: BackgroundId | null): CharacterBuild {
  const list = [...build.backgrounds];
  if (!background) {
    list.splice(slot, 1);
    return { ...build, backgrounds: list };
  }
  const previous = list[slot];
  const keepCategory = previous?.background === background && previous.category;
  list[Math.min(slot, list.length)] = keepCategory ? { background, category: previous.category } : { background };
  return { ...build, backgrounds: list };
}

export function setBackgroundCategory(build: CharacterBuild, slot: number, category: "magical" | "science"): CharacterBuild {
  const backgrounds = build.backgrounds.map((b, i) => (i === slot ? { ...b, category } : b));
  return { ...build, backgrounds };
}

export function toggleEquipment(build: CharacterBuild, id: string, isOn: boolean): CharacterBuild {
  const equipment = (build.henchmenEquipment ?? []).filter((e) => e !== id);
  return { ...build, henchmenEquipment: isOn ? [...equipment, id] : equipment };
}

/** A sidekick has exactly one minor power (L1037). */
export function setSidekickPower(build: CharacterBuild, power: PowerId | null): CharacterBuild {
  const kept = build.powers.find((p) => p.power === power && p.tier === "minor");
  return { ...build, powers: power ? [kept ?? { power, tier: "minor" }] : [] };
}

/**
 * A sidekick's owner was chosen: a sidekick with no power yet takes the one its owner's sheet names
 * (the owner chooses it, L1037); one already picked is kept, as the player chose it here.
 */
export function setSidekickOwner(build: CharacterBuild, owner: SidekickOwnerOption | undefined): CharacterBuild {
  if (!owner?.sidekickPower || build.powers.length > 0) return build;
  return setSidekickPower(build, owner.sidekickPower);
}

export function setVehicleSize(build: CharacterBuild, size: VehicleOptions["size"]): CharacterBuild {
  return { ...build, vehicle: { ...(build.vehicle ?? BLANK_VEHICLE), size } };
}

/** Adds or removes one special vehicle power; the count and Robot Brain's need are the rules' to check. */
export function toggleVehicleSpecialPower(build: CharacterBuild, id: string, isOn: boolean): CharacterBuild {
  const vehicle = build.vehicle ?? BLANK_VEHICLE;
  const rest = vehicle.specialPowers.filter((p) => p !== id);
  return { ...build, vehicle: { ...vehicle, specialPowers: isOn ? [...rest, id] : rest } };
}

export const SIDEKICK_OWNER_UNAVAILABLE_MESSAGE = "That teammate cannot have this sidekick now; choose another.";

/**
 * The builder's own check of a sidekick's owner, before the server's: one is chosen, and it is one
 * of the teammates offered (`owners`, from sidekickOwnerOptions). No owners list means no team
 * (the public sandbox), so nothing to check.
 */
export function sidekickOwnerDraftProblem(kind: BuilderKind, sidekickOf: string | undefined, owners: readonly SidekickOwnerOption[] | undefined): string | null {
  if (kind !== "sidekick" || !owners) return null;
  if (!sidekickOf) return SIDEKICK_OWNER_MISSING_MESSAGE;
  return owners.some((o) => o.id === sidekickOf) ? null : SIDEKICK_OWNER_UNAVAILABLE_MESSAGE;
}
