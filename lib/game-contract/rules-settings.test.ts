import { z } from "zod";
import { describe, expect, test } from "vitest";
import { rulesSettingsFromInput, rulesSettingsOf, YES_NO_OPTIONS } from "./rules-settings";

// A small game's settings: one of each kind of option the campaign form posts.
const schema = z.object({
  version: z.literal(2, { error: "Expected settings version 2." }),
  dice: z.number({ error: "Enter the dice as a number." }).int({ error: "Dice are a whole number." }).min(1, { error: "Throw at least one die." }),
  isGritty: z.boolean({ error: "Say whether play is gritty (yes or no)." }),
  ties: z.enum(["attacker", "defender"], { error: "Choose who wins a tie." }),
  tags: z.array(z.string()),
});
type Settings = z.infer<typeof schema>;
const DEFAULTS: Settings = { version: 2, dice: 2, isGritty: false, ties: "defender", tags: [] };
const game = { schema, defaults: DEFAULTS, fields: { numbers: ["dice"], yesNo: ["isGritty"], choices: ["ties"], lists: ["tags"] } } as const;

describe("a game's settings out of the campaign form", () => {
  test("with nothing given, the defaults, with the game's version", () => {
    expect(rulesSettingsFromInput(game, {})).toEqual({ success: true, data: DEFAULTS });
  });

  test.each([
    { label: "numbers typed as text", input: { dice: " 3 " }, expected: { dice: 3 } },
    { label: "a select's true", input: { isGritty: "true" }, expected: { isGritty: true } },
    { label: "a ticked box", input: { isGritty: "on" }, expected: { isGritty: true } },
    { label: "yes", input: { isGritty: "yes" }, expected: { isGritty: true } },
    { label: "a select's false", input: { isGritty: "false", ties: "attacker" }, expected: { isGritty: false, ties: "attacker" } },
    { label: "no", input: { isGritty: "no" }, expected: { isGritty: false } },
    { label: "typed values", input: { dice: 4, isGritty: true }, expected: { dice: 4, isGritty: true } },
    { label: "a list", input: { tags: ["night"] }, expected: { tags: ["night"] } },
    { label: "empty text, which takes the default", input: { dice: "", ties: "" }, expected: {} },
    { label: "a list that is not an array, which takes the default", input: { tags: "night" }, expected: {} },
    { label: "fields that are not settings, and a posted version", input: { name: "Elm Street", version: "9" }, expected: {} },
  ])("reads $label", ({ input, expected }) => {
    expect(rulesSettingsFromInput(game, input)).toEqual({ success: true, data: { ...DEFAULTS, ...expected } });
  });

  test.each([
    { label: "a number that is not one", input: { dice: "lots" }, field: "dice", message: "Enter the dice as a number." },
    { label: "a yes/no that is neither", input: { isGritty: "maybe" }, field: "isGritty", message: "Say whether play is gritty (yes or no)." },
    { label: "an unknown choice", input: { ties: "both" }, field: "ties", message: "Choose who wins a tie." },
  ])("refuses $label with the field's message", ({ input, field, message }) => {
    const parsed = rulesSettingsFromInput(game, input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });
});

test("the rules library's settings are the stored ones without the version", () => {
  expect(rulesSettingsOf(DEFAULTS)).toEqual({ dice: 2, isGritty: false, ties: "defender", tags: [] });
});

test("a yes/no option offers yes then no, valued as the stored booleans' text", () => {
  expect(YES_NO_OPTIONS).toEqual([
    { value: "true", label: "Yes" },
    { value: "false", label: "No" },
  ]);
});
