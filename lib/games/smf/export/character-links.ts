import type { CharacterBuild, CharacterCampaignState } from "@/lib/rules/smf";

/**
 * The places a stored character names another character of its team by id: a Rapport partner
 * (build, L982), the vampire a thrall serves and the owner a sidekick arrives with (state). An
 * import gives every character a new id, so these are rewritten with the new ones. A character
 * shape that gains a link must be added here, or an import would keep a dangling id.
 */
export function linkedStateIds(state: CharacterCampaignState): string[] {
  return [state.thrallOf, state.sidekickOf].filter((id): id is string => id !== undefined);
}

export function hasLinks(build: CharacterBuild, state: CharacterCampaignState): boolean {
  return linkedStateIds(state).length > 0 || build.powers.some((pick) => pick.choices?.rapportPartnerId !== undefined);
}

/** The build and state with every link replaced through `newId` (an id it does not know stays as is). */
export function remapLinks(build: CharacterBuild, state: CharacterCampaignState, newId: ReadonlyMap<string, string>): { build: CharacterBuild; state: CharacterCampaignState } {
  const map = (id: string) => newId.get(id) ?? id;
  return {
    build: {
      ...build,
      powers: build.powers.map((pick) =>
        pick.choices?.rapportPartnerId === undefined ? pick : { ...pick, choices: { ...pick.choices, rapportPartnerId: map(pick.choices.rapportPartnerId) } },
      ),
    },
    state: {
      ...state,
      ...(state.thrallOf !== undefined ? { thrallOf: map(state.thrallOf) } : {}),
      ...(state.sidekickOf !== undefined ? { sidekickOf: map(state.sidekickOf) } : {}),
    },
  };
}
