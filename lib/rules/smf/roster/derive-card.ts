import { CHECK_CATEGORIES, type CheckCategory, type NonCombatPoolId, type PoolId, type SmfCharacter } from "../character";
import { archetypeRow } from "../data/archetypes";
import { boostRow } from "../data/boosts";
import { formsAvailable } from "../data/metamorph-forms";
import { findPower } from "../data/powers";
import { VEHICLE_SIZES, VEHICLE_SPECIAL_POWERS } from "../data/vehicle";
import { backgroundRow } from "../data/backgrounds";
import { checkPool, type CheckPool, type RosterOptions } from "./check-pool";
import { derivePools, type AttackPool, type CardPool, type CardPools } from "./derive-pools";
import { deriveStats, type StatLine } from "./derive-stats";
import { heldPowers } from "./held-powers";
import { isHenchmen, isVehicle } from "./traits";

export type { AttackPool, CardPool, CardPools } from "./derive-pools";
export type { StatLine } from "./derive-stats";

/** A character's record card (L3267–L3327) with every number explained. Plain data. */
export interface SmfCard {
  characterId: string;
  name: string;
  archetype: string;
  move: StatLine;
  flightMove: StatLine | null;
  body: StatLine | null;
  psyche: StatLine | null;
  numbers: StatLine | null;
  pools: CardPools;
  initiative: CardPool | null;
  koCheck: (CardPool & { isAutoFail: boolean }) | null;
  checks: Record<CheckCategory, CheckPool>;
  /** Added to every TN: +1 per curse (L2473). */
  tnModifier: number;
  missesNextBattle: boolean;
  majorPowers: string[];
  minorPowers: string[];
  backgrounds: string[];
  notes: string[];
}

/** "5D[1]", "4D", or "–" for a pool the character doesn't have. */
export function formatPool(pool: Pick<CardPool, "dice" | "rerolls"> | null): string {
  if (!pool) return "–";
  return `${pool.dice}D${pool.rerolls ? `[${pool.rerolls}]` : ""}`;
}

function archetypeLabel(c: SmfCharacter): string {
  const name = archetypeRow(c.build.archetype).name;
  const bases = (c.build.baseArchetypes ?? []).map((b) => archetypeRow(b).name);
  return bases.length > 0 && (c.build.archetype === "super" || c.build.archetype === "powerhouse") ? `${name} (${bases.join(" / ")})` : name;
}

function attackNote(a: AttackPool): string {
  return a.range !== undefined ? `${a.label} ${formatPool(a)} ${a.range}"` : `${a.label} ${formatPool(a)} (melee only)`;
}

/** Non-combat checks made in battle that have no pool of their own on the card (L1012). */
const IN_BATTLE_CHECKS = ["movement", "objective", "perception", "summoning"] as const satisfies readonly NonCombatPoolId[];

const WEIRD_BUMPS = ["Dimension Door", "Fabled Luck", "Unexpected Ally", "Spectacular Death", "Inspire Allies", "Power Reserve"] as const; // L2620 ff.

function powerNotes(c: SmfCharacter): string[] {
  const notes: string[] = [];
  for (const { row, choices } of heldPowers(c)) {
    if (row.note) notes.push(row.note);
    if (row.id === "force-field" && choices.track) notes.push(`Force-Field defends against ${choices.track === "body" ? "Body" : "Psyche"} attacks`);
    if (row.id === "melee-specialist" && choices.meleeSpecialistOption === "reach") notes.push('Melee Specialist: 2" Reach instead of the defense Re-roll');
    if (row.id === "multiple-limbs")
      notes.push(
        choices.multipleLimbsOption === "grapple"
          ? "Multiple Limbs: extra melee attack; +1 Re-roll grapples"
          : 'Multiple Limbs: extra melee attack with Reach (−1D to 5", −2D to 10")',
      );
    if (row.id === "growth" && choices.growthMode === "giant") notes.push('Growth (giant): always giant, +2" Reach');
    if (row.id === "invisibility-obscurement" && choices.invisibilityOption) {
      notes.push(
        choices.invisibilityOption === "invisibility"
          ? "Invisibility: foes need TN4 to see; +2 Re-rolls Body attack and defense, Recharge 2+"
          : "Obscurement: foes need TN3 to see; +1 Re-roll Body attack and defense, Recharge 1+",
      );
    }
    if (row.id === "archery" && choices.quiver) notes.push(`Trick arrows: ${choices.quiver.map((p) => findPower(p, "minor")?.name ?? p).join(", ")}`);
    if (row.id === "sorcery" && choices.grimoire) {
      const g = choices.grimoire;
      notes.push(`Grimoire: ${findPower(g.major, "major")?.name ?? g.major} (major), ${g.minors.map((p) => findPower(p, "minor")?.name ?? p).join(", ")}`);
    }
    if (row.id === "metamorph" && choices.metamorphTrack) {
      const forms = formsAvailable(choices.metamorphTrack, choices.extraElasticityForm);
      notes.push(`Forms: ${forms.map((f) => `${f.form} (${f.powers.map((p) => findPower(p.power, "minor")?.name ?? p.power).join(", ")})`).join("; ")}`);
    }
    if (row.id === "servitor-sidekick" && choices.sidekickPower)
      notes.push(`Sidekick with ${findPower(choices.sidekickPower, "minor")?.name ?? choices.sidekickPower}; arrives on a 1+ Chance roll`);
    if (row.id === "rapport" && choices.rapportPartnerId) notes.push(`Rapport partner: ${choices.rapportPartnerId}`);
    if (row.campaign?.upkeepSp) notes.push(`Costs ${row.campaign.upkeepSp} SP after each battle it fights`);
  }
  return notes;
}

