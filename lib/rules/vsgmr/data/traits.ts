/**
 * The 25 traits (VSGMR L119–L275), each 2 points per figure and at most once per figure (L123).
 * Double Strike comes in two versions bought separately (L175), which is why there are 25.
 * Summaries are our own words; the book has the full text.
 */
import type { FigureClass } from "./figure-types";

export const TRAIT_IDS = [
  "area-effect-attack",
  "bodyguard",
  "bombard",
  "cause-fear",
  "charge",
  "combat-master",
  "disable",
  "double-strike-hand-to-hand",
  "double-strike-distance",
  "flight",
  "ignores-armor",
  "independent",
  "inspiration",
  "recruit",
  "revenge",
  "sharpshooter",
  "sniper",
  "stealth",
  "stun",
  "summon",
  "support",
  "survivor",
  "teleport",
  "tough",
  "trap",
] as const;
export type TraitId = (typeof TRAIT_IDS)[number];

/** Every trait costs 2 points per figure (L123). */
export const TRAIT_COST_HALVES = 4;

/** How often a trait's effect may be used in a game, where the book limits it. */
export type TraitUse = "once-per-game" | "once-per-round";

export interface TraitDef {
  id: TraitId;
  name: string;
  /** Other spellings in the book's sample armies, read as this trait (VS-R2). */
  variants: readonly string[];
  /** Figure classes that may take it (L123: any; only the book's own exceptions, VS-R6). */
  allowedOn: readonly FigureClass[];
  /** Classes that may take it but can never use it: the builder warns, it does not refuse (VS-R6). */
  idleOn?: { classes: readonly FigureClass[]; why: string; line: number };
  use?: TraitUse;
  /** Our own one-line summary. */
  summary: string;
  /** First and last book line of the entry. */
  lines: readonly [number, number];
}

const ANY: readonly FigureClass[] = ["guy", "cavalry", "vehicle", "building"];
/** VS-R6: buildings never fight hand to hand (L111), so a hand-to-hand trait on one is allowed (L123) but idle. */
const IDLE_ON_BUILDINGS = { classes: ["building"], why: "buildings never fight hand to hand", line: 111 } as const;

