import { POOLS, isCombatPool, type PoolId, type SmfCharacter } from "../character";
import { boostRow } from "../data/boosts";
import { FAULT_POOL_REROLLS } from "../data/faults";
import { HENCHMEN_DICE_REDUCTION, STREET_LEVEL_HENCHMEN_EQUIPMENT } from "../data/henchmen";
import { findPower, type AttackProfile, type PowerRow } from "../data/powers";
import { VEHICLE_SPECIAL_POWERS } from "../data/vehicle";
import { heldPowers, holds } from "./held-powers";
import { isHenchmen, isImmortal, isVehicle } from "./traits";

export interface CardPool {
  dice: number;
  rerolls: number;
  /** Each contribution in words, e.g. "4D base", "+1D Scrapper", "+1 Re-roll Melee Specialist". */
  sources: string[];
}

export interface AttackPool extends CardPool {
  pool: AttackProfile["pool"];
  /** What the attack is, e.g. "Power Blasts", "Stun (Body)". */
  label: string;
  range?: number;
  isMeleeOnly?: boolean;
  isNoDamage?: boolean;
}

export type CardPools = Record<PoolId, CardPool | AttackPool | null>;

export interface DerivedPools {
  pools: CardPools;
  /** Every attack the character can make, best first within each pool (for the card's notes). */
  attacks: AttackPool[];
  /** The character's own initiative pool when it leads (L1299). Null for vehicles. */
  initiative: CardPool | null;
  /** KO checks (L1675): null where there are none (henchmen, vehicles). */
  koCheck: (CardPool & { isAutoFail: boolean }) | null;
}

const ATTACK_POOLS: readonly PoolId[] = ["melee-attack", "ranged-attack", "psyche-attack"];

function basePool(dice: number, label: string): CardPool {
  return { dice, rerolls: 0, sources: [`${dice}D ${label}`] };
}

function mod(pool: CardPool | null, dice: number, rerolls: number, label: string): void {
  if (!pool) return;
  if (dice) {
    pool.dice += dice;
    pool.sources.push(`${dice > 0 ? "+" : "−"}${Math.abs(dice)}D ${label}`);
  }
  if (rerolls) {
    pool.rerolls += rerolls;
    pool.sources.push(`+${rerolls} Re-roll${rerolls > 1 ? "s" : ""} ${label}`);
  }
}

function attackFrom(profile: AttackProfile, label: string, origin: string): AttackPool {
  const pool: AttackPool = {
    pool: profile.pool,
    label,
    dice: profile.dice,
    rerolls: profile.rerolls,
    sources: [`${profile.dice}D${profile.rerolls ? `[${profile.rerolls}]` : ""} ${origin}`],
  };
  if (profile.range !== undefined) pool.range = profile.range;
  if (profile.isMeleeOnly) pool.isMeleeOnly = true;
  if (profile.isNoDamage) pool.isNoDamage = true;
  return pool;
}

/** The attacks a held power gives, with its creation choices applied. */
function attacksOf(row: PowerRow, choices: SmfCharacter["build"]["powers"][number]["choices"] = {}, origin = row.name): AttackPool[] {
  if (row.id === "stun") {
    // L1085: 5D 15", Body or Psyche as chosen; no damage. Bug-Man's card shows a Body Stun as his ranged attack (L3104).
    const pool = choices.track === "psyche" ? "psyche-attack" : "ranged-attack";
    const label = `Stun (${choices.track === "psyche" ? "Psyche" : "Body"})`;
    return [attackFrom({ pool, dice: 5, rerolls: 0, range: 15, isNoDamage: true }, label, origin === row.name ? label : origin)];
  }
  const attacks = (row.card?.attacks ?? []).map((a) => ({ profile: a, attack: attackFrom(a, row.name, origin) }));
  if (row.id === "power-blasts") {
    for (const { attack } of attacks) {
      // L970–L972: Variable Power options.
      for (const v of choices.variablePower ?? []) {
        if (v.kind === "range-for-reroll") {
          attack.range = (attack.range ?? 0) - 5;
          mod(attack, 0, 1, 'variable power (−5" range)');
        }
        if (v.kind === "die-for-stat") mod(attack, -1, 0, `variable power (+1 ${v.stat})`);
        if (v.kind === "move-or-shoot") mod(attack, 0, 1, "variable power (move or shoot)");
      }
    }
  }
  return attacks.map((a) => a.attack);
}

