/**
 * The six scenarios (SMF L2128–L2451), the random scenario table (L2078–L2087) and each
 * scenario's special-event table. Summaries and end conditions are our own words.
 */
import type { CheckCategory, StandardArchetypeId } from "../character";
import type { SpecialEventId } from "./special-events";

export const SCENARIO_IDS = ["fortress-assault", "rooftop-rumble", "seek-and-find", "team-up", "the-fissure", "the-weapon"] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export type PostBattleSpecialId = "a-new-fastness" | "media-blitz" | "power-switch" | "crossover" | "followup" | "the-march-of-science";

export type D6Face = 1 | 2 | 3 | 4 | 5 | 6;

export interface PostBattleSpecialDef {
  id: PostBattleSpecialId;
  name: string;
  /** Who may make the check or take the benefit. */
  who: string;
  tn?: number;
  /** The check categories the roller may choose from. */
  categories?: CheckCategory[];
  summary: string;
}

export interface ScenarioDef {
  id: ScenarioId;
  name: string;
  /** Face of the random scenario D6 (L2081–L2086). */
  d6: D6Face;
  /** Book lines of the scenario's entry. */
  line: string;
  summary: string;
  ends: string;
  /** Story points for the winner and for every other team (L2114; Rulings R9, R10). */
  reward: { winner: number; loser: number };
  /** The scenario's special-event D6 table, face by face. */
  events: Record<D6Face, SpecialEventId>;
  /** Extra SP the scenario puts in play beyond the reward. */
  extraSp?: { kind: "fragments-majority" | "rift-or-secret"; sp: number; maxPerTeam?: number };
  postBattleSpecial: PostBattleSpecialDef;
}

