/**
 * A battle's throw cursor: what its next throw needs, kept on the battle row (Battle.throwCursor)
 * so a throw folds on from it instead of re-reading and re-running every recorded die. It holds the
 * stage under way, that stage's recorded faces and the request they leave; the stages before it
 * are already folded into the battle's stored columns (the pre-battle result, the post-battle
 * state, events and step).
 *
 * It is only ever a cache of the roll log: `rolls` is how many throws the battle had when it was
 * written, and a cursor is used only while that count, the battle's status and its stage still
 * match. Anything else (an undo, a choice confirmed, a battle from before the cursor existed) falls
 * back to one full fold from the roll log, which then stores a fresh cursor. No database here.
 */
import type { DiceRequest } from "@/lib/rules/dice-requests";
import { stageSlotPrefix, stepAt, type BattleStage } from "./battle-stages";
import type { BattleProgress, RecordedFaces } from "./battle-progress";
import type { LoadedBattle } from "./loaded-battle";

export interface ThrowCursor {
  v: 1;
  /** How many rolls the battle had when the cursor was written. */
  rolls: number;
  /** The stage under way (stageSlotPrefix). */
  stage: string;
  /** That stage's recorded faces, in order. */
  faces: number[];
  /** The next throw they leave. */
  request: DiceRequest;
}

/** The stage a battle's next die belongs to, from its stored status and step (none outside the dice stages). */
export function stageUnderWay(loaded: LoadedBattle): BattleStage | undefined {
  if (loaded.row.status === "PRE_BATTLE") return { kind: "pre-battle" };
  if (loaded.row.status !== "POST_BATTLE") return undefined;
  const step = stepAt(loaded.data.postBattleStep);
  return step ? { kind: "post-battle", step } : undefined;
}

/** The cursor to store after a throw: one while the battle waits for dice, else none. */
export function cursorFor(progress: BattleProgress, recorded: RecordedFaces, rolls: number): ThrowCursor | null {
  if (progress.kind !== "needs-dice") return null;
  const stage = stageSlotPrefix(progress.stage);
  return { v: 1, rolls, stage, faces: [...(recorded.get(stage) ?? [])], request: progress.request };
}

const isFaces = (value: unknown): value is number[] => Array.isArray(value) && value.every((f) => Number.isInteger(f));

/**
 * The stored cursor, if it still describes the battle: same status and stage, same number of
 * rolls, and a request that starts where the faces end. Then the progress and the recorded faces
 * a throw needs come from it, with no die read and no rule run.
 */
export function resumeFromCursor(
  loaded: LoadedBattle,
  stored: unknown,
  rolls: number,
): { progress: Extract<BattleProgress, { kind: "needs-dice" }>; recorded: RecordedFaces } | undefined {
  if (!stored || typeof stored !== "object") return undefined;
  const cursor = stored as Partial<ThrowCursor>;
  const stage = stageUnderWay(loaded);
  if (!stage || cursor.v !== 1 || cursor.rolls !== rolls || cursor.stage !== stageSlotPrefix(stage) || !isFaces(cursor.faces)) return undefined;
  const request = cursor.request;
  if (!request || typeof request !== "object" || request.index !== cursor.faces.length) return undefined;
  return { progress: { kind: "needs-dice", stage, request }, recorded: new Map([[cursor.stage, [...cursor.faces]]]) };
}

/** The recorded faces with one more throw appended to its stage's. */
export function withThrow(recorded: RecordedFaces, stage: BattleStage, faces: readonly number[]): RecordedFaces {
  const prefix = stageSlotPrefix(stage);
  const next = new Map(recorded);
  next.set(prefix, [...(recorded.get(prefix) ?? []), ...faces]);
  return next;
}
