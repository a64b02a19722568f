import type { SessionKind } from "@/lib/game-contract/game-system";

/** SHSA's kinds of session (PlaySession.kind): episodes of play separated by weeks of downtime. */
export const SHSA_SESSION_KINDS = [
  { id: "EPISODE", one: "episode", many: "Episodes" },
  { id: "WEEK", one: "week", many: "Weeks" },
] as const satisfies readonly SessionKind[];

/**
 * The ledger's currencies: the sheet's points (lib/rules/shsa/sheet.ts POINTS), each an id stored
 * in the ledger. VP comes first: it is what a campaign's heroes are listed by.
 */
export const SHSA_CURRENCIES = [
  { id: "shsa-vp", name: "Victory points (VP)", points: "vp" },
  { id: "shsa-legend", name: "Legend points", points: "legendPoints" },
  { id: "shsa-build", name: "Build points", points: "buildPoints" },
  { id: "shsa-resource", name: "Resource points", points: "resourcePoints" },
  { id: "shsa-training", name: "Training points", points: "trainingPoints" },
  { id: "shsa-dp", name: "DP", points: "dp" },
] as const;

/** A sheet change's reason (lib/rules/shsa LEDGER_REASONS, "relationship-task") as the ledger stores it ("RELATIONSHIP_TASK"). */
export const ledgerReasonOf = (reason: string) => reason.toUpperCase().replace(/-/g, "_");
