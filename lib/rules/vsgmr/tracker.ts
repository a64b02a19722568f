/**
 * The battle tracker (issue 28): what the table taps during a battle — a figure defeated, a figure
 * returned by the solo enemy's 6, the rest of an Outflanked Attacker or a Spawner's figure arriving,
 * a hit on the Fortress Assault building, a figure over the Escape edge, the Transport object carried
 * home, a round over — folded into each side's figures in play, defeated and not yet arrived, and
 * checked against the scenario's end (VSGMR L617–L655). Pure: the taps come in as data, in order.
 */
import { fortressBuildingHits, vsgmrScenarioById, type ScenarioRole, type VsgmrScenarioId } from "./data/scenarios";

/** One figure of the battle as the tracker sees it. */
export interface TrackerFigure {
  id: string;
  /** The side it fights for: a team id, or the solo enemy's key. */
  side: string;
  name: string;
  /** Its price in half points (what defeating it is worth). */
  halves: number;
  hasDistanceAttack: boolean;
}

export interface TrackerSide {
  key: string;
  name: string;
  role?: ScenarioRole;
}

export interface TrackerSetup {
  scenarioId: VsgmrScenarioId;
  /** In the battle's order. */
  sides: readonly TrackerSide[];
  /** Each side's figures in its force's listed order. */
  figures: readonly TrackerFigure[];
}

/**
 * One tap. STORED AS JSON in BattleTrackEntry.payload (with `v`); changing it needs a data migration.
 * - defeated: a figure in play is defeated (by `bySide`, needed when more than two sides play);
 * - returned: a defeated figure is back on the table (the solo enemy's 6, L36);
 * - arrived: Outflanked, the rest of `side` comes on (L643); Spawning, `figureId` enters (L649);
 * - building-hit: the Fortress Assault building takes a hit (L639);
 * - escaped: a figure crossed the opposite edge (Escape, L633);
 * - object-home: `side` carried the Transport object home (L655);
 * - round-over: the round ends.
 */
export type VsgmrTap =
  | { kind: "defeated"; figureId: string; bySide?: string }
  | { kind: "returned"; figureId: string }
  | { kind: "arrived"; side: string; figureId?: string }
  | { kind: "building-hit" }
  | { kind: "escaped"; figureId: string }
  | { kind: "object-home"; side: string }
  | { kind: "round-over" };

export type VsgmrTapKind = VsgmrTap["kind"];

/** A stored entry's payload: a tap, or the undo of one (a strike names the entry it strikes). */
export type VsgmrTrackPayload = (VsgmrTap & { v: 1 }) | { v: 1; kind: "strike"; entryId: string };

export interface VsgmrTrackedEntry {
  id: string;
  payload: VsgmrTrackPayload;
  actorName: string;
}

export type FigureStatus = "in-play" | "waiting" | "defeated" | "escaped";

export interface TrackedFigureState extends TrackerFigure {
  status: FigureStatus;
  /** Who defeated it, while it stays defeated. */
  defeatedBy: string | null;
}

export interface TrackerState {
  scenarioId: VsgmrScenarioId;
  sides: readonly TrackerSide[];
  figures: TrackedFigureState[];
  /** The round being played, from 1. */
  round: number;
  buildingHits: number;
  /** Fortress Assault: hits that bring the building down (L639); null in other scenarios. */
  buildingHitsNeeded: number | null;
  /** Transport: the side that carried the object home. */
  objectHomeSide: string | null;
  /** The entries that count, oldest first (struck ones and their strikes left out). */
  counted: VsgmrTrackedEntry[];
}

/** Rounds a scenario lasts where the book sets a limit (Basic Game L623, Escape L633; Outflanked and Spawning play as the Basic Game, VS-R21). */
export function roundLimitOf(scenarioId: VsgmrScenarioId): number | null {
  if (scenarioId === "outflanked" || scenarioId === "spawning") return 5; // VS-R21
  const scenario = vsgmrScenarioById(scenarioId);
  return "roundLimit" in scenario ? (scenario.roundLimit ?? null) : null;
}

/**
 * The figures as the battle starts (VS-R20): an Outflanked Attacker sets up figures in its listed
 * order while they fit in half its points (L643), the rest wait; a Spawner starts with its first
 * listed figure, the rest wait (L649); everyone else starts on the table.
 */
