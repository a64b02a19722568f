import { freshCampaignState, SAMPLE_CHARACTERS, type CharacterBuild, type SmfCharacter } from "@/lib/rules/smf";
import type { TeamExportSource } from "../build-team-export";

/** Builders for the export tests only; never imported by app code. */

export function sampleCharacter(name: string, id = `id-${name.toLowerCase().replace(/\W+/g, "-")}`): SmfCharacter {
  const sample = SAMPLE_CHARACTERS.find((s) => s.character.name === name);
  if (!sample) throw new Error(`No sample character ${name}`);
  return { ...sample.character, id, state: freshCampaignState() };
}

/** A Brick with three minor picks for its two: "2 minor picks to spend, 3 spent." */
export const OVERSPENT_BRICK: CharacterBuild = {
  archetype: "brick",
  powers: [
    { power: "super-strength", tier: "major" },
    { power: "armor", tier: "minor" },
    { power: "leaping", tier: "minor" },
    { power: "resistance", tier: "minor" },
  ],
  boosts: [],
  backgrounds: [{ background: "blue-collar" }, { background: "criminal" }],
};

export const EXPORTED_AT = new Date("2026-11-21T12:00:00.000Z");

/** "The Night Shift": White Rhino, Deadeye, then a retired Commander, with a bumped Deadeye. */
export function nightShift(overrides: Partial<TeamExportSource> = {}): TeamExportSource {
  const deadeye = sampleCharacter("Deadeye");
  deadeye.state = { ...deadeye.state, curses: 1, bumps: [{ table: "martial", row: 2, issue: 1 }] };
  return {
    id: "team-1",
    name: "The Night Shift",
    alignment: "HEROES",
    notes: "Out after dark.",
    ownerName: "Pat Player",
    archivedAt: null,
    createdAt: new Date("2026-11-01T09:00:00.000Z"),
    storyPoints: { balance: 6, earned: 8 },
    roster: [
      { character: sampleCharacter("White Rhino"), position: 0, isRetired: false },
      { character: deadeye, position: 1, isRetired: false },
      { character: sampleCharacter("The Commander"), position: 2, isRetired: true },
    ],
    ...overrides,
  };
}
