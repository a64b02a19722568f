import { expect, test } from "vitest";
import { parseCard } from "../card/card-schema";
import { attacksOf, characterKind, redZone, talentsAsPrinted } from "../card/derive-card";
import { SU_ROSTER_DEFAULTS } from "../card/roster-settings";
import { validateCard } from "../card/validate-card";
import { ACE, SAMPLE_CARDS } from "./ace";

test.each(SAMPLE_CARDS.map((c) => [c.name, c] as const))("%s reads and validates clean", (_name, card) => {
  expect(parseCard(JSON.parse(JSON.stringify(card)))).toEqual({ ok: true, card });
  expect(validateCard(card)).toEqual({ ok: true });
});

test("Ace's card as the book prints it (SU L328–L359)", () => {
  expect(characterKind(ACE)).toBe("super"); // Level 4, SU L331
  expect(redZone(ACE)).toBe(5); // 10 boxes, SU L336
  expect(`Fight ${ACE.traits.fight.dice} R${ACE.traits.fight.resistance}`).toBe("Fight 3 R1"); // SU L338
  expect(`Aim ${ACE.traits.aim.dice} R${ACE.traits.aim.resistance}`).toBe("Aim 2 R1");
  expect(`Mind ${ACE.traits.mind.dice} R${ACE.traits.mind.resistance}`).toBe("Mind 3 R0");
  expect(`Magic ${ACE.traits.magic.dice} R${ACE.traits.magic.resistance}`).toBe("Magic 2 R0");
  expect(ACE.recovery).toBe(3);
  expect(talentsAsPrinted(ACE).join(", ")).toBe("Gear (Armored Costume, Grapple Gun), Luck, Martial Arts, Teamwork"); // SU L341–L342
  expect(attacksOf(ACE, SU_ROSTER_DEFAULTS).map((a) => `${a.name} ${a.trait}/${a.type}/${a.effects.map((e) => e.effect).join("+")}`)).toEqual(["Bash fight/close/damage"]); // SU L348–L349
});
