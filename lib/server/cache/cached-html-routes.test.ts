import { describe, expect, test } from "vitest";
import { cachedHtmlRouteOf, matchesCachedHtmlRoute } from "./cached-html-routes";

describe("the routes served as cached HTML", () => {
  test("the public team and campaign links match, with their token", () => {
    expect(matchesCachedHtmlRoute("/t/abcDEF123_-")).toBe(true);
    expect(matchesCachedHtmlRoute("/c/abcDEF123_-")).toBe(true);
    expect(cachedHtmlRouteOf("/t/abcDEF123_-")).toMatchObject({ route: { pattern: "/t/[token]" }, param: "abcDEF123_-" });
    expect(cachedHtmlRouteOf("/c/xyz/")).toMatchObject({ route: { pattern: "/c/[token]" }, param: "xyz" });
  });

  test("signed-in pages, deeper paths and other prefixes do not", () => {
    for (const path of ["/campaigns/abc", "/t/abc/more", "/t", "/x/abc", "/", "/c"]) expect(cachedHtmlRouteOf(path), path).toBeNull();
  });
});
