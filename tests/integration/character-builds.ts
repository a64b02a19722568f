import { SAMPLE_CHARACTERS, type CharacterBuild } from "@/lib/rules/smf";
import type { CharacterDetailsInput } from "@/lib/games/smf/schemas/character";

function sampleBuild(name: string): CharacterBuild {
  return SAMPLE_CHARACTERS.find((sample) => sample.character.name === name)!.character.build;
}

/** Builds for roster tests, each checked by validateCharacter in characters.test.ts. */
export const BUILDS = {
  /** White Rhino's build (L3008): a legal standard Brick. */
  brick: sampleBuild("White Rhino"),
  /** Deadeye's build (L3044): a legal Blaster with Archery. */
  blaster: sampleBuild("Deadeye"),
  /** A Brick with three minor picks for its two and no backgrounds: two problems. */
  illegalBrick: {
    archetype: "brick",
    powers: [
      { power: "super-strength", tier: "major" },
      { power: "armor", tier: "minor" },
      { power: "leaping", tier: "minor" },
      { power: "resistance", tier: "minor" },
    ],
    boosts: [],
    backgrounds: [],
  },
  /** A Super (an alternate power level, L605) on a Brick base. */
  superBrick: {
    archetype: "super",
    baseArchetypes: ["brick"],
    powers: [
      { power: "super-strength", tier: "major" },
      { power: "armor", tier: "minor" },
      { power: "leaping", tier: "minor" },
      { power: "resistance", tier: "minor" },
      { power: "massive", tier: "minor" },
    ],
    boosts: [],
    backgrounds: [{ background: "blue-collar" }, { background: "criminal" }],
  },
  henchmen: {
    archetype: "henchmen",
    powers: [
      { power: "legion", tier: "minor" },
      { power: "armor", tier: "minor" },
    ],
    boosts: [],
    backgrounds: [{ background: "criminal" }],
  },
  sidekick: { archetype: "street-level", powers: [{ power: "armor", tier: "minor" }], boosts: [], backgrounds: [] },
} satisfies Record<string, CharacterBuild>;

export function characterInput(name: string, build: CharacterBuild, kind: CharacterDetailsInput["kind"] = "character"): CharacterDetailsInput {
  return { name, kind, build };
}
