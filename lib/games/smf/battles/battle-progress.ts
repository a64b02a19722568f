import type { DiceRequest } from "@/lib/rules/dice-requests";
import type { PostBattleProblem, PostBattleStepId } from "@/lib/rules/smf";
import type { BattleStage } from "./battle-stages";

/** Where a battle stands: what it waits for next. */
export type BattleProgress =
  | { kind: "setup" }
  | { kind: "needs-dice"; stage: BattleStage; request: DiceRequest }
  | { kind: "reporting" }
  | { kind: "awaiting-confirmation" }
  /** A decision step (thrall powers, the scenario special, artifact upkeep, bumps, Phase 3 spends) waits for a player to confirm its choices. */
  | { kind: "needs-decision"; step: PostBattleStepId }
  /** A step refused its choices (they were saved before a change made them illegal): fix them. */
  | { kind: "refused"; step: PostBattleStepId; problems: PostBattleProblem[] }
  | { kind: "finished"; status: "RESOLVED" | "UNDONE" | "CANCELLED" };

/** The recorded faces of each stage (keyed by stageSlotPrefix), in the order of their dice. */
export type RecordedFaces = Map<string, number[]>;
