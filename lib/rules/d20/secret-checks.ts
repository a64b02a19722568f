/**
 * Secret checks: the GM rolls a list of d20 results ahead of time and crosses one off whenever a
 * secret check comes up (L611).
 */
import type { Dice, ThrownDie } from "../dice";

/** STORED AS JSON. `used` counts the results drawn so far, in list order. */
export interface SecretRollList {
  faces: number[];
  used: number;
  thrown: ThrownDie[];
}

export function prerollSecretChecks(dice: Dice, count: number): SecretRollList {
  if (!Number.isInteger(count) || count < 1 || count > 200) throw new Error(`A secret list holds 1 to 200 rolls (got ${count})`);
  const thrown: ThrownDie[] = [];
  for (let i = 0; i < count; i++) thrown.push({ sides: 20, face: dice.roll(20, "secret check"), purpose: "secret check", status: "kept" });
  return { faces: thrown.map((t) => t.face), used: 0, thrown };
}

/** The next unused result, or a failure when the list is spent. */
export function drawSecretCheck(list: SecretRollList): { ok: true; face: number; list: SecretRollList } | { ok: false; error: { code: "list-spent"; message: string } } {
  if (list.used >= list.faces.length) return { ok: false, error: { code: "list-spent", message: "Every pre-rolled result has been used; roll a new list." } };
  return { ok: true, face: list.faces[list.used]!, list: { ...list, used: list.used + 1 } };
}
