import { describe, expect, test } from "vitest";
import { MAX_NAME_LENGTH } from "@/lib/schemas/name-field";
import { importedCopyName } from "./imported-copy-name";

describe("importedCopyName: a copy never takes its original's name (#22 point 6)", () => {
  test.each<[string, string, string[], string]>([
    ["the first copy", "Tuesday League", [], "Tuesday League (imported)"],
    ["the first copy, the original beside it", "Tuesday League", ["Tuesday League"], "Tuesday League (imported)"],
    ["a second copy takes the next free name", "Tuesday League", ["Tuesday League", "Tuesday League (imported)"], "Tuesday League (imported 2)"],
    ["a third", "Tuesday League", ["Tuesday League (imported)", "Tuesday League (imported 2)"], "Tuesday League (imported 3)"],
  ])("%s", (_label, name, taken, expected) => {
    expect(importedCopyName(name, new Set(taken))).toBe(expected);
  });

  test("a long name is cut to keep the copy's name within the name field", () => {
    const copy = importedCopyName("x".repeat(MAX_NAME_LENGTH), new Set());
    expect(copy).toHaveLength(MAX_NAME_LENGTH);
    expect(copy.endsWith(" (imported)")).toBe(true);
  });
});