export const TRAITS = [
  {
    id: "area-effect-attack",
    name: "Area Effect Attack",
    variants: ["Area Effect"],
    allowedOn: ANY,
    summary: 'A hit at range also threatens every figure within 3" of the target, friend or foe: each makes an armour roll.',
    lines: [127, 131],
  }, // VSGMR L127–L131
  { id: "bodyguard", name: "Bodyguard", variants: [], allowedOn: ANY, summary: 'Takes a hit meant for a friend within 3".', lines: [133, 139] }, // VSGMR L133–L139
  {
    id: "bombard",
    name: "Bombard",
    variants: [],
    allowedOn: ANY,
    use: "once-per-game",
    summary: "Instead of attacking, a distance attack on any figure it can see, cover ignored; tried until it hits once.",
    lines: [141, 145],
  }, // VSGMR L141–L145
  { id: "cause-fear", name: "Cause Fear", variants: [], allowedOn: ANY, summary: "An attacker who rolls 1 or 2 fails and flees 1 Move Unit.", lines: [147, 151] }, // VSGMR L147–L151
  {
    id: "charge",
    name: "Charge",
    variants: [],
    allowedOn: ANY,
    summary: "After a successful attack, a friend in sight that has not acted may move a Move Unit and still act.",
    lines: [153, 157],
  }, // VSGMR L153–L157
  {
    id: "combat-master",
    name: "Combat Master",
    variants: [],
    allowedOn: ANY,
    idleOn: IDLE_ON_BUILDINGS,
    summary: "+1 in hand to hand; +2 for a hero or a vehicle.",
    lines: [159, 163],
  }, // VSGMR L159–L163
  {
    id: "disable",
    name: "Disable",
    variants: [],
    allowedOn: ANY,
    summary: "Instead of attacking, a foe within a Distance Attack Unit is stopped for a round on 4+.",
    lines: [165, 169],
  }, // VSGMR L165–L169
  {
    id: "double-strike-hand-to-hand",
    name: "Double Strike (Hand to Hand)",
    variants: ["Double Strike: Hand to Hand"],
    allowedOn: ANY,
    idleOn: IDLE_ON_BUILDINGS,
    summary: "After a hand-to-hand hit, one more hand-to-hand attack.",
    lines: [171, 175],
  }, // VSGMR L171–L175
  {
    id: "double-strike-distance",
    name: "Double Strike (Distance)",
    variants: ["Double Strike: Distance"],
    allowedOn: ANY,
    summary: "After a distance hit, one more distance attack.",
    lines: [171, 175],
  }, // VSGMR L171–L175
  {
    id: "flight",
    name: "Flight",
    variants: [],
    allowedOn: ANY,
    summary: "Full move over terrain and obstacles; while airborne, out of hand to hand both ways.",
    lines: [177, 181],
  }, // VSGMR L177–L181
  { id: "ignores-armor", name: "Ignores Armor", variants: ["Ignore Armor"], allowedOn: ANY, summary: "Its target must pass two armour rolls instead of one.", lines: [183, 187] }, // VSGMR L183–L187
  {
    id: "independent",
    name: "Independent",
    variants: [],
    allowedOn: ["cavalry", "vehicle", "building"],
    // L193 bars guys only; a building never moves and needs no crew, so it is idle there (VS-R6).
    idleOn: { classes: ["building"], why: "a building never moves and needs no crew", line: 193 },
    summary: "A mount or vehicle that needs no rider or driver.",
    lines: [189, 193],
  }, // VSGMR L189–L193
  {
    id: "inspiration",
    name: "Inspiration",
    variants: ["Inspire"],
    allowedOn: ANY,
    use: "once-per-round",
    summary: "Once a round, any figure of the force may re-roll one roll; gone when this figure is defeated.",
    lines: [195, 199],
  }, // VSGMR L195–L199
  { id: "recruit", name: "Recruit", variants: [], allowedOn: ANY, idleOn: IDLE_ON_BUILDINGS, summary: "A foe it defeats hand to hand joins its side on 5+.", lines: [201, 207] }, // VSGMR L201–L207, VS-R6
  { id: "revenge", name: "Revenge", variants: [], allowedOn: ANY, summary: "When defeated, one last attack at whoever defeated it.", lines: [209, 213] }, // VSGMR L209–L213
  { id: "sharpshooter", name: "Sharpshooter", variants: [], allowedOn: ANY, summary: "+1 on distance attacks; +2 for a hero or a vehicle.", lines: [215, 219] }, // VSGMR L215–L219
  { id: "sniper", name: "Sniper", variants: [], allowedOn: ANY, summary: "Its Distance Attack Unit is doubled.", lines: [221, 225] }, // VSGMR L221–L225
  { id: "stealth", name: "Stealth", variants: [], allowedOn: ANY, summary: "Always counts as in cover against distance attacks; in real cover, harder still.", lines: [227, 231] }, // VSGMR L227–L231
  { id: "stun", name: "Stun", variants: [], allowedOn: ANY, summary: "A target that saves against its hit loses its next turn on 1–4.", lines: [233, 237] }, // VSGMR L233–L237
  {
    id: "summon",
    name: "Summon",
    variants: [],
    allowedOn: ANY,
    summary: 'Instead of attacking, on 5+ brings one ally (with riders and passengers) to within 3".',
    lines: [239, 245],
  }, // VSGMR L239–L245
  { id: "support", name: "Support", variants: [], allowedOn: ANY, summary: '+1 on one kind of roll, chosen before the game, for itself and allies within 3".', lines: [247, 251] }, // VSGMR L247–L251
  { id: "survivor", name: "Survivor", variants: [], allowedOn: ANY, use: "once-per-game", summary: "Its first defeat counts as a passed armour roll.", lines: [253, 257] }, // VSGMR L253–L257
  {
    id: "teleport",
    name: "Teleport",
    variants: [],
    allowedOn: ANY,
    summary: "Moves anywhere it could reasonably reach, but no attack or skill roll that turn.",
    lines: [259, 263],
  }, // VSGMR L259–L263
  { id: "tough", name: "Tough", variants: ["Tough trait"], allowedOn: ANY, summary: "+1 on armour rolls; +2 for a vehicle.", lines: [265, 269] }, // VSGMR L265–L269
  {
    id: "trap",
    name: "Trap",
    variants: [],
    allowedOn: ANY,
    use: "once-per-game",
    summary: 'Once a game, lays a trap that springs on 5–6 when anyone else comes within 3".',
    lines: [271, 275],
  }, // VSGMR L271–L275
] as const satisfies readonly TraitDef[];

export function traitById(id: TraitId): TraitDef {
  const def = TRAITS.find((t) => t.id === id);
  if (!def) throw new Error(`Unknown VSGMR trait: ${String(id)}`);
  return def;
}

export function isTraitId(value: unknown): value is TraitId {
  return typeof value === "string" && (TRAIT_IDS as readonly string[]).includes(value);
}

function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[():]/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * The trait a printed name means, reading the book's variants (VS-R2): "Ignore Armor", "Area
 * Effect", "Inspire", "Tough trait", any case and spacing. Undefined when nothing matches.
 */
export function traitIdFromName(name: string): TraitId | undefined {
  const wanted = normaliseName(name);
  const match = (TRAITS as readonly TraitDef[]).find((t) => normaliseName(t.name) === wanted || t.variants.some((v) => normaliseName(v) === wanted));
  return match?.id;
}
