import { describe, expect, test } from "vitest";
import { splitRuleReferences } from "./rule-references";

describe("splitRuleReferences: the words, and the references apart", () => {
  test.each<[string, string, string | undefined]>([
    ["a ledger note", "Grey Rhino: Inspired Recovery (L2593)", "Grey Rhino: Inspired Recovery"],
    ["a spend", "a special guest star for the next game (L2694)", "a special guest star for the next game"],
    [
      "a problem with its rule",
      "Night Shift: The line-up weighs 5 standard characters; the limit is 4. (rule: ruling R4)",
      "Night Shift: The line-up weighs 5 standard characters; the limit is 4.",
    ],
    ["before a full stop", "A New Fastness: Dawn Patrol takes the fortress as its base (L2183).", "A New Fastness: Dawn Patrol takes the fortress as its base."],
    ["a range of lines", "milestone 1, 2 bump(s) (L2625–L2627).", "milestone 1, 2 bump(s)."],
    [
      "words and a line in one bracket",
      "Grey Rhino: General bump — chooses row 3 (non-random advancement, L2690) → +1 Body",
      "Grey Rhino: General bump — chooses row 3 (non-random advancement) → +1 Body",
    ],
    ["a ruling inside a die's note", "Grey Rhino: Martial bump — D6 2 (already taken (Ruling R15)), 5 → +1 Body", "Grey Rhino: Martial bump — D6 2 (already taken), 5 → +1 Body"],
    ["two rulings", "misses this battle (Rulings R18, R19)", "misses this battle"],
    ["no reference: untouched", "Grey Rhino (2 bumps) and Blur (Body)", "Grey Rhino (2 bumps) and Blur (Body)"],
  ])("%s", (_label, input, text) => {
    expect(splitRuleReferences(input).text).toBe(text);
  });

  test.each<[string, string | undefined]>([
    ["Grey Rhino: Inspired Recovery (L2593)", "book line 2593"],
    ["… the limit is 4. (rule: book line 238, ruling R4)", "book line 238, ruling R4"],
    ["milestone 1 (L2625–L2627).", "book lines 2625–2627"],
    ["D6 2 (already taken (Ruling R15)), 3 (non-random advancement, L2690)", "ruling R15, book line 2690"],
    ["misses this battle (Rulings R18, R19)", "ruling R18, ruling R19"],
    ["nothing to cite (Body)", undefined],
  ])("%s → %s", (input, reference) => {
    expect(splitRuleReferences(input).reference).toBe(reference);
  });
});
