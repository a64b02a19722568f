import fc from "fast-check";
import { expect, test } from "vitest";
import { ACE } from "../samples/ace";
import { parseCard } from "./card-schema";
import { validateCard } from "./validate-card";

const anyValue = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double(), fc.string(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }));
const keys = Object.keys(ACE) as (keyof typeof ACE)[];

test("any input reads as a card or as problems with their fields, never a throw", () => {
  fc.assert(
    fc.property(fc.anything(), (input) => {
      const r = parseCard(input);
      if (!r.ok) for (const p of r.problems) expect(p).toMatchObject({ code: "invalid-field", field: expect.any(String), message: expect.any(String) });
    }),
  );
});

test("a card with some fields replaced: the shape problems name exactly those fields, and a card that reads always validates without a throw", () => {
  fc.assert(
    fc.property(fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 4 }), (changes) => {
      const r = parseCard({ ...ACE, ...changes });
      if (r.ok) {
        expect(() => validateCard(r.card)).not.toThrow();
        return;
      }
      for (const p of r.problems) expect(Object.keys(changes)).toContain(p.field.split(/[.[]/)[0]);
    }),
  );
});
