/**
 * Special events and conditions (SMF L2453–L2561). Each scenario rolls a D6 on its own table
 * (data/scenarios.ts) to pick one of these before the teams are set up (L2118).
 * Summaries are our own words; the book has the full text.
 */

export const SPECIAL_EVENT_IDS = [
  "alien-artifact",
  "dire-enemies",
  "stygian-darkness",
  "civilians",
  "emanations-of-power",
  "traps",
  "dangerous-ground",
  "toga-wearing-space-god",
  "curse",
  "rogue-alien-diplomat",
] as const;
export type SpecialEventId = (typeof SPECIAL_EVENT_IDS)[number];

/**
 * What an event leaves behind after the battle (read by the post-battle sequence).
 * `sp`: story points gained per instance; `maxSp`: the cap per team per battle;
 * `tn`: the TN of the check the effect hinges on (seize, lift, commune).
 */
export interface SpecialEventCampaignEffect {
  kind: "artifact-carried" | "civilians-rescued" | "curse" | "diplomat-held" | "space-god-communion";
  sp?: number;
  maxSp?: number;
  tn?: number;
}

export interface SpecialEventDef {
  id: SpecialEventId;
  name: string;
  /** Book lines of the event's entry. */
  line: string;
  /** Our own short description of the event. */
  summary: string;
  /** Absent for battle-only events (Dire Enemies, Emanations, Stygian Darkness, Traps, Dangerous Ground). */
  campaignEffect?: SpecialEventCampaignEffect;
}

export const SPECIAL_EVENTS = [
  {
    id: "alien-artifact", // L2459–L2463
    name: "Alien Artifact",
    line: "L2459–L2463",
    summary:
      "An artifact counter sits mid-table; seizing it takes a special action and a TN4 objective check (failure costs 1 Body and 1 Psyche). Its holder gets +1D on defense rolls; holding it at the end earns the team +1 SP.",
    campaignEffect: { kind: "artifact-carried", sp: 1, tn: 4 },
  },
  {
    id: "dire-enemies", // L2491–L2493
    name: "Dire Enemies",
    line: "L2491–L2493",
    summary: "Bad blood: every character on both sides gets +1D on melee attack rolls this battle.",
  },
  {
    id: "stygian-darkness", // L2543–L2545
    name: "Stygian Darkness",
    line: "L2543–L2545",
    summary:
      "Poor light: characters without Enhanced Senses take +1 to their TNs and give sighted foes +1D in melee, but gain +1D to hide and to ranged defense against other unsighted attackers.",
  },
  {
    id: "civilians", // L2465–L2467
    name: "Civilians",
    line: "L2465–L2467",
    summary:
      "1D6 bystanders wander the table each round. They can be taken hostage, used as shields or protected; each one escorted off the table earns +1 SP, at most +2 SP per team per battle.",
    campaignEffect: { kind: "civilians-rescued", sp: 1, maxSp: 2 },
  },
  {
    id: "emanations-of-power", // L2495–L2499
    name: "Emanations of Power",
    line: "L2495–L2499",
    summary:
      "At the start of each round each player picks one of their characters at random for a TN3 check; a failure leaves it open (+1D to foes' attacks and defenses against it) until it passes or the battle ends.",
  },
  {
    id: "traps", // L2559–L2561
    name: "Traps",
    line: "L2559–L2561",
    summary:
      "Each round each team's first model to act makes a Chance roll (Brawlers +1 Re-roll): no goals springs a TN4 hit, 3+ goals disarms. Once a team springs or disarms one it stops rolling.",
  },
  {
    id: "dangerous-ground", // L2477–L2489
    name: "Dangerous Ground",
    line: "L2477–L2489",
    summary: 'A 20" patch of difficult ground fills the middle of the table; a D6 makes it sinkholes (TN3 entangle, TN4 for heavy models) or deep water (TN3 check or drowning).',
  },
  {
    id: "toga-wearing-space-god", // L2547–L2557
    name: "Toga-Wearing Space God",
    line: "L2547–L2557",
    summary:
      "A cosmic onlooker: a special action and a TN4 check communes with him, once per battle per character for +1 SP if it survives and a lasting +1D on Magical and Science checks. Failing by 2+ draws a 6D[2] Psyche attack.",
    campaignEffect: { kind: "space-god-communion", sp: 1, tn: 4 },
  },
  {
    id: "curse", // L2469–L2473
    name: "Curse",
    line: "L2469–L2473",
    summary:
      "One random character per team makes a Chance roll; no goals means cursed: +1 to all its TNs, in and out of battle, until lifted. Curses stack. Lifting costs 1 SP, or a Mentalist or Sorcerer gives up the team's subplot roll for a TN3 Magical check.",
    campaignEffect: { kind: "curse", tn: 3 },
  },
  {
    id: "rogue-alien-diplomat", // L2501–L2541
    name: "Rogue Alien Diplomat",
    line: "L2501–L2541",
    summary:
      'A neutral alien (Mentalist, Move 6", Body 6, Psyche 8) hides on the table and from round 3 tries to teleport away (TN4). Winning by force, knocking him out or carrying him off captures him; the team holding him at the end earns +1 SP.',
    campaignEffect: { kind: "diplomat-held", sp: 1 },
  },
] as const satisfies readonly SpecialEventDef[];

export function specialEventById(id: SpecialEventId): SpecialEventDef {
  const event = SPECIAL_EVENTS.find((e) => e.id === id);
  if (!event) throw new Error(`Unknown special event id: ${id}`);
  return event;
}

/** Curse lifting (L2473): the SP cost, or the TN of the Magical check a Mentalist or Sorcerer makes. */
export const CURSE_LIFT_SP_COST = 1; // L2473
export const CURSE_LIFT_TN = 3; // L2473

/** Dangerous Ground: D6 for the kind of ground (L2483–L2486). */
export const DANGEROUS_GROUND_TABLE = [
  { faces: [1, 2, 3], kind: "sinkholes", name: "Sinkholes" }, // L2484
  { faces: [4, 5, 6], kind: "deep-water", name: "Deep Water" }, // L2485
] as const satisfies ReadonlyArray<{ faces: readonly number[]; kind: string; name: string }>;
export type DangerousGroundKind = (typeof DANGEROUS_GROUND_TABLE)[number]["kind"];

export function dangerousGroundForFace(face: number): (typeof DANGEROUS_GROUND_TABLE)[number] {
  const row = DANGEROUS_GROUND_TABLE.find((r) => (r.faces as readonly number[]).includes(face));
  if (!row) throw new Error(`Dangerous Ground D6 face out of range: ${face}`);
  return row;
}