function asGrimoire(a: AttackPool): AttackPool {
  return { ...a, label: `${a.label} (grimoire)` };
}

function better(a: AttackPool, b: AttackPool): number {
  return b.dice - a.dice || b.rerolls - a.rerolls || Number(a.isNoDamage ?? false) - Number(b.isNoDamage ?? false);
}

/**
 * The six pools of the card (L3267), the initiative pool and the KO-check pool. Melee attack and
 * the three defenses always exist; ranged and Psyche attacks exist only if some power gives one
 * (the best is shown, L2954 "5D[1]" for Power Blasts). Grimoire attacks count, as on Prof. Weird's
 * card (L3218); Archery trick arrows do not, as on Deadeye's (L3070).
 */
export function derivePools(c: SmfCharacter): DerivedPools {
  const held = heldPowers(c);
  const vehicle = isVehicle(c);
  const pools: CardPools = {
    "melee-attack": basePool(4, vehicle ? "ram" : "base"),
    "melee-defense": basePool(4, "base"),
    "ranged-attack": null,
    "ranged-defense": basePool(4, "base"),
    "psyche-attack": null,
    "psyche-defense": vehicle ? null : basePool(4, "base"), // vehicles are immune to Psyche (L2848)
  };

  // Attacks from held powers, the grimoire and equipment.
  const attacks: AttackPool[] = held.flatMap(({ row, choices }) => attacksOf(row, choices));
  const grimoire = holds(c, "sorcery")?.choices.grimoire;
  if (grimoire) {
    const major = findPower(grimoire.major, "major");
    if (major) attacks.push(...attacksOf(major, {}, `${major.name} (grimoire)`).map(asGrimoire));
    for (const m of grimoire.minors) {
      const row = findPower(m, "minor");
      if (row) attacks.push(...attacksOf(row, {}, `${row.name} (grimoire)`).map(asGrimoire));
    }
  }
  if (c.build.henchmenEquipment?.includes("firearms")) {
    const firearms = STREET_LEVEL_HENCHMEN_EQUIPMENT.find((e) => e.id === "firearms")!;
    attacks.push(attackFrom({ pool: "ranged-attack", dice: 4, rerolls: 0, range: firearms.rangedAttack.range }, "Firearms", "Firearms"));
  }
  attacks.sort(better);
  const chosen = new Map<AttackPool, PoolId>();
  for (const poolId of ["ranged-attack", "psyche-attack"] as const) {
    const best = attacks.find((a) => a.pool === poolId);
    if (best) {
      pools[poolId] = { ...best, sources: [...best.sources] };
      chosen.set(best, poolId);
    }
  }

  // Always-on pool modifiers from powers (L669 ff.), with creation choices.
  for (const { row, choices } of held) {
    for (const m of row.card?.pools ?? []) {
      if (row.id === "melee-specialist" && m.pool === "melee-defense") continue;
      mod(pools[m.pool], m.dice ?? 0, m.rerolls ?? 0, row.name);
    }
    if (row.id === "melee-specialist" && choices.meleeSpecialistOption !== "reach") mod(pools["melee-defense"], 0, 1, row.name); // L908
    if (row.id === "growth" && choices.growthMode === "giant") mod(pools["melee-attack"], 1, 0, "Growth (giant)"); // L840, L844
  }

  for (const b of c.build.boosts) for (const p of boostRow(b).pools) mod(pools[p.pool], 0, p.rerolls, boostRow(b).name);

  for (const e of c.build.henchmenEquipment ?? []) {
    const row = STREET_LEVEL_HENCHMEN_EQUIPMENT.find((x) => x.id === e);
    if (row && "pools" in row) for (const p of row.pools) mod(pools[p.pool], 0, p.rerolls, row.name);
  }

  for (const v of c.build.vehicle?.specialPowers ?? []) {
    const row = VEHICLE_SPECIAL_POWERS.find((p) => p.id === v);
    if (!row) continue;
    if ("defenseRerolls" in row) for (const p of ["melee-defense", "ranged-defense"] as const) mod(pools[p], 0, row.defenseRerolls, row.name);
    if ("attackDice" in row) for (const p of ATTACK_POOLS) mod(pools[p], row.attackDice, 0, row.name);
    if ("defenseDice" in row) for (const p of ["melee-defense", "ranged-defense"] as const) mod(pools[p], row.defenseDice, 0, row.name);
  }

  // Bumps (L2620–L2690).
  for (const bump of c.state.bumps) {
    if (bump.table === "martial") {
      const target: Partial<Record<number, PoolId>> = { 1: "melee-attack", 2: "ranged-attack", 4: "ranged-defense", 5: "melee-defense" };
      const pool = target[bump.row];
      if (pool) mod(pools[pool], 0, 1, "Martial bump");
    }
    if (bump.table === "esoteric" && bump.row === 1) mod(pools[bump.pool ?? "psyche-attack"], 0, 1, "Esoteric bump");
    if (bump.table === "esoteric" && bump.row === 6) mod(pools[bump.pool ?? "psyche-defense"], 0, 1, "Esoteric bump");
  }

  for (const p of c.state.marchOfScienceRerolls) if (isCombatPool(p)) mod(pools[p], 0, 1, "March of Science"); // L2451
  for (const f of c.build.faults ?? []) mod(pools[f.pool], 0, FAULT_POOL_REROLLS, `fault (${f.fault})`);

  // Rule of 2D (L1861–L1863): a henchmen pool is 2D below a character's.
  if (isHenchmen(c)) {
    for (const p of POOLS) {
      const pool = pools[p];
      if (pool) mod(pool, -Math.min(HENCHMEN_DICE_REDUCTION, pool.dice - 1), 0, "Rule of 2D");
    }
  }

  const attackLoss = c.state.nextBattle.attackDiceLoss;
  if (attackLoss > 0) for (const p of ATTACK_POOLS) mod(pools[p], -Math.min(attackLoss, (pools[p]?.dice ?? 1) - 1), 0, "injury (next battle)");

  // The card's notes list every attack: the ones on the card as the card shows them, the others
  // with only the Rule of 2D and next-battle losses applied.
  const noted = attacks.map((a) => {
    const onCard = chosen.get(a);
    if (onCard) return pools[onCard] as AttackPool;
    const copy = { ...a, sources: [...a.sources] };
    if (isHenchmen(c)) mod(copy, -Math.min(HENCHMEN_DICE_REDUCTION, copy.dice - 1), 0, "Rule of 2D");
    if (attackLoss > 0) mod(copy, -Math.min(attackLoss, copy.dice - 1), 0, "injury (next battle)");
    return copy;
  });
  return { pools, attacks: noted, initiative: deriveInitiative(c), koCheck: deriveKoCheck(c) };
}