function stateNotes(c: SmfCharacter): string[] {
  const notes: string[] = [];
  const s = c.state;
  for (const bump of s.bumps) {
    if (bump.table === "esoteric" && bump.row === 2) notes.push("3D Chance roll once per battle (Esoteric bump)");
    if (bump.table === "weird")
      notes.push(
        `${WEIRD_BUMPS[bump.row - 1]} (Weird bump${s.weirdBumpsActive === undefined ? ", works on a 2+ Chance roll" : s.weirdBumpsActive ? ", active this battle" : ", inactive this battle"})`,
      );
  }
  if (s.curses > 0) notes.push(`Cursed: +${s.curses} to every TN`);
  if (s.hasSpaceGodBonus) notes.push("+1D Magical and Science checks (Toga-Wearing Space God)");
  for (const check of IN_BATTLE_CHECKS) {
    const n = s.marchOfScienceRerolls.filter((p) => p === check).length; // L2451; the card has no pool for these checks
    if (n > 0) notes.push(`+${n} Re-roll${n > 1 ? "s" : ""} on ${check} checks (March of Science)`);
  }
  for (const t of s.settleScoreAgainst) notes.push(`+1D attacks against ${t.teamName} (Settle the Score)`);
  if (s.nextBattle.missesBattle) notes.push("Misses the next battle");
  if (s.nextBattle.moveLoss > 0) notes.push(`−${s.nextBattle.moveLoss}" Move next battle`);
  if (s.nextBattle.attackDiceLoss > 0) notes.push(`−${s.nextBattle.attackDiceLoss}D attacks next battle`);
  if (s.nextBattle.arrivesRound) notes.push(`Arrives at the start of round ${s.nextBattle.arrivesRound} next battle`);
  return notes;
}

function kindNotes(c: SmfCharacter): string[] {
  if (isVehicle(c)) {
    const size = VEHICLE_SIZES.find((s) => s.size === c.build.vehicle?.size);
    const specials = (c.build.vehicle?.specialPowers ?? []).map((id) => VEHICLE_SPECIAL_POWERS.find((p) => p.id === id)?.name ?? id);
    return [
      ...(size ? [`Crew ${size.crew}`, `Ram +${size.ramDice}D against normal models`] : []),
      ...(specials.length ? [`Vehicle powers: ${specials.join(", ")}`] : []),
      "Immune to Psyche attacks and effects",
    ];
  }
  if (isHenchmen(c)) return ["Rule of 2D", "Melee: +1D per two models outnumbering the foe, max +3D"];
  return [];
}

/**
 * The card for a character as it stands now: stats, the six pools, initiative, KO check, pre/post
 * check pools per category, and next-battle effects applied (Ruling R18). Each value lists its sources.
 */
export function deriveCard(character: SmfCharacter, options: RosterOptions = {}): SmfCard {
  const stats = deriveStats(character);
  const { pools, attacks, initiative, koCheck } = derivePools(character);
  const checks = Object.fromEntries(CHECK_CATEGORIES.map((cat) => [cat, checkPool(character, cat, options)])) as Record<CheckCategory, CheckPool>;
  const held = heldPowers(character);

  const notes: string[] = [...attacks.map(attackNote)];
  if (initiative && (initiative.dice !== 4 || initiative.rerolls > 0) && !isHenchmen(character)) notes.push(`Initiative ${formatPool(initiative)}`);
  if (koCheck && !koCheck.isAutoFail && (koCheck.dice !== 4 || koCheck.rerolls > 0)) notes.push(`KO checks ${formatPool(koCheck)}`);
  notes.push(...powerNotes(character), ...kindNotes(character), ...stateNotes(character));

  return {
    characterId: character.id,
    name: character.name,
    archetype: archetypeLabel(character),
    move: stats.move,
    flightMove: stats.flightMove,
    body: stats.body,
    psyche: stats.psyche,
    numbers: stats.numbers,
    pools,
    initiative,
    koCheck,
    checks,
    tnModifier: character.state.curses,
    missesNextBattle: character.state.nextBattle.missesBattle,
    majorPowers: held.filter((h) => h.row.tier === "major").map((h) => h.row.name),
    minorPowers: [...held.filter((h) => h.row.tier === "minor").map((h) => h.row.name), ...character.build.boosts.map((b) => `${boostRow(b).name} (Boost)`)],
    backgrounds: character.build.backgrounds.map((b) => backgroundRow(b.background).name + (b.category ? ` (${b.category === "magical" ? "Magical" : "Science"})` : "")),
    notes: [...new Set(notes)],
  };
}

/** The pools that exist on a character's card (for Faults & Limits, L2862). */
export function existingPools(character: SmfCharacter): Set<PoolId> {
  const { pools } = derivePools({ ...character, build: { ...character.build, faults: [] } });
  return new Set((Object.keys(pools) as PoolId[]).filter((p) => pools[p] !== null));
}
