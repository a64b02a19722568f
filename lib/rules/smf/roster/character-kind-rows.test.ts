import { expect, test } from "vitest";
import { isSmfCharacterRowKind, SMF_CHARACTER_ROW_KINDS, SMF_KIND_TO_ROW, smfKindFromRow } from "./character-kind-rows";

test("every rules kind has its own stored word, and back", () => {
  const kinds = Object.keys(SMF_KIND_TO_ROW) as Array<keyof typeof SMF_KIND_TO_ROW>;
  expect(kinds.map((kind) => SMF_KIND_TO_ROW[kind]).sort()).toEqual([...SMF_CHARACTER_ROW_KINDS].sort());
  for (const kind of kinds) expect(smfKindFromRow(SMF_KIND_TO_ROW[kind])).toBe(kind);
});

test.each([
  { label: "the rules' lower-case word", stored: "thrall" },
  { label: "a kind SMF does not have", stored: "MINION" },
])("refuses a stored kind SMF does not store: $label", ({ stored }) => {
  expect(isSmfCharacterRowKind(stored)).toBe(false);
  expect(() => smfKindFromRow(stored)).toThrow(/not one SMF stores/);
});
