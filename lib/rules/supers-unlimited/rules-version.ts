/**
 * The rules version stamped on stored Supers Unlimited results (set-up rolls, scores) so a replay
 * knows which rules produced them. The prefix names the book (v4.1, 2018); the number after the
 * slash goes up whenever a rule changes how a stored result reads.
 */
export const SU_RULES_VERSION = "su-4.1/1" as const;
export type SuRulesVersion = typeof SU_RULES_VERSION;
