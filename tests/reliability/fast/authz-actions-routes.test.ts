/**
 * The authorization matrix over the app's route handlers: the two export downloads, a battle's
 * and a session's live updates and the health check × anonymous, non-member, viewer, player (not the owner), team owner and organiser, plus
 * Auth.js's own routes (the credentials sign-in POST with its CSRF check). Each handler is
 * imported and called with a Request and params, as Next calls it; none of these GETs may write.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("@/lib/server/auth/current-user", () => import("../harness/session-double"));
vi.mock("next/cache", () => import("../harness/next-cache-double"));
vi.mock("next/headers", () => import("../harness/next-headers-double"));
// See authz-actions.test.ts: next-auth is loaded through Vitest so that Node can resolve its imports.
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("next-auth", () => import("../../../node_modules/next-auth/index.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/env.js", () => import("../../../node_modules/next-auth/lib/env.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/index.js", () => import("../../../node_modules/next-auth/lib/index.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/actions.js", () => import("../../../node_modules/next-auth/lib/actions.js?inline"));

import { decode } from "@auth/core/jwt";
import { NextRequest } from "next/server";
import { GET as campaignExport } from "@/app/(app)/campaigns/[campaignId]/export/route";
import { GET as teamExport } from "@/app/(app)/campaigns/[campaignId]/teams/[teamId]/export/route";
import { GET as health } from "@/app/api/health/route";
import { GET as battleEvents } from "@/app/api/battles/[battleId]/events/route";
import { GET as sessionEvents } from "@/app/api/campaigns/[campaignId]/sessions/[sessionId]/events/route";
import { battleEvents as battleEventHub } from "@/lib/server/battles/battle-events";
import { GET as accountData } from "@/app/(app)/account/data/route";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { db } from "@/lib/server/db";
import { actAs } from "../harness/act-as";
import { callRoute, ORIGIN, type RouteOutcome } from "../harness/call-route";
import { changedTables, dbFingerprint } from "../harness/db-fingerprint";
import { stageSuLeague, type SuStage } from "@/lib/games/supers-unlimited/testing/authz-battle-world";
import { stageVsgmrSeries, type VsgmrStage } from "@/lib/games/vsgmr/testing/authz-world";
import { actorFor, type Cast, createCast, ROLES, type Role, type Stage, stageBattle, stageCampaign, type StagedBattle } from "./authz-world";

/**
 * The design. S: sign-in redirect; 401: refused to the signed-out (a stream, not a page, so no
 * redirect); 404: the same bare 404 as an id that does not exist; 200: the JSON download, or the
 * battle's event stream. Health is public: it answers everyone alike.
 */
