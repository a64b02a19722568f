/**
 * The rules version of the VSGMR library, stamped on every roll result so a stored result says
 * which rules produced it. The prefix names the book (Part 2, revised 21 December 2017); the
 * number after the slash goes up whenever a rule changes how a stored result reads.
 */
export const VSGMR_RULES_VERSION = "vsgmr-part2-2017-12-21/1" as const;
export type VsgmrRulesVersion = typeof VSGMR_RULES_VERSION;
