/**
 * The conflict tracker as an event-sourced fold: the app stores each tap as an event, append-only,
 * and `foldConflict(events)` rebuilds the state. An `undo` event cancels the latest event still in
 * force before it, so a mistaken tap is undone without editing the log. Dice are thrown outside
 * (initiative, damage and resistance checks) and their results travel in the events.
 *
 * Turn order follows initiative (L19), with late joiners (L21), a surprise round (L27), delay
 * (L431–L437) and ready (L469–L475). Ending a turn ends effects that last until the end of that
 * turn and prompts the resistance checks against ongoing effects (L81–L85, L383); starting one
 * ends effects that last until its start (L65). The Recover action works once per conflict
 * (L477–L483).
 */
import { applyDamageResult, UNHURT, type DamageTrack } from "./damage";
import type { Degree } from "./check";
import { easeFatigue, expandConditions, type ConditionDuration, type FatigueLevel } from "./conditions";
import { compareInitiative, type InitiativeEntry } from "./initiative";
import { recoverOne } from "./recovery";

export type CombatantKind = "hero" | "villain" | "minion";

export interface CombatantSpec {
  id: string;
  name: string;
  kind: CombatantKind;
  /** A minion group's id: its members share one initiative roll. */
  group?: string;
}

/** A condition in force on a combatant. `key` is unique within the conflict (the event names it). */
export interface ActiveCondition {
  key: string;
  condition: string;
  duration: ConditionDuration;
  /** Who or what imposed it, for the screen. */
  source?: string;
  /** A bonus to active defences it gives (the Recover action's +2, L483). */
  defenceBonus?: number;
}

export interface CombatantState extends CombatantSpec {
  initiative: InitiativeEntry;
  damage: DamageTrack;
  fatigue: FatigueLevel;
  conditions: ActiveCondition[];
  /** The Recover action has been used in this conflict (L481). */
  recovered: boolean;
  /** Waiting to act later this round (L433). */
  delayed: boolean;
  /** Holding a readied action and its trigger (L473). */
  readied: string | null;
  /** Left the conflict. */
  removed: boolean;
}

/** A resistance check the app should ask for: against an ongoing effect at the end of a turn (L383). */
export interface OngoingPrompt {
  combatantId: string;
  key: string;
  condition: string;
  dc: number;
  resistance: string;
}

/** STORED AS JSON only as a cache; the events are the truth. */
export interface ConflictState {
  started: boolean;
  /** 0 is the surprise round (L27); the first full round is 1. */
  round: number;
  /** Ids in initiative order, highest first. */
  order: string[];
  /** The id whose turn it is, or null before the start and after the end. */
  current: string | null;
  combatants: Record<string, CombatantState>;
  surprised: string[];
  prompts: OngoingPrompt[];
  ended: boolean;
}

export type ConflictEvent =
  | { type: "start"; combatants: CombatantSpec[]; initiative: InitiativeEntry[]; surprised?: string[] }
  | { type: "join"; combatant: CombatantSpec; order: InitiativeEntry[] }
  | { type: "end-turn" }
  | { type: "delay" }
  | { type: "act-now"; combatantId: string }
  | { type: "ready"; trigger: string }
  | { type: "readied-action"; combatantId: string }
  | { type: "damage"; combatantId: string; track: DamageTrack }
  | { type: "damage-result"; combatantId: string; result: Degree }
  | { type: "fatigue"; combatantId: string; level: FatigueLevel }
  | { type: "add-condition"; combatantId: string; condition: ActiveCondition }
  | { type: "remove-condition"; combatantId: string; key: string }
  | { type: "ongoing-check"; combatantId: string; key: string; success: boolean }
  | { type: "recover"; combatantId: string; choice: "damage" | "fatigue" | "ongoing"; key?: string; success?: boolean }
  | { type: "remove"; combatantId: string }
  | { type: "end" }
  | { type: "undo" };

export type ConflictErrorCode = "not-started" | "already-started" | "ended" | "unknown-combatant" | "duplicate" | "not-allowed" | "already-recovered";
export type ConflictFailure = { ok: false; error: { code: ConflictErrorCode; message: string; eventIndex?: number } };

export const EMPTY_CONFLICT: ConflictState = { started: false, round: 0, order: [], current: null, combatants: {}, surprised: [], prompts: [], ended: false };