export const SCENARIOS = [
  {
    id: "fortress-assault", // L2128–L2185
    name: "Fortress Assault",
    d6: 1, // L2081
    line: "L2128–L2185",
    summary: "One team holds a walled base with a gate and an energy dome; the other breaks in. The attackers also field one henchmen group.",
    ends: "After 5 rounds, or as soon as either side leaves the field.", // L2168
    reward: { winner: 2, loser: 1 }, // L2172
    events: {
      1: "alien-artifact", // L2176
      2: "dire-enemies", // L2177
      3: "stygian-darkness", // L2178
      4: "stygian-darkness", // L2178
      5: "civilians", // L2179
      6: "civilians", // L2179
    },
    postBattleSpecial: {
      id: "a-new-fastness", // L2183
      name: "A New Fastness",
      who: "The winning team.",
      summary:
        "The winner may keep the fortress as its base: it defends whenever this scenario comes up against a team without a base, and earns +1 SP after every post-battle sequence; losing a base held more than two battles costs 2 SP.",
    },
  },
  {
    id: "rooftop-rumble", // L2187–L2228
    name: "Rooftop Rumble!",
    d6: 2, // L2082
    line: "L2187–L2228",
    summary:
      "A brawl on the rooftops from opposite edges; a model knocked off an edge must make a TN3 roll to hang on or fall (TN6 damage) and lose turns. Flight, Super-Agility and Telekinesis ignore the drop.",
    ends: "After 5 rounds.", // L2211
    reward: { winner: 2, loser: 1 }, // L2215
    events: {
      1: "dire-enemies", // L2221
      2: "emanations-of-power", // L2222
      3: "stygian-darkness", // L2223
      4: "stygian-darkness", // L2223
      5: "traps", // L2224
      6: "traps", // L2224
    },
    postBattleSpecial: {
      id: "media-blitz", // L2228
      name: "Media Blitz",
      who: "One member of each team.",
      tn: 3,
      categories: ["creative", "image", "resource"],
      summary: "A TN3 Creative, Image or Resource check; each goal over the TN is a subplot die for the team's next scenario.",
    },
  },
  {
    id: "seek-and-find", // L2230–L2273
    name: "Seek and Find",
    d6: 3, // L2083
    line: "L2230–L2273",
    summary:
      "Five fragments of a cosmic artifact hide in seven terrain pieces; searching one is a TN3 Perception check (failure hurts Psyche). Carry fragments off your own edge; a KO'ed carrier drops its fragment.",
    ends: "When all five fragments have been carried off the table.", // L2256
    reward: { winner: 2, loser: 1 }, // L2260
    events: {
      1: "dangerous-ground", // L2266
      2: "emanations-of-power", // L2267
      3: "civilians", // L2268
      4: "civilians", // L2268
      5: "toga-wearing-space-god", // L2269
      6: "toga-wearing-space-god", // L2269
    },
    extraSp: { kind: "fragments-majority", sp: 1 }, // L2260
    postBattleSpecial: {
      id: "power-switch", // L2273
      name: "Power Switch!",
      who: "Each character who carried a fragment off the table.",
      tn: 2,
      categories: ["magical", "science"],
      summary: "A TN2 Magical or Science check; on a success the character may swap one minor power for another, for good.",
    },
  },
  {
    id: "team-up", // L2275–L2328
    name: "Team-Up",
    d6: 4, // L2084
    line: "L2275–L2328",
    summary: "Each player rolls 4D (plus up to 2D of subplot dice); the most goals wins a guest star (no Powerhouse) who joins at round 2 from that team's edge.",
    ends: "After 5 rounds.", // L2307
    reward: { winner: 2, loser: 1 }, // L2313
    events: {
      1: "curse", // L2319
      2: "dire-enemies", // L2320
      3: "emanations-of-power", // L2321
      4: "emanations-of-power", // L2321
      5: "traps", // L2322
      6: "traps", // L2322
    },
    postBattleSpecial: {
      id: "crossover", // L2326
      name: "Crossover!",
      who: "One member of the winning team.",
      tn: 3,
      categories: ["adventure", "magical", "science", "underworld"],
      summary: "A TN3 Adventure, Magical, Science or Underworld check; each goal over the TN is a subplot die for the team's next scenario.",
    },
  },
  {
    id: "the-fissure", // L2330–L2404
    name: "The Fissure",
    d6: 5, // L2085
    line: "L2330–L2404",
    summary:
      'A rift splits the table and may spit out a Chaos Beast each round. Within 3" a character may spend a special action on a TN4 check (Sorcerers and Mentalists +1D) to steal a secret or, with two successes, close the rift; failure costs 1 Psyche.',
    ends: "At least 3 rounds; then at the end of the round after the rift closes.", // L2386
    reward: { winner: 2, loser: 1 }, // L2390
    events: {
      1: "dangerous-ground", // L2397
      2: "emanations-of-power", // L2398
      3: "dire-enemies", // L2399
      4: "dire-enemies", // L2399
      5: "rogue-alien-diplomat", // L2400
      6: "rogue-alien-diplomat", // L2400
    },
    extraSp: { kind: "rift-or-secret", sp: 1, maxPerTeam: 1 }, // L2378, L2390
    postBattleSpecial: {
      id: "followup", // L2404
      name: "Followup",
      who: "One character from each team.",
      tn: 3,
      categories: ["investigation", "magical", "science"],
      summary: "A TN3 Investigation, Magical or Science check; each goal over the TN is a subplot die for the team's next scenario.",
    },
  },
  {
    id: "the-weapon", // L2406–L2451
    name: "The Weapon",
    d6: 6, // L2086
    line: "L2406–L2451",
    summary:
      "Defenders guard a super-weapon (TN5, Body 6) in the middle; attackers come from two edges. A TN4 Perception special action finds its weak spot, giving a teammate +2D on the next attack on it.",
    ends: "When the weapon is destroyed or the attackers are driven off.", // L2434
    reward: { winner: 2, loser: 1 }, // L2438
    events: {
      1: "alien-artifact", // L2444
      2: "dangerous-ground", // L2445
      3: "stygian-darkness", // L2446
      4: "stygian-darkness", // L2446
      5: "toga-wearing-space-god", // L2447
      6: "toga-wearing-space-god", // L2447
    },
    postBattleSpecial: {
      id: "the-march-of-science", // L2451
      name: "The March of Science",
      who: "Any character, on any team in the battle, with the Medicine or Science background.",
      tn: 4,
      // The book names no category; both qualifying backgrounds give Science dice (L1211, L1231).
      categories: ["science"],
      summary:
        "A TN4 check: success gives one teammate a permanent +1 Re-roll on an attack, defense or non-combat pool; failure blows up the lab and the character misses the next battle.",
    },
  },
] as const satisfies readonly ScenarioDef[];

export function scenarioById(id: ScenarioId): ScenarioDef {
  const scenario = SCENARIOS.find((s) => s.id === id);
  if (!scenario) throw new Error(`Unknown scenario id: ${id}`);
  return scenario;
}

export function scenarioForFace(face: number): ScenarioDef {
  const scenario = SCENARIOS.find((s) => s.d6 === face);
  if (!scenario) throw new Error(`Scenario D6 face out of range: ${face}`);
  return scenario;
}

/** Team-Up guest star: the optional random archetype table (L2293–L2299). Face 4 lets the player choose. */
export const GUEST_STAR_ARCHETYPE_TABLE = {
  1: ["blaster"], // L2294
  2: ["brawler"], // L2295
  3: ["brick"], // L2296
  4: ["mastermind", "metamorph"], // L2297
  5: ["sorcerer"], // L2298
  6: ["speedster"], // L2299
} as const satisfies Record<D6Face, readonly StandardArchetypeId[]>;

/** Team-Up: dice each player rolls to win the guest star, and the subplot dice they may add (L2289). */
export const GUEST_STAR_ROLL = { dice: 4, maxSubplotDice: 2 } as const; // L2289
