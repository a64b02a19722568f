/**
 * Builders for tests and benchmarks of the SMF rules: characters, teams, dice wrappers and
 * post-battle inputs. Never imported by the rules themselves and not exported from smf/index.ts.
 */
import type { Dice } from "../../dice";
import { freshCampaignState, type BackgroundId, type CharacterBuild, type CharacterCampaignState, type CharacterKind, type PowerId, type SmfCharacter } from "../character";
import type { BattleReport, PostBattleChoices, PostBattleInput, SmfCampaignOptions, TeamBattleReport } from "../post-battle/types";
import type { SmfTeamState } from "../team";

// ---------------------------------------------------------------------------------------------
// Characters and teams.

export interface MemberOptions {
  name?: string;
  kind?: CharacterKind;
  /** Default: "henchmen" for henchmen, "basic-vehicle" for vehicles, otherwise "wildcard". */
  archetype?: CharacterBuild["archetype"];
  /** Default: Athletics and Criminal for a character, none for any other kind. */
  backgrounds?: BackgroundId[];
  /** Minor picks, in order. */
  powers?: PowerId[];
  /** Laid over everything above (e.g. `build.archetype`, full `build.powers` picks). */
  build?: Partial<CharacterBuild>;
  state?: Partial<CharacterCampaignState>;
}

/** A roster member: a playable character unless `kind` says otherwise, with a fresh campaign state. */
export function member(id: string, options: MemberOptions = {}): SmfCharacter {
  const kind = options.kind ?? "character";
  const archetype = options.archetype ?? (kind === "henchmen" ? "henchmen" : kind === "vehicle" ? "basic-vehicle" : "wildcard");
  return {
    id,
    name: options.name ?? id,
    kind,
    build: {
      archetype,
      powers: (options.powers ?? []).map((power) => ({ power, tier: "minor" as const })),
      boosts: [],
      backgrounds: (options.backgrounds ?? (kind === "character" ? ["athletics", "criminal"] : [])).map((background) => ({ background })),
      ...options.build,
    },
    state: { ...freshCampaignState(), ...options.state },
  };
}

/**
 * The build-first form for roster tests: exactly `build` (no default backgrounds or powers), id
 * "c1" and name "Test Character" unless given.
 */
export function characterFromBuild(
  build: Partial<CharacterBuild> & Pick<CharacterBuild, "archetype">,
  options: { id?: string; name?: string; kind?: CharacterKind; state?: Partial<CharacterCampaignState> } = {},
): SmfCharacter {
  return member(options.id ?? "c1", { name: options.name ?? "Test Character", kind: options.kind, backgrounds: [], build, state: options.state });
}

/** A team of villains holding 1 SP (earned 1, balance 1) and nothing else, unless given. */
export function squad(teamId: string, characters: SmfCharacter[], options: Partial<Omit<SmfTeamState, "teamId" | "characters">> = {}): SmfTeamState {
  return {
    teamId,
    name: options.name ?? teamId,
    alignment: "villains",
    characters,
    storyPoints: { earned: 1, balance: 1 },
    milestonesReached: 0,
    carriedSubplotDice: 0,
    guestStarsPending: 0,
    replacedSidekickIds: [],
    ...options,
  };
}

// ---------------------------------------------------------------------------------------------
// Dice.

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

// ---------------------------------------------------------------------------------------------
// Post-battle inputs.

export const DEFAULT_OPTIONS: SmfCampaignOptions = { storyPointGoal: 20 };

/** A team's report: fielded = every active member unless given; nobody KO'ed unless given. */
export function teamReport(team: SmfTeamState, result: TeamBattleReport["result"], extra: Partial<TeamBattleReport> = {}): TeamBattleReport {
  return {
    teamId: team.teamId,
    result,
    fieldedCharacterIds: team.characters.filter((c) => c.state.status === "active").map((c) => c.id),
    knockedOut: [],
    ...extra,
  };
}

export function battleInput(
  teams: SmfTeamState[],
  reports: TeamBattleReport[],
  options: { report?: Partial<BattleReport>; choices?: PostBattleChoices; campaign?: Partial<SmfCampaignOptions> } = {},
): PostBattleInput {
  return {
    report: { issue: 1, scenarioId: "rooftop-rumble", teams: reports, ...options.report },
    teams,
    options: { ...DEFAULT_OPTIONS, ...options.campaign },
    choices: { special: { checks: [] }, ...options.choices },
  };
}

const ROSTER_TEMPLATES: MemberOptions[] = [
  { archetype: "brick", backgrounds: ["blue-collar", "athletics"], powers: ["regen"] },
  { archetype: "mentalist", backgrounds: ["science", "journalist"] },
  { archetype: "blaster", backgrounds: ["military", "espionage"], powers: ["magic-artifact"] },
  { archetype: "sorcerer", backgrounds: ["arcane", "art"] },
  { archetype: "wildcard", backgrounds: ["medicine", "criminal"], powers: ["vampire"] },
  { archetype: "speedster", backgrounds: ["athletics", "business"] },
  { kind: "henchmen", backgrounds: ["criminal"] },
];

/**
 * A campaign battle for the whole-sequence tests and the benchmark: `teams` teams of `size`
 * members (from the templates above), The Weapon with the Toga-Wearing Space God, and three
 * KO'ed members per team (the first by a Vampire, the second on both tracks with further harm).
 */
export function bigBattle(teams = 4, size = 7): PostBattleInput {
  const squads = Array.from({ length: teams }, (_, t) =>
    squad(
      `team-${t + 1}`,
      Array.from({ length: size }, (_, i) => member(`t${t + 1}-m${i + 1}`, { name: `T${t + 1} Member ${i + 1}`, ...ROSTER_TEMPLATES[i % ROSTER_TEMPLATES.length] })),
      { name: `Team ${t + 1}`, alignment: t % 2 === 0 ? "heroes" : "villains", storyPoints: { earned: 4 + t, balance: 3 + t }, milestonesReached: 0 },
    ),
  );
  const reports = squads.map((s, t): TeamBattleReport => {
    const foe = squads[(t + 1) % teams]!;
    const vampire = foe.characters.find((c) => c.build.powers.some((p) => p.power === "vampire"));
    return teamReport(s, t === 0 ? "won" : "lost", {
      knockedOut: [
        { characterId: s.characters[0]!.id, track: "body", furtherHarm: 0, injuredByTeamId: foe.teamId, ...(vampire ? { vampireId: vampire.id } : {}) },
        { characterId: s.characters[1]!.id, track: "both", furtherHarm: 2, injuredByTeamId: foe.teamId },
        { characterId: s.characters[size - 1]!.id, track: "body", furtherHarm: 0, injuredByTeamId: foe.teamId },
      ],
      ...(t === 1 ? { spaceGodCommunions: [{ characterId: s.characters[3]!.id, goals: 5 }] } : {}),
    });
  });
  return {
    report: { issue: 5, scenarioId: "the-weapon", specialEventId: "toga-wearing-space-god", teams: reports },
    teams: squads,
    options: { storyPointGoal: 20 },
    choices: {
      special: {
        checks: squads.map((s) => ({ characterId: s.characters[4]!.id, category: "science" as const, teammateId: s.characters[2]!.id, pool: "ranged-attack" as const })),
      },
      spends: [{ kind: "guest-star", teamId: "team-1" }],
    },
  };
}
