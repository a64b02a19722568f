/**
 * Solo play from the figures in play (issue 28): the enemy's roll counts the figures the tracker has
 * on the table (VS-R15), a 6 offers its defeated figures to return (L36), and the app suggests which
 * of its figures act — a fair random pick the book leaves to the player (VS-R24), each with its
 * behaviour line (L34).
 */
import type { Dice, ThrownDie } from "../dice";
import type { EnemyActionInput } from "./solo";
import type { TrackedFigureState, TrackerState } from "./tracker";

/** The enemy's roll input from the tracked figures: those on the table, and whether one could return. */
export function soloEnemyInput(state: TrackerState, enemy: string): EnemyActionInput & { waiting: number } {
  const own = state.figures.filter((f) => f.side === enemy);
  return {
    figures: own.filter((f) => f.status === "in-play").length,
    hasDefeated: returnableFigures(state, enemy).length > 0,
    waiting: own.filter((f) => f.status === "waiting").length,
  };
}

/** The defeated figures of a side a 6 may bring back: none for a Spawner, whose defeated are out of the game (L649, VS-R22). */
export function returnableFigures(state: TrackerState, side: string): TrackedFigureState[] {
  if (state.scenarioId === "spawning" && state.sides.find((s) => s.key === side)?.role === "spawner") return [];
  return state.figures.filter((f) => f.side === side && f.status === "defeated");
}

/** How a solo enemy figure moves (L34), in our words. */
export function soloBehaviour(figure: Pick<TrackedFigureState, "hasDistanceAttack">): string {
  return figure.hasDistanceAttack ? "Keeps to the farthest range of its distance attack." : "Closes in to fight hand to hand.";
}

/** The app's suggestion of which enemy figures act. STORED AS JSON in a solo turn; changing it needs a data migration. */
export interface SoloActorSuggestion {
  picks: Array<{ figureId: string; name: string; behaviour: string }>;
  /** One die per pick while there is a choice (a die with a face per figure still unpicked); none when every figure acts. */
  thrown: ThrownDie[];
  summary: string;
}

/**
 * Picks `count` of the figures in play, each equally likely (VS-R24): for each pick a die with one
 * face per figure not yet picked, in their listed order. When every figure may act there is no choice
 * and no die.
 */
export function suggestSoloActors(inPlay: readonly TrackedFigureState[], count: number, dice: Dice): SoloActorSuggestion {
  if (!Number.isInteger(count) || count < 0) throw new Error(`Figures to pick must be a whole number (got ${count})`);
  const purpose = "vsgmr-solo-pick";
  const left = [...inPlay];
  const picked: TrackedFigureState[] = [];
  const thrown: ThrownDie[] = [];
  if (count >= left.length) picked.push(...left);
  else {
    for (let i = 0; i < count; i++) {
      const face = dice.roll(left.length, purpose);
      thrown.push({ sides: left.length, face, purpose, status: "kept" });
      picked.push(left.splice(face - 1, 1)[0]!);
    }
  }
  const picks = picked.map((f) => ({ figureId: f.id, name: f.name, behaviour: soloBehaviour(f) }));
  return {
    picks,
    thrown,
    summary: picks.length === 0 ? "No enemy figure is on the table." : `Suggested to act: ${picks.map((p) => p.name).join(", ")}`,
  };
}
