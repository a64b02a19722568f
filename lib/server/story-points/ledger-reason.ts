import "server-only";
import { gameSystem } from "@/lib/games/registry";

/**
 * Whether a ledger row (currency and reason) is one a campaign of `system` may hold. The ledger
 * table is shared and stores both as text, so it is the system's own check (GameSystem.ledger)
 * that keeps a row honest.
 */
export function isLedgerEntry(system: string, entry: { currency: string; reason: string }): boolean {
  return gameSystem(system).ledger?.isEntry(entry) ?? false;
}
