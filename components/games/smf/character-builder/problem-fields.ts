import type { CharacterBuild } from "@/lib/rules/smf/character";
import type { Problem } from "@/lib/rules/smf/roster/problem";

/**
 * Where the builder shows each validation problem. `Problem.field` names a part of the build
 * ("powers[2]", "backgrounds[0].category"); the builder's controls are coarser (one group for the
 * minor picks, one per background slot, one per power choice), so each problem maps to the key of
 * the control it belongs beside. Anything without a control lands in "general", shown at the top.
 */

export type FieldKey =
  | "general"
  | "kind"
  | "archetype"
  | "baseArchetypes"
  | "majors"
  | "minors"
  | "crossList"
  | "boosts"
  | "tradeOff"
  | "backgrounds"
  | `background:${number}`
  | "henchmenEquipment"
  | "sidekickPower"
  /** A sidekick's owner: not a rules problem, the builder's own (lib/games/smf/schemas/character-sidekick.ts). */
  | "sidekickOf"
  | "vehicle"
  | `choice:${string}`;

const MAJOR_CODES: ReadonlySet<string> = new Set(["too-few-majors", "too-many-majors", "major-not-on-menu"]);

/** The key of one power choice control: `choice:force-field/minor:track`. */
export function choiceKey(power: string, tier: string, choice: string): FieldKey {
  return `choice:${power}/${tier}:${choice}`;
}

export function fieldKeyOf(p: Problem, kind: string, build: CharacterBuild): FieldKey {
  const f = p.field;
  if (kind === "sidekick" && (f === "powers" || /^powers\[\d+\]$/.test(f))) return "sidekickPower";
  if (f === "archetype" || f === "kind") return "archetype";
  if (f === "baseArchetypes") return "baseArchetypes";
  if (f === "tradeOff") return "tradeOff";
  if (f.startsWith("boosts")) return "boosts";
  if (f.startsWith("henchmenEquipment")) return "henchmenEquipment";
  if (f.startsWith("vehicle")) return "vehicle";
  if (f === "backgrounds") return "backgrounds";
  const bg = /^backgrounds\[(\d+)\]/.exec(f);
  if (bg) return `background:${Number(bg[1])}`;
  if (f === "powers") {
    if (MAJOR_CODES.has(p.code)) return "majors";
    return p.code === "invalid-trade-off" ? "tradeOff" : "minors";
  }
  const choice = /^powers\[(\d+)\]\.choices\.(\w+)/.exec(f);
  if (choice) {
    const pick = build.powers[Number(choice[1])];
    return pick ? choiceKey(pick.power, pick.tier, choice[2]!) : "general";
  }
  const power = /^powers\[(\d+)\]$/.exec(f);
  if (power) {
    const pick = build.powers[Number(power[1])];
    if (!pick) return "general";
    if (pick.tier === "major") return "majors";
    const source = pick.source ?? "pick";
    if (source === "trade-off" || source === "trade-off-street-level") return "tradeOff";
    if (source === "super-cross-list") return "crossList";
    return source === "pick" ? "minors" : "general";
  }
  return "general";
}

/** Every problem grouped by the control it belongs beside; no problem is dropped. */
export function problemsByField(problems: readonly Problem[], kind: string, build: CharacterBuild): Map<FieldKey, Problem[]> {
  const map = new Map<FieldKey, Problem[]>();
  for (const p of problems) {
    const key = fieldKeyOf(p, kind, build);
    map.set(key, [...(map.get(key) ?? []), p]);
  }
  return map;
}

/** A DOM id fragment for a field key. */
export function fieldSlug(key: FieldKey): string {
  return key.replace(/[^a-zA-Z0-9]+/g, "-");
}