function deriveInitiative(c: SmfCharacter): CardPool | null {
  if (isVehicle(c)) return null; // a vehicle acts with its pilot (L2806)
  const pool = basePool(isHenchmen(c) ? 2 : 4, "base");
  for (const b of c.build.boosts) mod(pool, boostRow(b).initiativeDice, 0, boostRow(b).name); // Clever, L1259
  for (const { row } of heldPowers(c)) mod(pool, row.card?.initiative?.dice ?? 0, row.card?.initiative?.rerolls ?? 0, row.name); // Savant L1012, Enhanced Senses L771
  for (const p of c.state.marchOfScienceRerolls) if (p === "initiative") mod(pool, 0, 1, "March of Science"); // L2451
  return pool;
}

function deriveKoCheck(c: SmfCharacter): (CardPool & { isAutoFail: boolean }) | null {
  if (isHenchmen(c) || isVehicle(c)) return null; // groups lose models, vehicles explode (L1899, L2840)
  const pool = { ...basePool(4, "base"), isAutoFail: false };
  for (const { row } of heldPowers(c)) mod(pool, row.card?.koDice ?? 0, 0, row.name); // Iron Will L880, Resistance L1008
  for (const bump of c.state.bumps) if (bump.table === "martial" && bump.row === 6) mod(pool, 0, 1, "Martial bump");
  if (isImmortal(c)) {
    pool.isAutoFail = true; // L856
    pool.sources.push("fails automatically (Immortal)");
  }
  if (c.build.faults?.some((f) => f.fault === "glass-jaw")) {
    pool.isAutoFail = true; // L2876
    pool.sources.push("fails automatically (Glass Jaw)");
  }
  return pool;
}