export function startingTracker(setup: TrackerSetup): TrackerState {
  const roleOf = new Map(setup.sides.map((s) => [s.key, s.role] as const));
  const opening = new Map<string, number>();
  for (const side of setup.sides) {
    const total = setup.figures.filter((f) => f.side === side.key).reduce((sum, f) => sum + f.halves, 0);
    opening.set(side.key, Math.floor(total / 2));
  }
  const used = new Map<string, number>();
  const figures = setup.figures.map((figure): TrackedFigureState => {
    const role = roleOf.get(figure.side);
    let status: FigureStatus = "in-play";
    if (setup.scenarioId === "outflanked" && role === "attacker") {
      const spent = used.get(figure.side) ?? 0;
      if (spent + figure.halves <= opening.get(figure.side)!) used.set(figure.side, spent + figure.halves);
      else status = "waiting";
    } else if (setup.scenarioId === "spawning" && role === "spawner") {
      status = used.has(figure.side) ? "waiting" : "in-play";
      used.set(figure.side, 1);
    }
    return { ...figure, status, defeatedBy: null };
  });
  const assaulters = setup.sides.filter((s) => s.role === "assaulter").length;
  return {
    scenarioId: setup.scenarioId,
    sides: setup.sides,
    figures,
    round: 1,
    buildingHits: 0,
    buildingHitsNeeded: setup.scenarioId === "fortress-assault" ? fortressBuildingHits(Math.max(assaulters, 1)) : null,
    objectHomeSide: null,
    counted: [],
  };
}

/** Why a tap does not fit the battle as it stands, in words; null when it does. */
export function tapProblem(state: TrackerState, tap: VsgmrTap): string | null {
  const end = battleEnd(state);
  if (end) return `The battle is over: ${end.summary} Undo a tap to play on.`;
  const figure = "figureId" in tap && tap.figureId ? state.figures.find((f) => f.id === tap.figureId) : undefined;
  const NOT_HERE = "That figure is not in this battle.";
  switch (tap.kind) {
    case "defeated": {
      if (!figure) return NOT_HERE;
      if (figure.status !== "in-play") return `${figure.name} is not on the table.`;
      const foes = state.sides.filter((s) => s.key !== figure.side);
      if (tap.bySide !== undefined && !foes.some((s) => s.key === tap.bySide)) return "Only another side can defeat a figure.";
      if (tap.bySide === undefined && foes.length > 1) return "Say which side defeated it.";
      return null;
    }
    case "returned": {
      if (!figure) return NOT_HERE;
      if (figure.status !== "defeated") return `${figure.name} is not defeated.`;
      // Spawning: a Spawner's defeated figures are out of the game (L649, VS-R22).
      if (state.scenarioId === "spawning" && roleOf(state, figure.side) === "spawner") return "A Spawner's defeated figures are out of the game.";
      return null;
    }
    case "arrived": {
      if (!state.sides.some((s) => s.key === tap.side)) return "That side is not in this battle.";
      const waiting = state.figures.filter((f) => f.side === tap.side && f.status === "waiting");
      if (waiting.length === 0) return "That side has no figures waiting to arrive.";
      if (state.scenarioId === "spawning") {
        if (!tap.figureId) return "Say which figure enters.";
        if (!figure || figure.side !== tap.side || figure.status !== "waiting") return "That figure is not waiting to enter.";
      } else if (tap.figureId) return "Outflanked brings the rest of the force on at once.";
      return null;
    }
    case "building-hit":
      return state.buildingHitsNeeded === null ? "Only a Fortress Assault has a building to hit." : null;
    case "escaped":
      if (state.scenarioId !== "escape") return "Only in Escape do figures leave by the far edge.";
      if (!figure) return NOT_HERE;
      return figure.status === "in-play" ? null : `${figure.name} is not on the table.`;
    case "object-home":
      if (state.scenarioId !== "transport") return "Only Transport has an object to carry home.";
      if (!state.sides.some((s) => s.key === tap.side)) return "That side is not in this battle.";
      return state.figures.some((f) => f.side === tap.side && f.status === "in-play") ? null : "That side has no figure on the table to carry it.";
    case "round-over":
      return null;
  }
}

function roleOf(state: TrackerState, side: string): ScenarioRole | undefined {
  return state.sides.find((s) => s.key === side)?.role;
}

