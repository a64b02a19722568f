/**
 * How SMF's story-point ledger is stored in the shared ledger table (StoryPointEntry): the currency
 * every SMF entry is in, and the reason words a row may carry. The table holds them as text, so a
 * game system's words stay out of the database schema; this list is what SMF accepts, and the
 * services check each row against it before writing (lib/server/story-points/ledger-reason.ts).
 *
 * STORED: these strings are in existing rows (migration 20261126190000_ledger_reason_text kept the
 * old enum's values as they were); renaming one needs a data migration.
 */
import type { StoryPointReason } from "./ledger";

/** The one currency of an SMF ledger. */
export const SMF_LEDGER_CURRENCY = "story-points";

/**
 * The rules' reasons in UPPER_SNAKE, plus STARTING: the 1 SP every team begins with (L2615), which
 * has no rules counterpart because the entry is written when the team is created.
 */
export const SMF_LEDGER_REASONS = [
  "STARTING",
  "REWARD",
  "OBJECTIVE",
  "EVENT",
  "INSPIRED_RECOVERY",
  "BASE_INCOME",
  "BASE_LOST",
  "ARTIFACT_UPKEEP",
  "GUEST_STAR",
  "VEHICLE",
  "QUIVER",
  "GRIMOIRE",
  "CURSE_LIFT",
  "CORRECTION",
] as const;
export type SmfLedgerReason = (typeof SMF_LEDGER_REASONS)[number];

/**
 * The rules' reason as stored. A full Record, so a reason added to the rules fails the type check
 * until it has a stored word.
 */
export const SMF_REASON_TO_LEDGER: Record<StoryPointReason, SmfLedgerReason> = {
  reward: "REWARD",
  objective: "OBJECTIVE",
  event: "EVENT",
  "inspired-recovery": "INSPIRED_RECOVERY",
  "base-income": "BASE_INCOME",
  "base-lost": "BASE_LOST",
  "artifact-upkeep": "ARTIFACT_UPKEEP",
  "guest-star": "GUEST_STAR",
  vehicle: "VEHICLE",
  quiver: "QUIVER",
  grimoire: "GRIMOIRE",
  "curse-lift": "CURSE_LIFT",
  correction: "CORRECTION",
};

const REASONS: ReadonlySet<string> = new Set(SMF_LEDGER_REASONS);

/** Whether a stored reason is one of SMF's ledger reasons. */
export function isSmfLedgerReason(reason: string): reason is SmfLedgerReason {
  return REASONS.has(reason);
}

/** Whether a ledger row (currency and reason) is one an SMF campaign may hold. */
export function isSmfLedgerEntry(entry: { currency: string; reason: string }): boolean {
  return entry.currency === SMF_LEDGER_CURRENCY && isSmfLedgerReason(entry.reason);
}
