import type { PowerChoices, PowerId, SmfCharacter } from "../character";
import { hasTier } from "../data/powers";
import { hasPower } from "../roster/traits";
import { powerName } from "../roster/words";
import type { PostBattleProblem } from "./types";

/**
 * Power Switch (SMF L2273): a fragment carrier who passes its TN2 Magical or Science check may
 * swap one minor power for another, for good. The new pick is marked `source: "power-switch"`;
 * whether the archetype may take it is the roster validator's question.
 */

export interface PowerSwap {
  from: PowerId;
  to: PowerId;
  choices?: PowerChoices;
}

/** Problems: `not-a-held-minor` (from), `not-a-minor-power` or `already-held` (to). */
export function validatePowerSwap(character: SmfCharacter, swap: PowerSwap): PostBattleProblem[] {
  const problems: PostBattleProblem[] = [];
  const extra = { characterId: character.id };
  if (!character.build.powers.some((p) => p.power === swap.from && p.tier === "minor")) {
    problems.push({ code: "not-a-held-minor", message: `${character.name} has no minor power ${powerName(swap.from)} to give up.`, ...extra });
  }
  if (!hasTier(swap.to, "minor")) problems.push({ code: "not-a-minor-power", message: `${powerName(swap.to)} is not a minor power.`, ...extra });
  else if (hasPower(character, swap.to)) problems.push({ code: "already-held", message: `${character.name} already has ${powerName(swap.to)}.`, ...extra });
  return problems;
}

/** Replaces the first minor pick of `from` with `to`. Call `validatePowerSwap` first. */
export function applyPowerSwap(character: SmfCharacter, swap: PowerSwap): SmfCharacter {
  const index = character.build.powers.findIndex((p) => p.power === swap.from && p.tier === "minor");
  if (index < 0) throw new Error(`${character.name} has no minor ${swap.from}`);
  const powers = character.build.powers.map((p, i) =>
    i === index ? { power: swap.to, tier: "minor" as const, source: "power-switch" as const, ...(swap.choices ? { choices: swap.choices } : {}) } : p,
  );
  return { ...character, build: { ...character.build, powers } };
}
