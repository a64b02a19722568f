import "server-only";
import { db } from "@/lib/server/db";

/** The refusal of a request key whose roll belongs to another battle (a form replayed onto another battle, or a forged key). */
export const KEY_REUSED_MESSAGE = "That request was already used for another battle, so nothing was rolled. Reload the page and try again.";

/**
 * The roll a request key already made: on this battle (a retried or double-sent request: answer
 * with it), on another battle (refuse with KEY_REUSED_MESSAGE, never a second roll nor the other
 * battle's answer), or none.
 */
export async function rollOfRequestKey(requestKey: string, battleId: string): Promise<{ kind: "none" } | { kind: "this-battle"; label: string } | { kind: "another-battle" }> {
  const row = await db.roll.findUnique({ where: { requestKey }, select: { battleId: true, label: true } });
  if (!row) return { kind: "none" };
  return row.battleId === battleId ? { kind: "this-battle", label: row.label } : { kind: "another-battle" };
}
