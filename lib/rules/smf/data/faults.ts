/**
 * Optional Faults & Limits (SMF App. II L2854–L2901). Each gives +1 Re-roll to one existing pool,
 * at most one per pool; two per character is the book's advice, not a limit.
 */
export const FAULTS = [
  { id: "average-joe", name: "Average Joe", line: 2872, description: "One defense pool starts at 2D." },
  { id: "glass-jaw", name: "Glass Jaw", line: 2876, description: "Fails every KO check; not for Immortals." },
  { id: "only-x", name: "Only X", line: 2880, description: "One power works only under a stated condition." },
  { id: "slow", name: "Slow", line: 2891, description: 'Move 3", no charging; no Speed or Fast.' },
  { id: "unreliable-power", name: "Unreliable Power", line: 2895, description: "Once per game a foe may shut a power down for a round." },
  { id: "weakness", name: "Weakness", line: 2899, description: "Once per game a foe gets +1D[1] against this character." },
] as const;
export type FaultId = (typeof FAULTS)[number]["id"];
export const FAULT_POOL_REROLLS = 1;
/** Slow fixes Move (and movement powers) at 3". */
export const SLOW_MOVE = 3;
