import { describe, expect, test } from "vitest";
import { safeReturnTo, signInPath } from "./safe-redirect";

describe("safeReturnTo", () => {
  test.each([
    ["a same-site path", "/campaigns/abc?tab=1", "/campaigns/abc?tab=1"],
    ["the root", "/", "/"],
    ["another origin", "https://evil.example/x", "/"],
    ["a protocol-relative URL", "//evil.example", "/"],
    ["a backslash trick", "/\\evil.example", "/"],
    ["a relative path", "campaigns", "/"],
    ["a control character", "/a\nb", "/"],
    ["not a string", 42, "/"],
    ["an empty string", "", "/"],
  ])("%s", (_label, input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  test("uses the given fallback", () => {
    expect(safeReturnTo("https://x", "/account")).toBe("/account");
  });

  test("signInPath encodes the return path", () => {
    expect(signInPath("/campaigns/a b")).toBe("/sign-in?callbackUrl=%2Fcampaigns%2Fa%20b");
  });
});
