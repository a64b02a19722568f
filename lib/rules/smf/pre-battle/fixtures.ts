/**
 * Test and example builders for the pre-battle steps. Not used by the rules themselves.
 */
import type { Dice } from "../../dice";
import {
  freshCampaignState,
  type BackgroundId,
  type CharacterBuild,
  type CharacterCampaignState,
  type CharacterKind,
  type SmfCharacter,
} from "../character";
import type { SmfTeamState } from "../team";

export function character(
  id: string,
  options: {
    name?: string;
    kind?: CharacterKind;
    backgrounds?: BackgroundId[];
    build?: Partial<CharacterBuild>;
    state?: Partial<CharacterCampaignState>;
  } = {},
): SmfCharacter {
  const kind = options.kind ?? "character";
  const defaultArchetype = kind === "henchmen" ? "henchmen" : kind === "vehicle" ? "basic-vehicle" : "brawler";
  return {
    id,
    name: options.name ?? id,
    kind,
    build: {
      archetype: defaultArchetype,
      powers: [],
      boosts: [],
      backgrounds: (options.backgrounds ?? (kind === "character" ? ["athletics", "criminal"] : [])).map((background) => ({
        background,
      })),
      ...options.build,
    },
    state: { ...freshCampaignState(), ...options.state },
  };
}

export function team(
  teamId: string,
  characters: SmfCharacter[],
  options: Partial<Omit<SmfTeamState, "teamId" | "characters">> = {},
): SmfTeamState {
  return {
    teamId,
    name: options.name ?? teamId,
    alignment: "heroes",
    characters,
    storyPoints: { earned: 1, balance: 1 },
    milestonesReached: 0,
    carriedSubplotDice: 0,
    guestStarsPending: 0,
    replacedSidekickIds: [],
    ...options,
  };
}

/** Dice that count how many faces were asked for, around another Dice. */
export function countingDice(inner: Dice): Dice & { count(): number } {
  let n = 0;
  return {
    roll(sides, purpose) {
      n++;
      return inner.roll(sides, purpose);
    },
    count: () => n,
  };
}