function fail(code: ConflictErrorCode, message: string): ConflictFailure {
  return { ok: false, error: { code, message } };
}

/** Dead or incapacitated combatants, and those who left, take no turns (D20-R13). */
export function canAct(c: CombatantState): boolean {
  return !c.removed && c.damage.state === "active" && c.fatigue !== "incapacitated" && c.fatigue !== "dying";
}

function withCombatant(state: ConflictState, id: string, change: (c: CombatantState) => CombatantState): ConflictState {
  return { ...state, combatants: { ...state.combatants, [id]: change(state.combatants[id]!) } };
}

/** Counts one turn end (or start) of `who` against every turn-bound duration; drops those that run out. */
function tick(state: ConflictState, who: string, kind: "turn-end" | "turn-start"): ConflictState {
  let next = state;
  for (const id of Object.keys(state.combatants)) {
    next = withCombatant(next, id, (c) => {
      const conditions: ActiveCondition[] = [];
      let dazedEnded = false;
      for (const cond of c.conditions) {
        if (cond.duration.kind === kind && cond.duration.of === who) {
          const count = cond.duration.count - 1;
          if (count <= 0) {
            if (cond.condition === "dazed" && cond.source === "damage") dazedEnded = true;
            continue;
          }
          conditions.push({ ...cond, duration: { ...cond.duration, count } });
        } else conditions.push(cond);
      }
      const stillDazed = conditions.some((x) => x.condition === "dazed" && x.source === "damage");
      return { ...c, conditions, damage: dazedEnded && !stillDazed ? { ...c.damage, dazed: false } : c.damage };
    });
  }
  return next;
}

function endRound(state: ConflictState, round: number): ConflictState {
  let next = state;
  for (const id of Object.keys(state.combatants)) {
    next = withCombatant(next, id, (c) => ({ ...c, conditions: c.conditions.filter((x) => !(x.duration.kind === "round-end" && x.duration.round <= round)) }));
  }
  return next;
}

/** Who may take a turn in `round` (surprised combatants sit out the surprise round, L27). */
function takesTurn(state: ConflictState, id: string, round: number): boolean {
  const c = state.combatants[id]!;
  if (!canAct(c)) return false;
  if (round === 0 && state.surprised.includes(id)) return false;
  return true;
}

/** Starts `id`'s turn: effects "until the start of your next turn" end (L65); a lost delay or ready ends (L435, L475). */
function beginTurn(state: ConflictState, id: string): ConflictState {
  const ticked = tick(state, id, "turn-start");
  return withCombatant({ ...ticked, current: id }, id, (c) => ({ ...c, delayed: false, readied: null }));
}

/** Moves to the next combatant who takes a turn after position `from`, wrapping into the next round. */
function advance(state: ConflictState, from: number): ConflictState {
  let round = state.round;
  let next = state;
  for (let step = 1; step <= state.order.length * 2 + 1; step++) {
    const index = from + step;
    const wrapped = Math.floor(index / state.order.length);
    const r = state.round + wrapped;
    if (r !== round) {
      next = endRound(next, round);
      round = r;
    }
    const id = state.order[index % state.order.length]!;
    const c = next.combatants[id]!;
    if (!takesTurn(next, id, round)) continue;
    if (c.delayed && wrapped === 0) continue; // still waiting this round
    return beginTurn({ ...next, round }, id);
  }
  return { ...next, round, current: null };
}

function orderIds(entries: readonly InitiativeEntry[]): string[] {
  return [...entries].sort(compareInitiative).map((e) => e.id);
}

