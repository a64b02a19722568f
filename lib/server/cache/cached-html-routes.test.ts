import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { CACHED_HTML_ROUTES, cachedHtmlRouteOf, matchesCachedHtmlRoute } from "./cached-html-routes";

describe("the routes served as cached HTML", () => {
  test("the public team and campaign links match, with their token, kept for everyone", () => {
    expect(matchesCachedHtmlRoute("/t/abcDEF123_-")).toBe(true);
    expect(matchesCachedHtmlRoute("/c/abcDEF123_-")).toBe(true);
    expect(cachedHtmlRouteOf("/t/abcDEF123_-")).toMatchObject({ route: { pattern: "/t/[token]", keptFor: "everyone" }, params: { token: "abcDEF123_-" } });
    expect(cachedHtmlRouteOf("/c/xyz/")).toMatchObject({ route: { pattern: "/c/[token]" }, params: { token: "xyz" } });
  });

  test("the signed-in campaign pages that change only with the campaign match, kept for each reader, with every id", () => {
    expect(cachedHtmlRouteOf("/campaigns/c1")).toMatchObject({ route: { keptFor: "reader" }, params: { campaignId: "c1" } });
    expect(cachedHtmlRouteOf("/campaigns/c1/teams/t2")).toMatchObject({ route: { keptFor: "reader" }, params: { campaignId: "c1", teamId: "t2" } });
    expect(cachedHtmlRouteOf("/campaigns/c1/teams/t2/ledger")).toMatchObject({ params: { campaignId: "c1", teamId: "t2" } });
    for (const page of ["rolls", "journal"]) expect(cachedHtmlRouteOf(`/campaigns/c1/${page}`)).toMatchObject({ route: { keptFor: "reader" }, params: { campaignId: "c1" } });
  });

  test("pages with one-time forms or that change without a write, static pages beside an id, deeper paths and other prefixes do not", () => {
    for (const path of [
      "/campaigns",
      "/campaigns/new",
      "/campaigns/import",
      "/campaigns/c1/teams/new",
      "/campaigns/c1/teams/import",
      "/campaigns/c1/battles",
      "/campaigns/c1/battles/b1",
      "/campaigns/c1/sessions",
      "/campaigns/c1/members",
      "/campaigns/c1/settings",
      "/campaigns/c1/teams/t2/edit",
      "/t/abc/more",
      "/t",
      "/x/abc",
      "/",
      "/c",
    ])
      expect(cachedHtmlRouteOf(path), path).toBeNull();
  });

  test("every static page beside a dynamic segment of a listed route is known not to be an id", () => {
    // Where a listed route has a `[segment]`, the app's folder beside it: any page folder there
    // that is not itself dynamic would be taken for an id by the pattern.
    const appRoot = path.join(process.cwd(), "app");
    const folderOf = (pattern: string): string | null => {
      for (const group of ["", "(app)"]) {
        const candidate = path.join(appRoot, group, ...pattern.split("/").filter(Boolean));
        try {
          readdirSync(candidate);
          return candidate;
        } catch {
          // not in this route group
        }
      }
      return null;
    };
    for (const route of CACHED_HTML_ROUTES) {
      const segments = route.pattern.split("/").filter(Boolean);
      segments.forEach((segment, i) => {
        if (!segment.startsWith("[")) return;
        const parent = folderOf(segments.slice(0, i).join("/"));
        expect(parent, route.pattern).not.toBeNull();
        const siblings = readdirSync(parent!, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !/^[[(_]/.test(entry.name));
        for (const sibling of siblings) {
          const pathWithSibling = `/${[...segments.slice(0, i), sibling.name, ...segments.slice(i + 1)].join("/").replace(/\[[^\]]+\]/g, "x")}`;
          expect(cachedHtmlRouteOf(pathWithSibling), pathWithSibling).toBeNull();
        }
      });
    }
  });
});
