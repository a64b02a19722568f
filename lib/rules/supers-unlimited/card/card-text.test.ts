import { expect, test } from "vitest";
import { ACE } from "../samples/ace";
import { attackProfileText, traitText } from "./card-text";
import { attacksOf } from "./derive-card";
import { SU_ROSTER_DEFAULTS } from "./roster-settings";

test("Ace's traits as printed (SU L338)", () => {
  expect((["fight", "aim", "mind", "magic"] as const).map((t) => traitText(ACE, t))).toEqual(["Fight 3 R1", "Aim 2 R1", "Mind 3 R0", "Magic 2 R0"]);
});

test.each([
  ["Bash as Ace prints it (SU L349)", ACE.abilities, "Fight / Close / Damage"],
  ["a Super Strength Throw (SU L798): Ace's Fight 3 + 2", ["Super Strength"], "Fight vs Aim / Projectile 5 / Damage and Knockback"],
])("%s", (_label, abilities, text) => {
  const attacks = attacksOf({ ...ACE, abilities: [...abilities] }, SU_ROSTER_DEFAULTS);
  expect(attackProfileText(attacks.at(-1)!)).toBe(text);
});

test("bonus dice, a Combat Bonus and several Effects (SU L782)", () => {
  expect(
    attackProfileText({
      name: "Mind Lash",
      trait: "mind",
      versus: "aim",
      type: "beam",
      range: 8,
      bonusDice: 2,
      combatBonus: 1,
      effects: [{ effect: "damage" }, { effect: "control", target: "living" }, { effect: "stun" }],
    }),
  ).toBe("Mind +2D10 +1 vs Aim / Beam 8 / Damage, Control (Living) and Stun");
});