/** Applies one event; a failure says why the event cannot apply (the app refuses the tap). */
export function applyConflictEvent(state: ConflictState, event: Exclude<ConflictEvent, { type: "undo" }>): { ok: true; state: ConflictState } | ConflictFailure {
  if (event.type === "start") {
    if (state.started) return fail("already-started", "The conflict has already started.");
    const ids = new Set(event.combatants.map((c) => c.id));
    if (ids.size !== event.combatants.length) return fail("duplicate", "A combatant is listed twice.");
    const byId = new Map(event.initiative.map((e) => [e.id, e]));
    if (byId.size !== ids.size || [...ids].some((id) => !byId.has(id))) return fail("unknown-combatant", "Every combatant needs exactly one initiative entry.");
    const surprised = event.surprised ?? [];
    if (surprised.some((id) => !ids.has(id))) return fail("unknown-combatant", "A surprised combatant is not in the conflict.");
    const combatants: Record<string, CombatantState> = {};
    for (const spec of event.combatants) {
      const conditions: ActiveCondition[] = surprised.includes(spec.id)
        ? [
            // L27: stunned and vulnerable until the next round
            { key: `surprise-stunned:${spec.id}`, condition: "stunned", duration: { kind: "round-end", round: 0 }, source: "surprise" },
            { key: `surprise-vulnerable:${spec.id}`, condition: "vulnerable", duration: { kind: "round-end", round: 0 }, source: "surprise" },
          ]
        : [];
      combatants[spec.id] = {
        ...spec,
        initiative: byId.get(spec.id)!,
        damage: UNHURT,
        fatigue: "none",
        conditions,
        recovered: false,
        delayed: false,
        readied: null,
        removed: false,
      };
    }
    const base: ConflictState = { ...EMPTY_CONFLICT, started: true, round: surprised.length > 0 ? 0 : 1, order: orderIds(event.initiative), combatants, surprised };
    return { ok: true, state: advance(base, -1) };
  }
  if (!state.started) return fail("not-started", "The conflict has not started.");
  if (state.ended) return fail("ended", "The conflict is over.");
  const known = (id: string) => state.combatants[id] !== undefined;
  switch (event.type) {
    case "join": {
      if (known(event.combatant.id)) return fail("duplicate", `${event.combatant.id} is already in the conflict.`);
      const entry = event.order.find((e) => e.id === event.combatant.id);
      if (!entry) return fail("unknown-combatant", "The new order must hold the joiner.");
      const newIds = event.order.map((e) => e.id);
      if (Object.keys(state.combatants).some((id) => !newIds.includes(id))) return fail("unknown-combatant", "The new order must keep everyone already in it.");
      const joined: CombatantState = {
        ...event.combatant,
        initiative: entry,
        damage: UNHURT,
        fatigue: "none",
        conditions: [],
        recovered: false,
        delayed: false,
        readied: null,
        removed: false,
      };
      // L21: acts when its place comes up; the order given keeps everyone's earlier places (joinInitiative).
      return { ok: true, state: { ...state, order: newIds, combatants: { ...state.combatants, [joined.id]: joined } } };
    }
    case "end-turn": {
      const id = state.current;
      if (id === null) return fail("not-allowed", "It is nobody's turn.");
      const ticked = tick(state, id, "turn-end"); // L83
      const c = ticked.combatants[id]!;
      const prompts = c.conditions.flatMap((cond) =>
        cond.duration.kind === "ongoing" ? [{ combatantId: id, key: cond.key, condition: cond.condition, dc: cond.duration.dc, resistance: cond.duration.resistance }] : [],
      ); // L85, L383
      return { ok: true, state: advance({ ...ticked, prompts: [...ticked.prompts.filter((p) => p.combatantId !== id), ...prompts] }, state.order.indexOf(id)) };
    }
    case "delay": {
      const id = state.current;
      if (id === null) return fail("not-allowed", "It is nobody's turn.");
      // L433: the whole turn waits; L437: end-of-turn checks wait until it has acted.
      const marked = withCombatant(state, id, (c) => ({ ...c, delayed: true }));
      return { ok: true, state: advance(marked, state.order.indexOf(id)) };
    }
    case "act-now": {
      if (!known(event.combatantId)) return fail("unknown-combatant", `${event.combatantId} is not in the conflict.`);
      const c = state.combatants[event.combatantId]!;
      if (!c.delayed) return fail("not-allowed", `${c.name} is not delaying.`);
      // L435: it takes its place just before the one whose turn was about to run (D20-R14).
      const order = state.order.filter((x) => x !== c.id);
      const at = state.current === null ? order.length : order.indexOf(state.current);
      order.splice(at, 0, c.id);
      return { ok: true, state: beginTurn({ ...state, order }, c.id) };
    }
    case "ready": {
      const id = state.current;
      if (id === null) return fail("not-allowed", "It is nobody's turn.");
      return { ok: true, state: withCombatant(state, id, (c) => ({ ...c, readied: event.trigger })) };
    }
    case "readied-action": {
      if (!known(event.combatantId)) return fail("unknown-combatant", `${event.combatantId} is not in the conflict.`);
      const c = state.combatants[event.combatantId]!;
      if (c.readied === null) return fail("not-allowed", `${c.name} has no readied action.`);
      // L473: its place becomes the point where it acted: just before the one whose turn it is (D20-R14).
      const order = state.order.filter((x) => x !== c.id);
      const at = state.current === null ? order.length : order.indexOf(state.current);
      order.splice(at, 0, c.id);
      return { ok: true, state: withCombatant({ ...state, order }, c.id, (x) => ({ ...x, readied: null })) };
    }
    case "damage":
    case "damage-result": {
      if (!known(event.combatantId)) return fail("unknown-combatant", `${event.combatantId} is not in the conflict.`);
      const before = state.combatants[event.combatantId]!;
      const track = event.type === "damage" ? event.track : applyDamageResult(before.damage, event.result, { minion: before.kind === "minion" }).track;
      const newlyDazed = track.dazed && (!before.damage.dazed || (event.type === "damage-result" && event.result.outcome === "failure" && event.result.degrees === 2));
      let conditions = before.conditions;
      if (newlyDazed) {
        // L264, D20-R16: dazed until the end of its next turn; during its own turn that is the turn after.
        const count = state.current === before.id ? 2 : 1;
        conditions = [
          ...conditions.filter((x) => !(x.condition === "dazed" && x.source === "damage")),
          { key: `damage-dazed:${before.id}`, condition: "dazed", duration: { kind: "turn-end", of: before.id, count }, source: "damage" },
        ];
      }
      let next = withCombatant(state, before.id, (c) => ({ ...c, damage: track, conditions }));
      if (state.current === before.id && !canAct(next.combatants[before.id]!)) next = advance(next, state.order.indexOf(before.id));
      return { ok: true, state: next };
    }
    case "fatigue": {
      // A hazard's track (L123, L131) or extra effort; the app records where the combatant now stands.
      if (!known(event.combatantId)) return fail("unknown-combatant", `${event.combatantId} is not in the conflict.`);
      let next = withCombatant(state, event.combatantId, (c) => ({ ...c, fatigue: event.level }));
      if (state.current === event.combatantId && !canAct(next.combatants[event.combatantId]!)) next = advance(next, state.order.indexOf(event.combatantId));
      return { ok: true, state: next };
    }
    case "add-condition": {
      if (!known(event.combatantId)) return fail("unknown-combatant", `${event.combatantId} is not in the conflict.`);
      const taken = Object.values(state.combatants).some((c) => c.conditions.some((x) => x.key === event.condition.key));
      if (taken) return fail("duplicate", `A condition keyed ${event.condition.key} is already in force.`);
      return { ok: true, state: withCombatant(state, event.combatantId, (c) => ({ ...c, conditions: [...c.conditions, event.condition] })) };
    }
    case "remove-condition":
    case "ongoing-check": {
      if (!known(event.combatantId)) return fail("unknown-combatant", `${event.combatantId} is not in the conflict.`);
      const c = state.combatants[event.combatantId]!;
      if (!c.conditions.some((x) => x.key === event.key)) return fail("not-allowed", `${c.name} has no condition keyed ${event.key}.`);
      const prompts = state.prompts.filter((p) => !(p.combatantId === c.id && p.key === event.key));
      // L383: a success ends the effect and its conditions; a failure leaves them.
      const drop = event.type === "remove-condition" || event.success;
      const next = drop ? withCombatant(state, c.id, (x) => ({ ...x, conditions: x.conditions.filter((y) => y.key !== event.key) })) : state;
      return { ok: true, state: { ...next, prompts } };
    }
    case "recover": {
      if (!known(event.combatantId)) return fail("unknown-combatant", `${event.combatantId} is not in the conflict.`);
      const c = state.combatants[event.combatantId]!;
      if (c.recovered) return fail("already-recovered", `${c.name} has already recovered in this conflict.`); // L481
      if (state.current !== c.id) return fail("not-allowed", "Recovering takes the combatant's own turn."); // L479
      let next: CombatantState = { ...c, recovered: true };
      if (event.choice === "damage") {
        // L479: the highest level of damage goes; a dazed it clears takes its timer with it.
        const damage = recoverOne(c.damage);
        const conditions = c.damage.dazed && !damage.dazed ? c.conditions.filter((x) => !(x.condition === "dazed" && x.source === "damage")) : c.conditions;
        next = { ...next, damage, conditions };
      }
      if (event.choice === "fatigue") next = { ...next, fatigue: easeFatigue(c.fatigue) };
      if (event.choice === "ongoing") {
        if (!event.key || !c.conditions.some((x) => x.key === event.key && x.duration.kind === "ongoing"))
          return fail("not-allowed", "Name the ongoing effect the extra check is against.");
        if (event.success) next = { ...next, conditions: next.conditions.filter((x) => x.key !== event.key) }; // L479: an extra check
      }
      // L483: +2 active defences until the start of its next turn.
      next = {
        ...next,
        conditions: [
          ...next.conditions,
          { key: `recover:${c.id}`, condition: "recovering", duration: { kind: "turn-start", of: c.id, count: 1 }, source: "recover", defenceBonus: 2 },
        ],
      };
      return { ok: true, state: withCombatant(state, c.id, () => next) };
    }
    case "remove": {
      if (!known(event.combatantId)) return fail("unknown-combatant", `${event.combatantId} is not in the conflict.`);
      let next = withCombatant(state, event.combatantId, (c) => ({ ...c, removed: true }));
      if (state.current === event.combatantId) next = advance(next, state.order.indexOf(event.combatantId));
      return { ok: true, state: next };
    }
    case "end":
      return { ok: true, state: { ...state, ended: true, current: null, prompts: [] } };
  }
}

