/**
 * Trade Off (SMF L1276–L1278): take two stat penalties for one more minor from your own list,
 * or all three for one minor from the Street-Level list.
 */
export const TRADE_OFF_PENALTIES = [
  { stat: "body", amount: -1 }, // L1278: −1 Body damage box
  { stat: "psyche", amount: -1 }, // L1278: −1 Psyche damage box
  { stat: "move", amount: -1 }, // L1278: −1" Move
] as const satisfies readonly { stat: "body" | "psyche" | "move"; amount: number }[];

export const TRADE_OFF_OPTIONS = [
  { penalties: 2, grants: "own-list", source: "trade-off" }, // L1278
  { penalties: 3, grants: "street-level-list", source: "trade-off-street-level" }, // L1278
] as const satisfies readonly { penalties: number; grants: string; source: "trade-off" | "trade-off-street-level" }[];

export function tradeOffPenalty(stat: "body" | "psyche" | "move"): number {
  return TRADE_OFF_PENALTIES.find((p) => p.stat === stat)?.amount ?? 0;
}
