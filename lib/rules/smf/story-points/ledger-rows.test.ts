import { expect, test } from "vitest";
import { STORY_POINT_REASONS } from "./ledger";
import { isSmfLedgerEntry, isSmfLedgerReason, SMF_LEDGER_CURRENCY, SMF_LEDGER_REASONS, SMF_REASON_TO_LEDGER } from "./ledger-rows";

test("every rules reason has its own stored reason, and the stored list holds nothing else but STARTING", () => {
  const stored = STORY_POINT_REASONS.map((reason) => SMF_REASON_TO_LEDGER[reason]);
  expect(new Set(stored).size).toBe(STORY_POINT_REASONS.length);
  expect([...stored, "STARTING"].sort()).toEqual([...SMF_LEDGER_REASONS].sort());
});

test("the reason check knows only the stored words", () => {
  expect(SMF_LEDGER_REASONS.every(isSmfLedgerReason)).toBe(true);
  expect(STORY_POINT_REASONS.filter(isSmfLedgerReason)).toEqual([]);
});

test.each([
  { label: "a stored reason in SMF's currency", entry: { currency: SMF_LEDGER_CURRENCY, reason: "GUEST_STAR" }, isAccepted: true },
  { label: "the starting entry", entry: { currency: SMF_LEDGER_CURRENCY, reason: "STARTING" }, isAccepted: true },
  { label: "the rules' lower-case word, not the stored one", entry: { currency: SMF_LEDGER_CURRENCY, reason: "guest-star" }, isAccepted: false },
  { label: "an unknown reason", entry: { currency: SMF_LEDGER_CURRENCY, reason: "BRIBE" }, isAccepted: false },
  { label: "another currency", entry: { currency: "renown", reason: "REWARD" }, isAccepted: false },
])("an SMF ledger row: $label", ({ entry, isAccepted }) => {
  expect(isSmfLedgerEntry(entry)).toBe(isAccepted);
});
