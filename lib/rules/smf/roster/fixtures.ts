import { freshCampaignState, type CharacterBuild, type CharacterCampaignState, type CharacterKind, type SmfCharacter } from "../character";

/** Builds a character for tests and examples; unspecified parts are empty or fresh. */
export function makeCharacter(
  build: Partial<CharacterBuild> & Pick<CharacterBuild, "archetype">,
  options: { id?: string; name?: string; kind?: CharacterKind; state?: Partial<CharacterCampaignState> } = {},
): SmfCharacter {
  return {
    id: options.id ?? "c1",
    name: options.name ?? "Test Character",
    kind: options.kind ?? "character",
    build: { powers: [], boosts: [], backgrounds: [], ...build },
    state: { ...freshCampaignState(), ...options.state },
  };
}