const EXPECTED: Record<string, Record<Role, "S" | "401" | "404" | "200">> = {
  "GET /campaigns/[campaignId]/export": { anonymous: "S", "non-member": "404", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /campaigns/[campaignId]/teams/[teamId]/export": { anonymous: "S", "non-member": "404", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /campaigns/[campaignId]/export (a league)": { anonymous: "S", "non-member": "404", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /campaigns/[campaignId]/teams/[teamId]/export (a league's team)": { anonymous: "S", "non-member": "404", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /campaigns/[campaignId]/export (a series)": { anonymous: "S", "non-member": "404", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /campaigns/[campaignId]/teams/[teamId]/export (a series' force)": { anonymous: "S", "non-member": "404", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /account/data": { anonymous: "S", "non-member": "200", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /api/battles/[battleId]/events": { anonymous: "401", "non-member": "404", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /api/campaigns/[campaignId]/sessions/[sessionId]/events": { anonymous: "401", "non-member": "404", viewer: "200", player: "200", owner: "200", organiser: "200" },
  "GET /api/health": { anonymous: "200", "non-member": "200", viewer: "200", player: "200", owner: "200", organiser: "200" },
};

let cast: Cast;
let stage: Stage;
/** Another campaign Olive organises: Owen's team pasted under its address must not be found. */
let elsewhere: Stage;
/** A battle in the first campaign, for its live updates. */
let battle: StagedBattle;
/** A session of the first campaign, for its live updates. */
let sessionId: string;
/** The other systems' campaigns, whose downloads are their own formats behind the same routes. */
let league: SuStage;
let series: VsgmrStage;

beforeAll(async () => {
  cast = await createCast();
  [stage, elsewhere] = await Promise.all([stageCampaign(cast), stageCampaign(cast)]);
  battle = await stageBattle(cast, "setup");
  [league, series] = await Promise.all([stageSuLeague(cast), stageVsgmrSeries(cast)]);
  sessionId = (
    await db.playSession.create({
      data: { campaignId: stage.campaignId, kind: "EPISODE", number: 1, title: "The matrix", playedOn: new Date("2026-11-20"), createdByName: "Olive" },
      select: { id: true },
    })
  ).id;
});

afterAll(() => battleEventHub().close());

function call(route: string): Promise<RouteOutcome> {
  switch (route) {
    case "GET /campaigns/[campaignId]/export":
      return callRoute(campaignExport, `/campaigns/${stage.campaignId}/export`, { campaignId: stage.campaignId });
    case "GET /campaigns/[campaignId]/teams/[teamId]/export":
      return callRoute(teamExport, `/campaigns/${stage.campaignId}/teams/${stage.ownerTeam.id}/export`, { campaignId: stage.campaignId, teamId: stage.ownerTeam.id });
    case "GET /campaigns/[campaignId]/export (a league)":
      return callRoute(campaignExport, `/campaigns/${league.campaignId}/export`, { campaignId: league.campaignId });
    case "GET /campaigns/[campaignId]/teams/[teamId]/export (a league's team)":
      return callRoute(teamExport, `/campaigns/${league.campaignId}/teams/${league.ownerTeam.id}/export`, { campaignId: league.campaignId, teamId: league.ownerTeam.id });
    case "GET /campaigns/[campaignId]/export (a series)":
      return callRoute(campaignExport, `/campaigns/${series.campaignId}/export`, { campaignId: series.campaignId });
    case "GET /campaigns/[campaignId]/teams/[teamId]/export (a series' force)":
      return callRoute(teamExport, `/campaigns/${series.campaignId}/teams/${series.ownerTeamId}/export`, { campaignId: series.campaignId, teamId: series.ownerTeamId });
    case "GET /account/data":
      return callRoute(accountData, "/account/data", {});
    case "GET /api/battles/[battleId]/events":
      return callRoute(battleEvents, `/api/battles/${battle.battleId}/events`, { battleId: battle.battleId });
    case "GET /api/campaigns/[campaignId]/sessions/[sessionId]/events":
      return callRoute(sessionEvents, `/api/campaigns/${stage.campaignId}/sessions/${sessionId}/events`, { campaignId: stage.campaignId, sessionId });
    default:
      return callRoute(health, "/api/health", {});
  }
}

/** Everyone's address: a download names people, never how to reach them. */
function castEmails() {
  return Object.values(cast).map((person) => person.email);
}

describe.each(Object.keys(EXPECTED))("%s", (route) => {
  test.each(ROLES.map((role) => [role, EXPECTED[route]![role]] as const))("as %s: %s", async (role, expected) => {
    actAs(actorFor(cast, role));
    const before = await dbFingerprint();
    const outcome = await call(route);
    expect(changedTables(before, await dbFingerprint()), "tables written by a GET").toEqual([]);

    if (expected === "S") {
      expect(outcome).toMatchObject({ kind: "redirect", to: expect.stringMatching(/^\/sign-in\?callbackUrl=%2F(campaigns%2F|account$)/) });
      return;
    }
    expect(outcome.kind).toBe("response");
    const response = (outcome as { response: Response }).response;
    if (expected === "401") {
      expect(response.status).toBe(401);
      expect(await response.text()).toBe(route.includes("/sessions/") ? "Sign in to follow this session." : "Sign in to follow this battle.");
      return;
    }
    if (expected === "404") {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Not found");
      return;
    }
    expect(response.status).toBe(200);
    if (route.endsWith("/events")) {
      expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      await response.body!.cancel();
      return;
    }
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    if (route === "GET /account/data") {
      // The caller's own data: their address and nobody else's.
      const caller = actorFor(cast, role)!;
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="longbox-my-data.json"');
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(body).toMatchObject({ format: "longbox.account-data", account: { email: caller.email } });
      for (const email of castEmails().filter((email) => email !== caller.email)) expect(text).not.toContain(email);
    } else if (route.includes("/export")) {
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.json"$/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      for (const email of castEmails()) expect(text).not.toContain(email);
      expect(text).not.toMatch(/@example\.test/);
      const formats: Record<string, string> = {
        "GET /campaigns/[campaignId]/export": "longbox.campaign-file",
        "GET /campaigns/[campaignId]/teams/[teamId]/export": "longbox.team",
        "GET /campaigns/[campaignId]/export (a league)": "longbox.campaign-file",
        "GET /campaigns/[campaignId]/teams/[teamId]/export (a league's team)": "longbox.supers-unlimited.team",
        "GET /campaigns/[campaignId]/export (a series)": "longbox.campaign-file",
        "GET /campaigns/[campaignId]/teams/[teamId]/export (a series' force)": "longbox.vsgmr.force",
      };
      expect(body.format).toBe(formats[route]);
      if (route === "GET /campaigns/[campaignId]/teams/[teamId]/export") expect(text).toContain(stage.ownerTeam.name);
    } else {
      expect(body).toMatchObject({ status: "ok" });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("exports: ids that do not belong together are not found", () => {
  test("a team under another campaign's address is 404, even for the organiser of both", async () => {
    actAs(cast.organiser);
    const outcome = await callRoute(teamExport, `/campaigns/${elsewhere.campaignId}/teams/${stage.ownerTeam.id}/export`, {
      campaignId: elsewhere.campaignId,
      teamId: stage.ownerTeam.id,
    });
    expect(outcome).toMatchObject({ kind: "response", response: { status: 404 } });
  });

  test("an unknown campaign or team is the same 404 as one the caller may not see", async () => {
    actAs(cast.organiser);
    expect(await callRoute(campaignExport, "/campaigns/no-such-campaign/export", { campaignId: "no-such-campaign" })).toMatchObject({
      kind: "response",
      response: { status: 404 },
    });
    expect(await callRoute(teamExport, `/campaigns/${stage.campaignId}/teams/no-such-team/export`, { campaignId: stage.campaignId, teamId: "no-such-team" })).toMatchObject({
      kind: "response",
      response: { status: 404 },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Auth.js (app/api/auth/[...nextauth]): sign-in is for anyone who holds the account's password,
// and only through a form that carries the CSRF token its cookie matches.

const SESSION_COOKIE = "authjs.session-token";

function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => line.split(";")[0]!.split(/=(.*)/s).slice(0, 2) as [string, string]));
}

async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await authGet(new NextRequest(`${ORIGIN}/api/auth/csrf`));
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = [...setCookies(response)].map(([name, value]) => `${name}=${value}`).join("; ");
  return { token: csrfToken, cookie };
}

async function postCredentials(fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}): Promise<Response> {
  return authPost(
    new NextRequest(`${ORIGIN}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}), ...headers },
      body: new URLSearchParams({ callbackUrl: `${ORIGIN}/account`, ...fields }),
    }),
  );
}

async function sessionOwner(response: Response): Promise<string | undefined> {
  const value = setCookies(response).get(SESSION_COOKIE);
  if (!value) return undefined;
  return (await decode({ token: value, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE }))?.sub ?? undefined;
}

describe("POST /api/auth/callback/credentials", () => {
  test("the right password with the form's CSRF token: a session for that account, back to the page asked for", async () => {
    const { token, cookie } = await csrf();
    const before = await dbFingerprint();
    const response = await postCredentials({ csrfToken: token, email: cast.account.email, password: cast.account.password }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${ORIGIN}/account`);
    expect(await sessionOwner(response)).toBe(cast.account.id);
    // The writes: the session's row, which the cookie names (lib/server/auth/sessions.ts), and the sign-in in the account's security log.
    expect(changedTables(before, await dbFingerprint()).sort()).toEqual(["SecurityEvent", "Session"]);
    const sid = (await decode({ token: setCookies(response).get(SESSION_COOKIE)!, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE }))?.sid;
    expect(await db.session.count({ where: { sessionToken: String(sid), userId: cast.account.id } })).toBe(1);
  });

  test("a wrong password: no session, back to the sign-in page, and the failure counted for the throttle", async () => {
    const { token, cookie } = await csrf();
    const failures = await db.signInFailure.count({ where: { email: cast.account.email } });
    const response = await postCredentials({ csrfToken: token, email: cast.account.email, password: "not the password" }, cookie);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!).pathname).toBe("/sign-in");
    expect(new URL(response.headers.get("location")!).searchParams.get("error")).toBe("CredentialsSignin");
    expect(await sessionOwner(response)).toBeUndefined();
    expect(await db.signInFailure.count({ where: { email: cast.account.email } })).toBe(failures + 1);
    await db.signInFailure.deleteMany({ where: { email: cast.account.email } });
  });

  test("a failure is counted against the address only when a trusted proxy vouches for it (LONGBOX_TRUSTED_PROXY_HOPS)", async () => {
    const forwarded = { "x-forwarded-for": "198.51.100.9, 203.0.113.77" };
    const failOnce = async () => {
      const { token, cookie } = await csrf();
      await postCredentials({ csrfToken: token, email: cast.account.email, password: "not the password" }, cookie, forwarded);
      const [row] = await db.signInFailure.findMany({ where: { email: cast.account.email }, orderBy: { createdAt: "desc" }, take: 1, select: { clientAddress: true } });
      return row?.clientAddress;
    };
    try {
      delete process.env.LONGBOX_TRUSTED_PROXY_HOPS;
      expect(await failOnce()).toBeNull();
      process.env.LONGBOX_TRUSTED_PROXY_HOPS = "1";
      expect(await failOnce()).toBe("203.0.113.77");
      process.env.LONGBOX_TRUSTED_PROXY_HOPS = "2";
      expect(await failOnce()).toBe("198.51.100.9");
    } finally {
      delete process.env.LONGBOX_TRUSTED_PROXY_HOPS;
      await db.signInFailure.deleteMany({ where: { email: cast.account.email } });
    }
  });

  test("without the CSRF token (a cross-site form): refused before the password is even checked", async () => {
    const before = await dbFingerprint();
    const response = await postCredentials({ email: cast.account.email, password: cast.account.password });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!).searchParams.get("error")).toBe("MissingCSRF");
    expect(await sessionOwner(response)).toBeUndefined();
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });

  test("a CSRF token that does not match its cookie is refused the same way", async () => {
    const { cookie } = await csrf();
    const { token: otherToken } = await csrf();
    const response = await postCredentials({ csrfToken: otherToken, email: cast.account.email, password: cast.account.password }, cookie);
    expect(new URL(response.headers.get("location")!).searchParams.get("error")).toBe("MissingCSRF");
    expect(await sessionOwner(response)).toBeUndefined();
  });
});
