/**
 * The seven scenarios (VSGMR L617–L655) with their suggested points. Set-ups and endings are our
 * own short words; the book has the full text.
 */

export const VSGMR_SCENARIO_IDS = ["basic-game", "ambush", "escape", "fortress-assault", "outflanked", "spawning", "transport"] as const;
export type VsgmrScenarioId = (typeof VSGMR_SCENARIO_IDS)[number];

/** A side of an asymmetric scenario. */
export type ScenarioRole = "ambusher" | "target" | "assaulter" | "defender" | "attacker" | "infiltrator" | "spawner";

/** Suggested points: one range for every player, or one budget per side. */
export type ScenarioBudget = { kind: "range"; minPoints: number; maxPoints: number } | { kind: "per-role"; roles: ReadonlyArray<{ role: ScenarioRole; points: number }> };

export interface VsgmrScenarioDef {
  id: VsgmrScenarioId;
  name: string;
  budget: ScenarioBudget;
  /** The book line of the suggested points. */
  budgetLine: number;
  /** The sides players choose between, where the scenario has them. */
  roles?: readonly ScenarioRole[];
  /** Rounds before the game ends, where the scenario sets a limit. */
  roundLimit?: number;
  setup: string;
  victory: string;
  /** Rules the app can apply for it. */
  specials?: readonly string[];
  lines: readonly [number, number];
}

const BASIC_RANGE: ScenarioBudget = { kind: "range", minPoints: 25, maxPoints: 40 };

export const VSGMR_SCENARIOS = [
  {
    id: "basic-game", // VSGMR L619–L623
    name: "Basic Game",
    budgetLine: 621,
    budget: BASIC_RANGE, // L621
    roundLimit: 5,
    setup: "Each player on their own side, at least 2 Move Units from any enemy.",
    victory: "Whoever still has figures standing after 5 rounds wins; or, by agreement, whoever defeated the most points of enemy figures.",
    lines: [619, 623],
  },
  {
    id: "ambush", // VSGMR L625–L627
    name: "Ambush",
    budgetLine: 627,
    budget: {
      kind: "per-role",
      roles: [
        { role: "ambusher", points: 25 },
        { role: "target", points: 40 },
      ],
    }, // L627
    roles: ["ambusher", "target"],
    setup: "Ambushers hide behind terrain and buildings; Targets stand in the open, each within 1 Move Unit of another Target figure.",
    victory: "Ends when every Ambusher figure or every Target figure is gone.",
    specials: ["Ambushers add +1 to Initiative rolls all game."],
    lines: [625, 627],
  },
  {
    id: "escape", // VSGMR L629–L633
    name: "Escape",
    budgetLine: 631,
    budget: BASIC_RANGE, // L631
    roundLimit: 5,
    setup: "As the Basic Game.",
    victory: "First to get more than half of their starting figures (by count, not points) off the opposite edge wins; the others may try to stop it until 5 rounds are over.",
    lines: [629, 633],
  },
  {
    id: "fortress-assault", // VSGMR L635–L639
    name: "Fortress Assault",
    budgetLine: 637,
    budget: {
      kind: "per-role",
      roles: [
        { role: "assaulter", points: 20 },
        { role: "defender", points: 40 },
      ],
    }, // L637
    roles: ["assaulter", "defender"],
    setup: 'Defenders within 3" of a large building; Assaulters 2 Move Units away from it.',
    victory: "Assaulters win when the building falls: it takes 2 hits, +1 for each Assaulter player after the first. Defenders win when every Assaulter is defeated.",
    lines: [635, 639],
  },
  {
    id: "outflanked", // VSGMR L641–L643
    name: "Outflanked",
    budgetLine: 643,
    budget: {
      kind: "per-role",
      roles: [
        { role: "defender", points: 35 },
        { role: "attacker", points: 40 },
      ],
    }, // L643
    roles: ["defender", "attacker"],
    setup: "As the Basic Game, but Attackers start with only half their points on the table. Defenders take the first turn of round 1.",
    victory: "Not stated beyond the Basic Game.",
    specials: ["Each Attacker turn, before moving, a d6 at or under the round number brings the rest of the force on within 1 Move Unit of an edge."],
    lines: [641, 643],
  },
  {
    id: "spawning", // VSGMR L645–L649
    name: "Spawning",
    budgetLine: 647,
    budget: BASIC_RANGE, // L647
    roles: ["infiltrator", "spawner"],
    setup: "Infiltrators set up on one side; each Spawner starts with one figure on the opposite side.",
    victory: "Not stated beyond the Basic Game.",
    specials: ["At the start of each Spawner turn, while figures wait off the table, a d6 says where one enters (the Spawning table); defeated figures never come back."],
    lines: [645, 649],
  },
  {
    id: "transport", // VSGMR L651–L655
    name: "Transport",
    budgetLine: 653,
    budget: BASIC_RANGE, // L653
    setup: "As the Basic Game, with an object marker near the centre.",
    victory: "Carry the object back to your own starting side. It cannot be harmed and drops where its carrier falls.",
    lines: [651, 655],
  },
] as const satisfies readonly VsgmrScenarioDef[];

export function vsgmrScenarioById(id: VsgmrScenarioId): VsgmrScenarioDef {
  const def = VSGMR_SCENARIOS.find((s) => s.id === id);
  if (!def) throw new Error(`Unknown VSGMR scenario: ${String(id)}`);
  return def;
}

/** Fortress Assault: hits the building takes before it falls, 2 plus 1 per Assaulter player after the first (L639). */
export function fortressBuildingHits(assaulterPlayers: number): number {
  if (!Number.isInteger(assaulterPlayers) || assaulterPlayers < 1) throw new Error(`Fortress Assault needs at least one Assaulter player (got ${assaulterPlayers})`);
  return 2 + (assaulterPlayers - 1);
}

/** Outflanked: the most half-points an Attacker may set up at the start, half its force rounded down to a half point (L643, VS-R16). */
export function outflankedOpeningHalves(forceHalves: number): number {
  return Math.floor(forceHalves / 2);
}