/** The state after one tap (the tap already checked by tapProblem). */
export function applyTap(state: TrackerState, tap: VsgmrTap): TrackerState {
  const setFigure = (id: string, change: Partial<TrackedFigureState>) => state.figures.map((f) => (f.id === id ? { ...f, ...change } : f));
  switch (tap.kind) {
    case "defeated": {
      const figure = state.figures.find((f) => f.id === tap.figureId)!;
      const by = tap.bySide ?? state.sides.find((s) => s.key !== figure.side)!.key;
      return { ...state, figures: setFigure(tap.figureId, { status: "defeated", defeatedBy: by }) };
    }
    case "returned":
      return { ...state, figures: setFigure(tap.figureId, { status: "in-play", defeatedBy: null }) };
    case "arrived":
      return {
        ...state,
        figures: state.figures.map((f) => (f.side === tap.side && f.status === "waiting" && (!tap.figureId || f.id === tap.figureId) ? { ...f, status: "in-play" } : f)),
      };
    case "building-hit":
      return { ...state, buildingHits: state.buildingHits + 1 };
    case "escaped":
      return { ...state, figures: setFigure(tap.figureId, { status: "escaped" }) };
    case "object-home":
      return { ...state, objectHomeSide: tap.side };
    case "round-over":
      return { ...state, round: state.round + 1 };
  }
}

/**
 * Folds the entries in order: a struck entry (and its strike) counts for nothing, and an entry that
 * no longer fits once an earlier one was struck is left out, so every phone folds the same state.
 */
export function foldTracker(setup: TrackerSetup, entries: readonly VsgmrTrackedEntry[]): TrackerState {
  const struck = new Set(entries.flatMap((e) => (e.payload.kind === "strike" ? [e.payload.entryId] : [])));
  let state = startingTracker(setup);
  for (const entry of entries) {
    const payload = entry.payload;
    if (payload.kind === "strike" || struck.has(entry.id)) continue;
    const { v: _v, ...tap } = payload;
    if (tapProblem(state, tap) !== null) continue;
    state = { ...applyTap(state, tap), counted: [...state.counted, entry] };
  }
  return state;
}

export interface SideCount {
  key: string;
  inPlay: number;
  waiting: number;
  defeated: number;
  escaped: number;
  /** Points of enemy figures this side defeated, in half points (each defeated figure once, VS-R23). */
  defeatedHalves: number;
}

export function sideCounts(state: TrackerState): SideCount[] {
  return state.sides.map((side) => {
    const own = state.figures.filter((f) => f.side === side.key);
    const count = (status: FigureStatus) => own.filter((f) => f.status === status).length;
    return {
      key: side.key,
      inPlay: count("in-play"),
      waiting: count("waiting"),
      defeated: count("defeated"),
      escaped: count("escaped"),
      defeatedHalves: state.figures.filter((f) => f.status === "defeated" && f.defeatedBy === side.key).reduce((sum, f) => sum + f.halves, 0),
    };
  });
}

export type TrackerEndCondition = "rounds" | "edge" | "building-hits" | "survivors" | "object-home";

export interface BattleEnd {
  condition: TrackerEndCondition;
  /** The winning sides; empty for a draw. */
  winners: string[];
  summary: string;
  /** The book line of the ending. */
  line: number;
}

/**
 * Whether the tracked battle has reached its scenario's end, and who won (VS-R21):
 * Transport ends when the object is home (L655); Fortress Assault when the building has taken its
 * hits (the Assaulters win) or every Assaulter is defeated (the Defenders win, L639); Ambush when
 * every Ambusher or every Target is gone (L627); Escape when a side has more than half its starting
 * figures over the edge (L633); any battle when at most one side has figures left (on the table or
 * still to arrive); a battle with a round limit when its last round is over: the side with figures
 * left wins, several sides with figures left go by the points of enemy figures defeated (L623),
 * equal points or an Escape nobody made are a draw.
 */
