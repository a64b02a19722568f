import { describe, expect, test } from "vitest";
import { parsePositiveInt } from "./page-cursor";

describe("parsePositiveInt", () => {
  test.each([
    ["a number", "12", 12],
    ["one", "1", 1],
    ["nine digits", "999999999", 999999999],
    ["zero", "0", undefined],
    ["negative", "-3", undefined],
    ["leading zero", "012", undefined],
    ["decimal", "1.5", undefined],
    ["text", "abc", undefined],
    ["too long", "1234567890", undefined],
    ["empty", "", undefined],
    ["missing", undefined, undefined],
    ["repeated parameter", ["1", "2"], undefined],
  ])("%s", (_label, value, expected) => {
    expect(parsePositiveInt(value as string | string[] | undefined)).toBe(expected);
  });
});
