import "server-only";
import type { GameSystem } from "@/lib/generated/prisma/enums";
import { isSmfLedgerEntry } from "@/lib/rules/smf";

/**
 * Which ledger rows (currency and reason) each game system's campaigns may hold. The ledger table
 * is shared and stores both as text, so it is the system's own check that keeps a row honest.
 * Stands in for the ledger part of the GameSystem registry (issue 14), which will call the same
 * per-game checks; a full Record so a new system fails the type check until it says its ledger.
 */
const LEDGER_CHECKS: Record<GameSystem, (entry: { currency: string; reason: string }) => boolean> = {
  SUPER_MISSION_FORCE: isSmfLedgerEntry,
};

/** Whether a ledger row is one a campaign of `system` may hold. */
export function isLedgerEntry(system: GameSystem, entry: { currency: string; reason: string }): boolean {
  return LEDGER_CHECKS[system](entry);
}