export function battleEnd(state: TrackerState): BattleEnd | null {
  const nameOf = (key: string) => state.sides.find((s) => s.key === key)?.name ?? key;
  const names = (keys: string[]) => keys.map(nameOf).join(" and ");
  const withRole = (role: ScenarioRole) => state.sides.filter((s) => s.role === role).map((s) => s.key);
  const isLeft = (f: TrackedFigureState) => f.status === "in-play" || f.status === "waiting";
  const hasLeft = (side: string) => state.figures.some((f) => f.side === side && isLeft(f));
  const won = (condition: TrackerEndCondition, winners: string[], why: string, line: number): BattleEnd => ({
    condition,
    winners,
    summary: winners.length > 0 ? `${why}: ${names(winners)} won.` : `${why}: a draw.`,
    line,
  });

  if (state.objectHomeSide) return won("object-home", [state.objectHomeSide], `${nameOf(state.objectHomeSide)} carried the object home`, 655);
  if (state.scenarioId === "fortress-assault") {
    if (state.buildingHitsNeeded !== null && state.buildingHits >= state.buildingHitsNeeded)
      return won("building-hits", withRole("assaulter").filter(hasLeft), `The building fell after ${state.buildingHits} hits`, 639);
    const assaulters = withRole("assaulter");
    if (assaulters.length > 0 && !assaulters.some(hasLeft)) return won("survivors", withRole("defender").filter(hasLeft), "Every Assaulter is defeated", 639);
  }
  if (state.scenarioId === "ambush") {
    for (const [gone, other] of [
      ["ambusher", "target"],
      ["target", "ambusher"],
    ] as const) {
      const sides = withRole(gone);
      if (sides.length > 0 && !sides.some(hasLeft)) return won("survivors", withRole(other).filter(hasLeft), `Every ${gone === "ambusher" ? "Ambusher" : "Target"} is gone`, 627);
    }
  }
  if (state.scenarioId === "escape") {
    const escaped = state.sides.find((side) => {
      const own = state.figures.filter((f) => f.side === side.key);
      return own.filter((f) => f.status === "escaped").length * 2 > own.length;
    });
    if (escaped) return won("edge", [escaped.key], `${escaped.name} got more than half its figures over the edge`, 633);
  }
  const standing = state.sides.map((s) => s.key).filter(hasLeft);
  if (standing.length <= 1 && state.scenarioId !== "escape")
    return won("survivors", standing, standing.length === 1 ? "Only one side has figures left" : "No side has figures left", 623);
  if (state.scenarioId === "escape" && standing.length === 0) return won("survivors", [], "No side has figures left", 633);
  const limit = roundLimitOf(state.scenarioId);
  if (limit !== null && state.round > limit) {
    if (state.scenarioId === "escape") return won("rounds", [], `${limit} rounds are over and nobody escaped`, 633);
    const counts = sideCounts(state).filter((c) => standing.includes(c.key));
    const best = Math.max(...counts.map((c) => c.defeatedHalves));
    const top = counts.filter((c) => c.defeatedHalves === best).map((c) => c.key);
    return won("rounds", top.length === 1 ? top : [], `${limit} rounds are over`, 623);
  }
  return null;
}

/** What an arrival or a defeat reads as in the journal and on other phones ("Orc Warlord defeated"). */
export function tapWords(state: Pick<TrackerState, "figures" | "sides">, tap: VsgmrTap): string {
  const figure = (id: string) => state.figures.find((f) => f.id === id)?.name ?? "a figure";
  const side = (key: string) => state.sides.find((s) => s.key === key)?.name ?? "a side";
  switch (tap.kind) {
    case "defeated":
      return `${figure(tap.figureId)} defeated${tap.bySide ? ` by ${side(tap.bySide)}` : ""}`;
    case "returned":
      return `${figure(tap.figureId)} back on the table`;
    case "arrived":
      return tap.figureId ? `${figure(tap.figureId)} entered for ${side(tap.side)}` : `the rest of ${side(tap.side)} arrived`;
    case "building-hit":
      return "a hit on the building";
    case "escaped":
      return `${figure(tap.figureId)} escaped over the edge`;
    case "object-home":
      return `${side(tap.side)} carried the object home`;
    case "round-over":
      return "the round ended";
  }
}

/**
 * The battle told from its tracker, for the journal: each counted tap but the rounds' ends, by the
 * round it happened in ("Round 2: Command Module defeated"), then how it ended, when it has.
 */
export function trackerStory(setup: TrackerSetup, state: TrackerState): string[] {
  let replay = startingTracker(setup);
  const lines: string[] = [];
  for (const entry of state.counted) {
    if (entry.payload.kind === "strike") continue;
    const { v: _v, ...tap } = entry.payload;
    if (tap.kind !== "round-over") lines.push(`Round ${replay.round}: ${tapWords(replay, tap)}.`);
    replay = applyTap(replay, tap);
  }
  const end = battleEnd(state);
  if (end) lines.push(end.summary);
  return lines;
}
