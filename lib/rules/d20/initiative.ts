/**
 * Initiative: d20 + initiative modifier (L15–L17), highest first; ties by higher Dodge, then
 * Agility, then Awareness, then a roll-off (L19). The GM may roll once for a group of minions
 * (D20-R9); late joiners roll when they join (L21, D20-R5).
 */
import type { Dice, ThrownDie } from "../dice";
import { DEFAULT_D20_SETTINGS, type D20Settings } from "./settings";

export interface InitiativeEntrant {
  id: string;
  /** Agility plus advantages such as Improved Initiative (L15). */
  modifier: number;
  dodge: number;
  agility: number;
  awareness: number;
  /** Entrants sharing a group roll one die for all (a minion group). */
  group?: string;
}

/** One entrant's place. STORED AS JSON in the conflict's events. */
export interface InitiativeEntry {
  id: string;
  natural: number;
  total: number;
  dodge: number;
  agility: number;
  awareness: number;
  group?: string;
  /** Roll-off faces, in order, when the whole chain still tied (L19); a higher face goes first. */
  rollOffs: number[];
}

export interface InitiativeRoll {
  /** Highest first. */
  order: InitiativeEntry[];
  thrown: ThrownDie[];
  summary: string;
}

/** Compares two entries by the chain of L19: total, Dodge, Agility, Awareness, then roll-offs; negative when `a` goes first. */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  const keys = [b.total - a.total, b.dodge - a.dodge, b.agility - a.agility, b.awareness - a.awareness];
  for (const k of keys) if (k !== 0) return k;
  const n = Math.max(a.rollOffs.length, b.rollOffs.length);
  for (let i = 0; i < n; i++) {
    const d = (b.rollOffs[i] ?? 0) - (a.rollOffs[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** True when two entries tie on total, Dodge, Agility and Awareness (not roll-offs). */
function chainTie(a: InitiativeEntry, b: InitiativeEntry): boolean {
  return a.total === b.total && a.dodge === b.dodge && a.agility === b.agility && a.awareness === b.awareness;
}

/** Members of one minion group never roll off among themselves: they act together (D20-R9). */
function sameGroup(a: InitiativeEntry, b: InitiativeEntry): boolean {
  return a.group !== undefined && a.group === b.group;
}

/**
 * Resolves full ties by roll-offs: each still-tied entrant (a minion group once) throws a d20,
 * again and again among those still equal.
 */
function settleTies(entries: InitiativeEntry[], dice: Dice, thrown: ThrownDie[]): InitiativeEntry[] {
  let sorted = [...entries].sort(compareInitiative);
  for (let guard = 0; guard < 50; guard++) {
    const clash = sorted.findIndex((e, i) => i > 0 && compareInitiative(sorted[i - 1]!, e) === 0 && !sameGroup(sorted[i - 1]!, e));
    if (clash < 0) return sorted;
    const tied = sorted.filter((e) => compareInitiative(e, sorted[clash]!) === 0);
    const groupFaces = new Map<string, number>();
    for (const e of tied) {
      const key = e.group ?? `id:${e.id}`;
      let face = groupFaces.get(key);
      if (face === undefined) {
        face = dice.roll(20, `initiative roll-off: ${e.group ?? e.id}`);
        thrown.push({ sides: 20, face, purpose: `initiative roll-off: ${e.group ?? e.id}`, status: "kept" });
        groupFaces.set(key, face);
      }
      e.rollOffs = [...e.rollOffs, face];
    }
    sorted = [...sorted].sort(compareInitiative);
  }
  throw new Error("Initiative roll-offs did not settle");
}

function entryOf(e: InitiativeEntrant, natural: number): InitiativeEntry {
  return { id: e.id, natural, total: natural + e.modifier, dodge: e.dodge, agility: e.agility, awareness: e.awareness, ...(e.group ? { group: e.group } : {}), rollOffs: [] };
}

function summaryOf(order: readonly InitiativeEntry[]): string {
  return order.map((e) => `${e.id} ${e.total}${e.rollOffs.length ? ` (roll-off ${e.rollOffs.join(",")})` : ""}`).join(", ");
}

/** Rolls initiative for everyone at the start of a conflict (L15–L19). A group throws one die (D20-R9). */
export function rollInitiative(dice: Dice, entrants: readonly InitiativeEntrant[]): InitiativeRoll {
  const ids = new Set<string>();
  for (const e of entrants) {
    if (ids.has(e.id)) throw new Error(`Initiative entrant ${e.id} is listed twice`);
    ids.add(e.id);
  }
  const thrown: ThrownDie[] = [];
  const groupFaces = new Map<string, number>();
  const entries = entrants.map((e) => {
    let face = e.group !== undefined ? groupFaces.get(e.group) : undefined;
    if (face === undefined) {
      const purpose = `initiative: ${e.group ?? e.id}`;
      face = dice.roll(20, purpose);
      thrown.push({ sides: 20, face, purpose, status: "kept" });
      if (e.group !== undefined) groupFaces.set(e.group, face);
    }
    return entryOf(e, face);
  });
  const order = settleTies(entries, dice, thrown);
  return { order, thrown, summary: summaryOf(order) };
}

/**
 * A late joiner rolls and takes its place in the existing order (L21). A joiner in a group already
 * in the order takes the group's roll, no die. On an exact tie with those already there, they keep
 * going first unless the series rolls off (D20-R5).
 */
export function joinInitiative(dice: Dice, order: readonly InitiativeEntry[], entrant: InitiativeEntrant, settings: D20Settings = DEFAULT_D20_SETTINGS): InitiativeRoll {
  if (order.some((e) => e.id === entrant.id)) throw new Error(`${entrant.id} is already in the initiative order`);
  const thrown: ThrownDie[] = [];
  const groupMate = entrant.group !== undefined ? order.find((e) => e.group === entrant.group) : undefined;
  let entry: InitiativeEntry;
  if (groupMate) {
    entry = { ...entryOf(entrant, groupMate.natural), rollOffs: [...groupMate.rollOffs] };
  } else {
    const purpose = `initiative: ${entrant.group ?? entrant.id}`;
    const face = dice.roll(20, purpose);
    thrown.push({ sides: 20, face, purpose, status: "kept" });
    entry = entryOf(entrant, face);
  }
  const tied = groupMate ? [] : order.filter((e) => chainTie(e, entry));
  if (tied.length > 0 && settings.lateJoinerTies === "roll-off") {
    const purpose = `initiative roll-off: ${entrant.id}`;
    // The joiner's roll-off face is compared with the faces the tied ones already hold, or, when
    // they never rolled off, with one new face each of them throws now.
    const others = tied.map((e) => {
      if (e.rollOffs.length > 0) return e;
      const p = `initiative roll-off: ${e.group ?? e.id}`;
      const face = dice.roll(20, p);
      thrown.push({ sides: 20, face, purpose: p, status: "kept" });
      return { ...e, rollOffs: [face] };
    });
    let face = dice.roll(20, purpose);
    thrown.push({ sides: 20, face, purpose, status: "kept" });
    while (others.some((o) => o.rollOffs[0] === face)) {
      face = dice.roll(20, purpose);
      thrown.push({ sides: 20, face, purpose, status: "kept" });
    }
    entry.rollOffs = [face];
    const replaced = order.map((e) => others.find((o) => o.id === e.id) ?? e);
    const next = [...replaced, entry].sort(compareInitiative);
    return { order: next, thrown, summary: summaryOf(next) };
  }
  // Insert after everyone who goes first or ties (D20-R5 "existing"), before the rest.
  let at = order.length;
  for (let i = 0; i < order.length; i++) {
    if (compareInitiative(order[i]!, entry) > 0 && !chainTie(order[i]!, entry)) {
      at = i;
      break;
    }
  }
  if (groupMate) at = order.lastIndexOf(order.filter((e) => e.group === entrant.group).at(-1)!) + 1;
  const next = [...order.slice(0, at), entry, ...order.slice(at)];
  return { order: next, thrown, summary: summaryOf(next) };
}
