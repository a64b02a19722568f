import { findPower, problemText, type CharacterBuild, type CharacterKind, type Problem } from "@/lib/rules/smf";

const MAJOR_CODES: ReadonlySet<string> = new Set(["too-few-majors", "too-many-majors", "major-not-on-menu"]);

const SECTIONS: Record<string, string> = {
  archetype: "Archetype",
  kind: "Archetype",
  baseArchetypes: "Base archetypes",
  boosts: "Boosts",
  tradeOff: "Trade Off",
  backgrounds: "Backgrounds",
  henchmenEquipment: "Henchmen equipment",
  vehicle: "Vehicle",
  faults: "Faults & Limits",
};

/**
 * The part of the character builder a problem belongs to, in the builder's own words ("Minor
 * powers", "Backgrounds"), so a player knows where to look; null when it belongs to none.
 */
export function problemSection(p: Problem, kind: CharacterKind, build: CharacterBuild): string | null {
  const top = /^[a-zA-Z]+/.exec(p.field)?.[0] ?? "";
  if (top !== "powers") return SECTIONS[top] ?? null;
  if (kind === "sidekick" || kind === "thrall") return "Sidekick's minor power";
  if (p.field === "powers") return MAJOR_CODES.has(p.code) ? "Major power" : p.code === "invalid-trade-off" ? "Trade Off" : "Minor powers";
  const index = /^powers\[(\d+)\]/.exec(p.field);
  const pick = index ? build.powers[Number(index[1])] : undefined;
  if (!pick) return "Powers";
  if (p.field.includes(".choices")) return findPower(pick.power, pick.tier)?.name ?? "Powers";
  if (pick.tier === "major") return "Major power";
  if (pick.source === "trade-off" || pick.source === "trade-off-street-level") return "Trade Off";
  return "Minor powers";
}

/** The label of a character in messages: `Character 3 “Grey Rhino”` (or `Character 3` without a name). */
export function characterLabel(number: number, name: string): string {
  return name ? `Character ${number} “${name}”` : `Character ${number}`;
}

/** `Character 3 “Grey Rhino”: Minor powers: 2 minor picks to spend, 3 spent.` */
export function problemLine(number: number, name: string, p: Problem, kind: CharacterKind, build: CharacterBuild): string {
  const section = problemSection(p, kind, build);
  return `${characterLabel(number, name)}: ${section ? `${section}: ` : ""}${problemText(p)}`;
}
