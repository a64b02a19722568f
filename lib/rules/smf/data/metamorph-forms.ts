import type { PowerId } from "../character";

/** Metamorph forms (SMF L926–L942): pick one at the start of each game and each turn. */
export interface MetamorphFormRow {
  form: 1 | 2 | 3 | 4 | 5 | 6;
  track: "elasticity" | "shape-shifter";
  line: number;
  powers: readonly { power: PowerId; tier: "minor"; note?: string }[];
  move: number;
  reach: number;
}

export const METAMORPH_FORMS = [
  { form: 1, track: "elasticity", line: 930, powers: [{ power: "melee-specialist", tier: "minor" }], move: 6, reach: 10 },
  {
    form: 2,
    track: "elasticity",
    line: 931,
    powers: [
      { power: "multiple-limbs", tier: "minor" },
      { power: "save", tier: "minor" },
      { power: "super-agility", tier: "minor" },
    ],
    move: 0,
    reach: 0,
  },
  {
    form: 3,
    track: "elasticity",
    line: 932,
    powers: [
      { power: "entangle", tier: "minor" },
      { power: "resistance", tier: "minor" },
      { power: "stun", tier: "minor", note: "Body" },
    ],
    move: 0,
    reach: 0,
  },
  {
    form: 4,
    track: "shape-shifter",
    line: 936,
    powers: [
      { power: "leaping", tier: "minor" },
      { power: "melee-specialist", tier: "minor" },
    ],
    move: 0,
    reach: 4,
  },
  {
    form: 5,
    track: "shape-shifter",
    line: 937,
    powers: [
      { power: "enhanced-senses", tier: "minor" },
      { power: "entangle", tier: "minor" },
      { power: "super-agility", tier: "minor" },
    ],
    move: 0,
    reach: 0,
  },
  {
    form: 6,
    track: "shape-shifter",
    line: 938,
    powers: [
      { power: "armor", tier: "minor" },
      { power: "flight", tier: "minor" },
      { power: "power-blasts", tier: "minor" },
    ],
    move: 0,
    reach: 0,
  },
] as const satisfies readonly MetamorphFormRow[];

/**
 * The forms a Metamorph can take: its track's three, plus one Elasticity form for a Shape-Shifter
 * who gave up the archetype's minor pick (L942). Shape-Shifters may swap any form power for
 * Amphibious (L940); that is a per-form detail not tracked here.
 */
export function formsAvailable(track: "elasticity" | "shape-shifter", extraElasticityForm?: 1 | 2 | 3): MetamorphFormRow[] {
  const forms: readonly MetamorphFormRow[] = METAMORPH_FORMS;
  return forms.filter((f) => f.track === track || (track === "shape-shifter" && f.form === extraElasticityForm));
}
