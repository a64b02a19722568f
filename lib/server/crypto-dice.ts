/**
 * Dice for real play: faces from the operating system's cryptographic random source.
 *
 * Server code only. It does not start with `import "server-only"` because Vitest cannot load
 * that marker; instead never import this file from client components or from lib/rules (the
 * purity test refuses node: imports there). Rules receive these dice as a plain `Dice`.
 */
import { randomInt } from "node:crypto";
import type { Dice } from "@/lib/rules/dice";

/** node:crypto's randomInt accepts ranges below 2^48. */
const MAX_SIDES = 2 ** 48 - 1;

export function cryptoDice(): Dice {
  return {
    roll(sides) {
      if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) {
        throw new Error(`A die must have a whole number of sides from 1 to 2^48 − 1 (got ${sides})`);
      }
      // randomInt's upper bound is exclusive and it avoids modulo bias.
      return randomInt(1, sides + 1);
    },
  };
}
