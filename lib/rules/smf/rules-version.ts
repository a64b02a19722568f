/**
 * The one rules version of the SMF library, stamped on every stored pre- and post-battle result
 * so a replay knows which rules produced it. The prefix names the book (2017, Corrected 2nd
 * Printing); the number after the slash goes up whenever a rule changes how a stored result reads.
 *
 * /2: a Team-Up pre-battle throws the guest-star contest (pre-battle/roll-team-up-guest-star.ts).
 */
export const SMF_RULES_VERSION = "smf-2017-corrected-2nd/2" as const;
export type SmfRulesVersion = typeof SMF_RULES_VERSION;