/** The events still in force: each `undo` cancels the latest earlier event not already undone. */
export function eventsInForce(events: readonly ConflictEvent[]): Array<{ index: number; event: Exclude<ConflictEvent, { type: "undo" }> }> {
  const kept: Array<{ index: number; event: Exclude<ConflictEvent, { type: "undo" }> }> = [];
  events.forEach((event, index) => {
    if (event.type === "undo") kept.pop();
    else kept.push({ index, event });
  });
  return kept;
}

/** Folds the stored events into the state; the first event that cannot apply is reported with its index. */
export function foldConflict(events: readonly ConflictEvent[]): { ok: true; state: ConflictState } | ConflictFailure {
  let state = EMPTY_CONFLICT;
  for (const { index, event } of eventsInForce(events)) {
    const result = applyConflictEvent(state, event);
    if (!result.ok) return { ok: false, error: { ...result.error, eventIndex: index } };
    state = result.state;
  }
  return { ok: true, state };
}

/** Every condition a combatant is under, from the damage ladder, fatigue and the list (expanded, L457). */
export function conditionsOf(c: CombatantState): string[] {
  const fromDamage = [c.damage.dazed ? "dazed" : null, c.damage.staggered ? "staggered" : null, c.damage.state === "active" ? null : c.damage.state].filter(
    (x): x is string => x !== null,
  );
  const fromFatigue = c.fatigue === "none" ? [] : [c.fatigue];
  return expandConditions([...fromDamage, ...fromFatigue, ...c.conditions.map((x) => x.condition)]).filter((x) => x !== "recovering");
}

/** The bonus to active defences from conditions such as Recover's +2 (L483). */
export function defenceBonusOf(c: CombatantState): number {
  return c.conditions.reduce((sum, x) => sum + (x.defenceBonus ?? 0), 0);
}

/** What the combatant whose turn it is may do. */
export interface TurnAllowance {
  /** Standard actions (one may be taken as a move instead, L27, L43, L69). */
  standard: number;
  move: number;
  free: boolean;
  reason: string;
}

/**
 * The actions of the current turn: a standard and a move (or two moves) normally (L31, L69); in the
 * surprise round only a standard (or a move) and free actions (L27); none while stunned (L27:
 * the surprised do not act). Dazed limits actions too (L33); how far is in the basics chapter,
 * so the screen shows the condition and leaves the count as normal.
 */
export function turnAllowance(state: ConflictState): TurnAllowance | null {
  if (state.current === null) return null;
  const c = state.combatants[state.current]!;
  if (conditionsOf(c).includes("stunned")) return { standard: 0, move: 0, free: false, reason: "stunned" };
  if (state.round === 0) return { standard: 1, move: 0, free: true, reason: "surprise round" };
  return { standard: 1, move: 1, free: true, reason: "normal turn" };
}
