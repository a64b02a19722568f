import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { safeReturnTo, signInPath } from "./safe-redirect";

const APP = "http://localhost:3000";

/** Where a browser on this site ends up after following `location` (a redirect's Location header). */
const landing = (location: string) => new URL(location, APP);

describe("safeReturnTo", () => {
  test.each([
    ["a same-site path", "/campaigns/abc?tab=1", "/campaigns/abc?tab=1"],
    ["the root", "/", "/"],
    ["a path with a hash", "/campaigns/abc#roster", "/campaigns/abc#roster"],
    ["dot segments inside the site, normalised", "/campaigns/x/../y", "/campaigns/y"],
    ["another origin", "https://evil.example/x", "/"],
    ["a protocol-relative URL", "//evil.example", "/"],
    ["a backslash trick", "/\\evil.example", "/"],
    ["a relative path", "campaigns", "/"],
    ["a control character", "/a\nb", "/"],
    ["a tab that the URL parser would drop", "/\t/evil.example", "/"],
    ["not a string", 42, "/"],
    ["an empty string", "", "/"],
    // The probe's reproduction: one leading slash, yet the dot segment resolves to "//attacker.invalid".
    ["a dot segment before a second slash", "/..//attacker.invalid/phish", "/"],
    ["its percent-decoded form from the query string", decodeURIComponent("%2F..%2F%2Fattacker.invalid%2Fphish"), "/"],
    ["dot segments with a backslash", "/.././\\attacker.invalid", "/"],
    ["an encoded dot segment", "/%2e%2e//attacker.invalid", "/"],
  ])("%s", (_label, input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  test("uses the given fallback", () => {
    expect(safeReturnTo("https://x", "/account")).toBe("/account");
  });

  test("signInPath encodes the return path", () => {
    expect(signInPath("/campaigns/abc?tab=1")).toBe("/sign-in?callbackUrl=%2Fcampaigns%2Fabc%3Ftab%3D1");
  });

  // Pieces attackers combine: dot segments (plain and encoded), slashes and backslashes (plain and
  // encoded), tabs and newlines, schemes in mixed case, userinfo, hosts, query and hash marks.
  const PIECES = [
    "/",
    "//",
    "\\",
    "/\\",
    "\\/",
    ".",
    "..",
    "%2e",
    "%2E%2e",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "%00",
    "%09",
    "%0a",
    "\t",
    "\n",
    "\r",
    " ",
    "@",
    ":",
    "?",
    "#",
    "&",
    "=",
    ";",
    "~",
    "%",
    "%25",
    "http:",
    "HtTpS:",
    "javascript:",
    "JaVaScRiPt:",
    "data:",
    "evil.example",
    "attacker.invalid",
    "localhost",
    "127.0.0.1",
    "[::1]",
    "campaigns",
    "account",
    "x",
    "é",
    "\u2215",
    "\uff0f",
    "\u3002",
  ];
  const hostile = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join(""));
  const leadingSlash = hostile.map((rest) => `/${rest}`);
  const anything = fc.oneof(
    hostile,
    leadingSlash,
    fc.string({ maxLength: 40 }),
    leadingSlash.map((s) => s.toUpperCase()),
  );

  test("whatever is given, the result is a path that a browser resolves on this site", () => {
    fc.assert(
      fc.property(anything, (value) => {
        const result = safeReturnTo(value, "/fallback");
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result.startsWith("/\\")).toBe(false);
        expect(landing(result).origin).toBe(APP);
      }),
      { numRuns: 5_000 },
    );
  });

  test("the result is already normalised: checked again it is unchanged, and it lands where it says", () => {
    fc.assert(
      fc.property(anything, (value) => {
        const result = safeReturnTo(value, "/fallback");
        expect(safeReturnTo(result, "/other-fallback")).toBe(result);
        const url = landing(result);
        expect(`${url.pathname}${url.search}${url.hash}`).toBe(result);
      }),
      { numRuns: 5_000 },
    );
  });

  test("a path on this site is kept (normalised), not replaced by the fallback", () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(segment), (segments, query) => {
        const path = `/${segments.join("/")}${query ? `?q=${query}` : ""}`;
        expect(safeReturnTo(path, "/fallback")).toBe(path);
      }),
    );
  });
});
