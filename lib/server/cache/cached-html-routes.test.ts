import { describe, expect, test } from "vitest";
import { matchesCachedHtmlRoute } from "./cached-html-routes";

describe("the routes that could be served as cached HTML", () => {
  test("the public team and campaign links match", () => {
    expect(matchesCachedHtmlRoute("/t/abcDEF123_-")).toBe(true);
    expect(matchesCachedHtmlRoute("/c/abcDEF123_-")).toBe(true);
  });

  test("signed-in pages, deeper paths and other prefixes do not", () => {
    expect(matchesCachedHtmlRoute("/campaigns/abc")).toBe(false);
    expect(matchesCachedHtmlRoute("/t/abc/more")).toBe(false);
    expect(matchesCachedHtmlRoute("/t")).toBe(false);
    expect(matchesCachedHtmlRoute("/x/abc")).toBe(false);
    expect(matchesCachedHtmlRoute("/")).toBe(false);
  });
});
