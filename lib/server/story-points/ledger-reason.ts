import "server-only";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";

/**
 * Whether a ledger row (currency and reason) is one a campaign of `game` may hold. The ledger
 * table is shared and stores both as text, so it is the game's own check (GameSystem.ledger)
 * that keeps a row honest. The caller hands the campaign's game (read from the catalog at the top).
 */
export function isLedgerEntry(game: AnyGameSystem, entry: { currency: string; reason: string }): boolean {
  return game.ledger?.isEntry(entry) ?? false;
}
