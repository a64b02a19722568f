import { describe, expect, test } from "vitest";
import { servedAs } from "./http-load";
import { escapeHtml, httpTargets, targetProblem } from "./http-targets";
import type { BenchManifest } from "./manifest";

const MANIFEST: BenchManifest = {
  seed: 1,
  createdAt: "2025-01-01T00:00:00.000Z",
  counts: { users: 1, campaigns: 1, teams: 1, characters: 1, battles: 0, rolls: 0, ledgerEntries: 0 },
  bench: { email: "b@x.test", password: "pw", campaignId: "camp1", teamId: "team1", publicTeamToken: "tok-en_1" },
};
const NAMES = { campaignName: "Rock & Roll", teamName: "Bob's Team" };

describe("httpTargets", () => {
  const targets = httpTargets(MANIFEST, NAMES);

  test("loads the six pages, the team page's data and the reference route handler, the prerendered floor and the cheapest dynamic page first", () => {
    expect(targets.map((t) => [t.id, t.path, t.isSignedIn])).toEqual([
      ["floor", "/", false],
      ["sign-in", "/sign-in", false],
      ["health", "/api/health", false],
      ["public-team", "/t/tok-en_1", false],
      ["dashboard", "/campaigns/camp1", true],
      ["team", "/campaigns/camp1/teams/team1", true],
      ["team-data", "/campaigns/camp1/teams/team1?_rsc=", true],
      ["rolls", "/campaigns/camp1/rolls", true],
    ]);
  });

  test("each page names the app route it renders, as the first-load JS table lists them", () => {
    expect(targets.map((t) => t.route)).toEqual(["/", "/sign-in", "/api/health", "/t/[token]", "/campaigns/[campaignId]", "/campaigns/[campaignId]/teams/[teamId]", "/campaigns/[campaignId]/teams/[teamId]", "/campaigns/[campaignId]/rolls"]);
  });

  test("each page is checked for its heading, with the names as React escapes them", () => {
    expect(targets.find((t) => t.id === "dashboard")!.expects).toContain(">Rock &amp; Roll</h1>");
    expect(targets.find((t) => t.id === "public-team")!.expects).toEqual([">Bob&#x27;s Team</h1>"]);
  });

  test("signed-in pages must show the signed-in header", () => {
    for (const target of targets.filter((t) => t.isSignedIn && t.contentType === "text/html")) expect(target.expects).toContain('aria-label="Signed in as"');
  });

  test("the team page's data is asked for as the client router asks, and must name the team as its data writes it", () => {
    const data = targets.find((t) => t.id === "team-data")!;
    expect(data).toMatchObject({ contentType: "text/x-component", headers: { rsc: "1" }, expects: ['"Bob\'s Team"'] });
    expect(targetProblem(data, 200, "text/x-component", '0:["$","h1",null,{"children":"Bob\'s Team"}]')).toBeNull();
    expect(targetProblem(data, 200, "text/html; charset=utf-8", '"Bob\'s Team"')).toContain("not the client router's data (RSC)");
  });
});

describe("targetProblem", () => {
  const [, floor, health] = httpTargets(MANIFEST, NAMES);
  const page = '<html><h1 class="text-3xl">Sign in</h1></html>';

  test("a 200 HTML page with its heading is fit to load", () => {
    expect(targetProblem(floor!, 200, "text/html; charset=utf-8", page)).toBeNull();
  });

  test.each([
    { label: "a redirect (to sign-in)", status: 307, type: "text/html", body: page, message: /answered 307/ },
    { label: "a 404", status: 404, type: "text/html", body: page, message: /answered 404/ },
    { label: "JSON", status: 200, type: "application/json", body: "{}", message: /not HTML/ },
    { label: "a page without the heading", status: 200, type: "text/html", body: "<h1>Application error</h1>", message: /does not show/ },
  ])("refuses $label", ({ status, type, body, message }) => {
    expect(targetProblem(floor!, status, type, body)).toMatch(message);
  });

  test("the health check must answer JSON that says ok", () => {
    expect(targetProblem(health!, 200, "application/json", '{"status":"ok","app":{}}')).toBeNull();
    expect(targetProblem(health!, 503, "application/json", '{"status":"degraded"}')).toMatch(/answered 503/);
    expect(targetProblem(health!, 200, "text/html", '"status":"ok"')).toMatch(/not JSON/);
    expect(targetProblem(health!, 200, "application/json", '{"status":"degraded"}')).toMatch(/does not show/);
  });
});

test("escapeHtml escapes the five characters React escapes", () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;");
});

describe("servedAs", () => {
  test("names kept HTML, Next's prerendered pages and per-request renders from the answer's headers", () => {
    expect(servedAs(new Headers({ "x-longbox-html-cache": "hit" }))).toBe("kept HTML");
    expect(servedAs(new Headers({ "x-longbox-html-cache": "hit", "content-type": "text/x-component" }))).toBe("kept data");
    expect(servedAs(new Headers({ "x-longbox-html-cache": "fill", "content-type": "text/x-component" }))).toBe("rendered per request");
    expect(servedAs(new Headers({ "x-nextjs-cache": "HIT" }))).toBe("prerendered");
    expect(servedAs(new Headers({ "x-longbox-html-cache": "fill" }))).toBe("rendered per request");
    expect(servedAs(new Headers())).toBe("rendered per request");
  });
});
