/**
 * Recovery: a living target removes one damage condition per minute of rest, worst first:
 * incapacitated, staggered, dazed, then each −1 (L309, L563). Objects are repaired, never healed
 * (L311, L565). The Recover action (L477–L483) is in the conflict tracker.
 */
import type { DamageTrack, ObjectTrack } from "./damage";

/** The condition the next minute of rest removes, or null when there is nothing left. */
export function nextRecovery(track: DamageTrack): "dying" | "incapacitated" | "staggered" | "dazed" | "penalty" | null {
  if (track.state === "dead") return null;
  if (track.state === "dying") return "dying"; // D20-R12: dying first steps back to incapacitated
  if (track.state === "incapacitated") return "incapacitated";
  if (track.staggered) return "staggered";
  if (track.dazed) return "dazed";
  if (track.penalty > 0) return "penalty";
  return null;
}

/** Removes the worst damage condition (one minute of rest, or the Recover action's "highest level", L479). */
export function recoverOne(track: DamageTrack): DamageTrack {
  switch (nextRecovery(track)) {
    case "dying":
      return { ...track, state: "incapacitated" };
    case "incapacitated":
      return { ...track, state: "active" };
    case "staggered":
      return { ...track, staggered: false };
    case "dazed":
      return { ...track, dazed: false };
    case "penalty":
      return { ...track, penalty: track.penalty - 1 };
    case null:
      return track;
  }
}

/** The track after `minutes` of rest (one condition a minute, L309). */
export function restMinutes(track: DamageTrack, minutes: number): DamageTrack {
  let t = track;
  for (let i = 0; i < minutes && nextRecovery(t) !== null; i++) t = recoverOne(t);
  return t;
}

/** Minutes of rest until nothing is left (dead never recovers). */
export function minutesToRecover(track: DamageTrack): number | null {
  if (track.state === "dead") return null;
  let t = track;
  let n = 0;
  while (nextRecovery(t) !== null) {
    t = recoverOne(t);
    n++;
  }
  return n;
}

/** An object does not recover with rest (L311): it stays as it is until repaired. */
export function restObject(object: ObjectTrack): ObjectTrack {
  return object;
}

/** A repair (a Technology matter, L311) clears an object's damage; a destroyed object cannot be repaired. */
export function repairObject(object: ObjectTrack): { ok: true; object: ObjectTrack } | { ok: false; error: { code: "destroyed"; message: string } } {
  if (object.state === "destroyed") return { ok: false, error: { code: "destroyed", message: "A destroyed object cannot be repaired." } };
  return { ok: true, object: { penalty: 0, state: "intact" } };
}
