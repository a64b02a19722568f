import type { SmfCharacter } from "../character";
import { archetypeRow } from "../data/archetypes";
import { boostRow } from "../data/boosts";
import { SLOW_MOVE } from "../data/faults";
import { HENCHMEN_NUMBERS, LEGION_EXTRA_MODELS } from "../data/henchmen";
import { SIDEKICK_STATS } from "../data/powers";
import { tradeOffPenalty } from "../data/trade-off";
import { VEHICLE_SIZES, VEHICLE_SPECIAL_POWERS } from "../data/vehicle";
import { holds, heldPowers } from "./held-powers";
import { baseStats } from "./power-menus";
import { isHenchmen, isVehicle } from "./traits";

export interface StatLine {
  value: number;
  /** Each contribution in words, e.g. "6\" Brick", "+4\" Fast". */
  sources: string[];
}

export interface DerivedStats {
  move: StatLine;
  /** Flight Move, for characters with Flight or Magic Artifact (L791, L898). */
  flightMove: StatLine | null;
  /** Null for henchmen (they have Numbers instead, L1899). */
  body: StatLine | null;
  /** Null for henchmen and vehicles (vehicles are immune to Psyche, L2848). */
  psyche: StatLine | null;
  /** Henchmen only: models in the group (L1934, Legion L1909). */
  numbers: StatLine | null;
}

function line(value: number, source: string): StatLine {
  return { value, sources: [source] };
}

function add(stat: StatLine | null, amount: number, label: string, unit = ""): void {
  if (!stat || amount === 0) return;
  stat.value += amount;
  stat.sources.push(`${amount > 0 ? "+" : "−"}${Math.abs(amount)}${unit} ${label}`);
}

function baseLines(c: SmfCharacter): Omit<DerivedStats, "flightMove"> {
  if (c.kind === "sidekick" || c.kind === "thrall") {
    const s = SIDEKICK_STATS; // L1037
    return { move: line(s.move, `${s.move}" sidekick`), body: line(s.body, `${s.body} sidekick`), psyche: line(s.psyche, `${s.psyche} sidekick`), numbers: null };
  }
  if (isVehicle(c)) {
    const size = VEHICLE_SIZES.find((s) => s.size === c.build.vehicle?.size) ?? VEHICLE_SIZES[0];
    return { move: line(size.move, `${size.move}" ${size.size} vehicle`), body: line(size.body, `${size.body} ${size.size} vehicle`), psyche: null, numbers: null };
  }
  if (isHenchmen(c)) {
    return { move: line(6, '6" henchmen'), body: null, psyche: null, numbers: line(HENCHMEN_NUMBERS, `${HENCHMEN_NUMBERS} henchmen`) };
  }
  const stats = baseStats(c.build) ?? { move: 0, body: 0, psyche: 0 };
  const name = archetypeRow(c.build.archetype).name;
  const bases = (c.build.baseArchetypes ?? []).map((b) => archetypeRow(b).name).join("/");
  const label = c.build.archetype === "super" || c.build.archetype === "powerhouse" ? `${name} (${bases})` : name;
  return {
    move: line(stats.move, `${stats.move}" ${label}`),
    body: line(stats.body, `${stats.body} ${label}`),
    psyche: line(stats.psyche, `${stats.psyche} ${label}`),
    numbers: null,
  };
}

/**
 * Move, Body, Psyche (or Numbers) with every contribution: archetype, Boosts, powers and their
 * creation choices, Trade Off, bumps (General 1–4, Martial 3, Esoteric 5), Slow, and the
 * next-battle Move loss (Ruling R18).
 */
export function deriveStats(c: SmfCharacter): DerivedStats {
  const stats: DerivedStats = { ...baseLines(c), flightMove: null };
  const { move, body, psyche } = stats;

  for (const b of c.build.boosts) {
    const row = boostRow(b);
    add(move, row.move, row.name, '"');
    add(body, row.body, row.name);
    add(psyche, row.psyche, row.name);
  }

  for (const { row, choices } of heldPowers(c)) {
    add(move, row.card?.move ?? 0, row.name, '"');
    add(body, row.card?.body ?? 0, row.name);
    add(psyche, row.card?.psyche ?? 0, row.name);
    if (row.id === "construct") {
      // L707: +1 Body or +2" Move, chosen at creation.
      if (choices.constructStat === "body") add(body, 1, "Construct");
      if (choices.constructStat === "move") add(move, 2, "Construct", '"');
    }
    if (row.id === "growth" && choices.growthMode === "giant") {
      // L844: the Giant Option is always grown, plus +1 Body and −1 Psyche.
      add(move, 4, "Growth (giant)", '"');
      add(body, 1, "Growth (giant)");
      add(psyche, -1, "Growth (giant)");
    }
    for (const v of choices.variablePower ?? []) {
      // L971: −1D on the blasts for +1" Move, +1 Body or +1 Psyche.
      if (v.kind !== "die-for-stat") continue;
      if (v.stat === "move") add(move, 1, "Power Blasts variable power", '"');
      if (v.stat === "body") add(body, 1, "Power Blasts variable power");
      if (v.stat === "psyche") add(psyche, 1, "Power Blasts variable power");
    }
    if (row.id === "legion") add(stats.numbers, LEGION_EXTRA_MODELS, "Legion");
  }

  if (holds(c, "flight") || holds(c, "magic-artifact")) {
    const speed = holds(c, "speed");
    stats.flightMove = speed ? line(60, '60" Flight with Speed') : line(20, '20" Flight'); // L791, L795
  }

  for (const v of c.build.vehicle?.specialPowers ?? []) {
    const row = VEHICLE_SPECIAL_POWERS.find((p) => p.id === v);
    if (row && "move" in row) add(move, row.move, row.name, '"');
  }

  for (const penalty of c.build.tradeOff ?? []) {
    const amount = tradeOffPenalty(penalty);
    if (penalty === "move") add(move, amount, "Trade Off", '"');
    if (penalty === "body") add(body, amount, "Trade Off");
    if (penalty === "psyche") add(psyche, amount, "Trade Off");
  }

  for (const bump of c.state.bumps) {
    const label = `${bump.table[0]!.toUpperCase()}${bump.table.slice(1)} bump`;
    if (bump.table === "general" && bump.row === 1) add(body, 1, label);
    if (bump.table === "general" && bump.row === 2) add(psyche, 1, label);
    if (bump.table === "general" && (bump.row === 3 || bump.row === 4)) add(move, 2, label, '"');
    if (bump.table === "martial" && bump.row === 3) add(body, 1, label);
    if (bump.table === "esoteric" && bump.row === 5) add(psyche, 1, label);
  }

  if (c.build.faults?.some((f) => f.fault === "slow")) {
    // L2891: Move becomes 3", and movement powers such as Flight go 3" too.
    stats.move = line(SLOW_MOVE, `${SLOW_MOVE}" Slow`);
    if (stats.flightMove) stats.flightMove = line(SLOW_MOVE, `${SLOW_MOVE}" Slow`);
  }

  const loss = c.state.nextBattle.moveLoss;
  if (loss > 0) {
    add(stats.move, -loss, "injury (next battle)", '"');
    add(stats.flightMove, -loss, "injury (next battle)", '"');
    stats.move.value = Math.max(0, stats.move.value);
    if (stats.flightMove) stats.flightMove.value = Math.max(0, stats.flightMove.value);
  }
  return stats;
}
