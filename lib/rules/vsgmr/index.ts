/**
 * The public face of the VSGMR rules library (Very Simple Generic Miniatures Rules, Part 2): the
 * points system and force validation, settings for the Part 1 numbers we do not have, scenarios
 * and parity, the scale table, roll helpers with exact odds, solo play and the sample armies.
 * Import from here, not from the files. RULINGS.md says how we read the book where it is unclear.
 */
export * from "./data/figure-types";
export * from "./data/powers";
export * from "./data/sample-armies";
export * from "./data/scale";
export * from "./data/scenarios";
export * from "./data/traits";
export * from "./distance";
export * from "./force";
export * from "./budget";
export * from "./force-cost";
export * from "./force-warnings";
export * from "./parity";
export * from "./points";
export * from "./problem";
export * from "./rolls/check-spec";
export { fractionText, fractionValue, type Fraction } from "./rolls/fraction";
export * from "./rolls/scenario-roll";
export * from "./rolls/special-rolls";
export * from "./rolls/throw-check";
export * from "./rules-version";
export * from "./sample-army-force";
export * from "./settings";
export * from "./solo";
export * from "./validate-force";
export * from "./tracker";
export * from "./solo-pick";
