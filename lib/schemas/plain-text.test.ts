import { describe, expect, test } from "vitest";
import { idField } from "./campaign";
import { hasNoControlCharacters } from "./plain-text";
import { teamDetailsSchema } from "./team";

describe("hasNoControlCharacters", () => {
  test.each(["", "Night Shift", "Ωmega 😀", "two\nlines\r\nand\ta tab", "\u202Eright-to-left"])("accepts %j", (text) => {
    expect(hasNoControlCharacters(text)).toBe(true);
  });

  test.each(["\u0000", "a\u0000b", "bell\u0007", "\u001b[31m", "del\u007f"])("refuses %j", (text) => {
    expect(hasNoControlCharacters(text)).toBe(false);
  });
});

describe("the schemas that guard the database", () => {
  test("an id with NUL is refused before any lookup (PostgreSQL cannot compare it)", () => {
    expect(idField.safeParse("cmabc\u0000").success).toBe(false);
    expect(idField.safeParse(" cmabc ").data).toBe("cmabc");
  });

  test("a team name or notes with a control character get a message on the field", () => {
    const result = teamDetailsSchema.safeParse({ name: "Night\u0000Shift", alignment: "HEROES", notes: "ok\u0001" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "Remove the invisible control characters."],
      ["notes", "Remove the invisible control characters."],
    ]);
  });
});
