/**
 * The rules version of the SHSA library, stamped on stored results so a result says which rules
 * produced it. The number goes up whenever a rule changes how a stored result reads.
 */
export const SHSA_RULES_VERSION = "shsa-play-sheet/1" as const;
export type ShsaRulesVersion = typeof SHSA_RULES_VERSION;
