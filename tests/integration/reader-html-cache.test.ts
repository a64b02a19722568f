import { encode, decode } from "next-auth/jwt";
import { beforeEach, describe, expect, test } from "vitest";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { endSession, startSession } from "@/lib/server/auth/sessions";
import { clearHtmlCache, HTML_CACHE_HEADER, serveCachedHtml, type HtmlRenderer } from "@/lib/server/cache/serve-cached-html";
import { db } from "@/lib/server/db";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf";
import { teamWithSamples } from "./battles/battle-factory";
import { accessFor, addMember, createCampaignFor } from "./factories";

/*
 * Signed-in campaign pages served as kept HTML, one per reader (lib/server/cache/serve-cached-html.ts
 * with reader.ts), against a real Postgres: served only to a live session of an active member, at
 * the campaign's current version, each reader their own page, a fresh nonce in every answer. The
 * renderer stands in for Next's render: it opens the cookie it is sent, as the page's auth() does,
 * and draws what that reader would see from the database, with a script stamped with the nonce.
 */

const SESSION_COOKIE = "authjs.session-token";
const SAMPLES = SAMPLE_CHARACTERS.slice(0, 2).map((c) => c.character.name);

async function cookieFor(userId: string): Promise<{ cookie: string; sid: string }> {
  const sid = await startSession(userId);
  const value = await encode({ token: { sub: userId, sid }, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE, maxAge: 3600 });
  return { cookie: `${SESSION_COOKIE}=${value}`, sid };
}

async function world(label: string) {
  const { campaign, organiser } = await createCampaignFor(undefined, { name: `Reader ${label}` });
  const organiserAccess = await accessFor(organiser.id, campaign.id);
  const player = await addMember(campaign.id, "PLAYER", `${label} player`);
  const { team } = await teamWithSamples(campaign.id, player, `${label} Team`, SAMPLES);
  return { campaignId: campaign.id, teamId: team.id, organiser, organiserAccess, player, organiserCookie: await cookieFor(organiser.id), playerCookie: await cookieFor(player.id) };
}

/** Draws a campaign page for the reader the cookie names: their name, email and role, the team's balance. */
function readerRenderer({ withRequestKey = false } = {}) {
  const renders: Array<{ path: string; userId: string | null }> = [];
  const render: HtmlRenderer = async (pathAndQuery, { cookie, nonce, routerHeaders }) => {
    const token = cookie ? await decode({ token: cookie.slice(SESSION_COOKIE.length + 1), secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE }) : null;
    renders.push({ path: pathAndQuery, userId: token?.sub ?? null });
    if (!token?.sub || (!nonce && !routerHeaders)) return null;
    const campaignId = pathAndQuery.split("/")[2]!;
    const user = await db.user.findUniqueOrThrow({ where: { id: token.sub } });
    const membership = await db.membership.findUniqueOrThrow({ where: { campaignId_userId: { campaignId, userId: token.sub } } });
    const ledger = await db.storyPointEntry.aggregate({ where: { campaignId }, _sum: { delta: true } });
    const key = withRequestKey ? `<input type="hidden" name="requestKey" value="${crypto.randomUUID()}">` : "";
    if (routerHeaders) {
      // The page's data for the client router: what the reader sees, and which tree it was asked from.
      const body = `0:["${user.name}","${membership.role}","points:${ledger._sum.delta ?? 0}","${routerHeaders["next-router-state-tree"] ?? ""}"]${key}`;
      return { body, scriptHashes: [], isData: true, headers: [["content-type", "text/x-component"]], ...(withRequestKey ? { isKeepable: false } : {}) };
    }
    const body = `<html><head><script nonce="${nonce}">self.page=1</script></head><body>${user.name}|${user.email}|${membership.role}|points:${ledger._sum.delta ?? 0}${key}</body></html>`;
    return { body, scriptHashes: [], nonce: nonce!, headers: [["content-type", "text/html; charset=utf-8"]], ...(withRequestKey ? { isKeepable: false } : {}) };
  };
  return { render, renders };
}

const get = (path: string, cookie: string | null, headers: Record<string, string> = {}) =>
  new Request(`http://longbox.test${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });

async function served(path: string, cookie: string | null, render: HtmlRenderer, headers: Record<string, string> = {}) {
  const response = await serveCachedHtml(get(path, cookie, headers), { isDevelopment: false, render });
  return (
    response && {
      how: response.headers.get(HTML_CACHE_HEADER),
      body: await response.text(),
      csp: response.headers.get("content-security-policy")!,
      cacheControl: response.headers.get("cache-control"),
      contentType: response.headers.get("content-type"),
    }
  );
}

/** The client router's request for a page's data, from the page whose tree it names. */
const routerRequest = (tree: string) => ({ rsc: "1", "next-router-state-tree": tree });

beforeEach(() => clearHtmlCache());

describe("signed-in pages kept for each reader", () => {
  test("each reader gets their own page, rendered once as them, then served from memory", async () => {
    const w = await world("Own");
    const { render, renders } = readerRenderer();
    const path = `/campaigns/${w.campaignId}`;
    const organiserFirst = await served(path, w.organiserCookie.cookie, render);
    const playerFirst = await served(path, w.playerCookie.cookie, render);
    const organiserAgain = await served(path, w.organiserCookie.cookie, render);
    const playerAgain = await served(path, w.playerCookie.cookie, render);
    expect([organiserFirst!.how, playerFirst!.how, organiserAgain!.how, playerAgain!.how]).toEqual(["fill", "fill", "hit", "hit"]);
    expect(organiserAgain!.body).toContain(`${w.organiser.name}|${w.organiser.email}|ORGANISER`);
    expect(playerAgain!.body).toContain("Own player|");
    expect(playerAgain!.body).toContain("|PLAYER|");
    expect(playerAgain!.body).not.toContain(w.organiser.email);
    expect(organiserAgain!.body).not.toContain("Own player");
    expect(renders).toEqual([
      { path, userId: w.organiser.id },
      { path, userId: w.player.id },
    ]);
  });

  test("every answer has a fresh nonce in its policy and on its scripts; the one it was rendered with is gone", async () => {
    const w = await world("Nonce");
    let renderedWith = "";
    const { render } = readerRenderer();
    const spy: HtmlRenderer = (path, options) => {
      renderedWith = options.nonce!;
      return render(path, options);
    };
    const answers = [await served(`/campaigns/${w.campaignId}`, w.playerCookie.cookie, spy), await served(`/campaigns/${w.campaignId}`, w.playerCookie.cookie, spy)];
    const nonces = answers.map((answer) => /'nonce-([^']+)'/.exec(answer!.csp)![1]!);
    expect(new Set([renderedWith, ...nonces]).size).toBe(3);
    answers.forEach((answer, i) => {
      expect(answer!.csp).toContain(`script-src 'self' 'nonce-${nonces[i]}' 'strict-dynamic'`);
      expect(answer!.body).toContain(`<script nonce="${nonces[i]}">`);
      expect(answer!.body).not.toContain(renderedWith);
      expect(answer!.cacheControl).toContain("private");
      expect(answer!.cacheControl).toContain("no-store");
    });
  });

  test("a write to the campaign renders the page again on the next request; another campaign's write does not", async () => {
    const w = await world("Write");
    const other = await world("Other");
    const { render, renders } = readerRenderer();
    const path = `/campaigns/${w.campaignId}/teams/${w.teamId}`;
    const before = Number(/points:(-?\d+)/.exec((await served(path, w.playerCookie.cookie, render))!.body)![1]);
    const corrected = await correctStoryPoints(w.organiserAccess, w.teamId, { requestKey: `reader-${w.campaignId}`, delta: 3, note: "Found in the box" });
    if (!corrected.ok) throw new Error(corrected.message);
    expect(await served(path, w.playerCookie.cookie, render)).toMatchObject({ how: "fill", body: expect.stringContaining(`points:${before + 3}`) });
    await db.team.update({ where: { id: other.teamId }, data: { name: "Other Renamed" } });
    expect(await served(path, w.playerCookie.cookie, render)).toMatchObject({ how: "hit" });
    expect(renders).toHaveLength(2);
  });

  test("a new role, a new name or a new email is on the next request", async () => {
    const w = await world("Changes");
    const { render } = readerRenderer();
    const path = `/campaigns/${w.campaignId}/rolls`;
    await served(path, w.playerCookie.cookie, render);
    await db.membership.update({ where: { campaignId_userId: { campaignId: w.campaignId, userId: w.player.id } }, data: { role: "VIEWER" } });
    expect(await served(path, w.playerCookie.cookie, render)).toMatchObject({ how: "fill", body: expect.stringContaining("|VIEWER|") });
    await db.user.update({ where: { id: w.player.id }, data: { name: "Renamed player" } });
    expect(await served(path, w.playerCookie.cookie, render)).toMatchObject({ how: "fill", body: expect.stringContaining("Renamed player|") });
    await db.user.update({ where: { id: w.player.id }, data: { email: `moved-${w.player.email}` } });
    expect(await served(path, w.playerCookie.cookie, render)).toMatchObject({ how: "fill", body: expect.stringContaining(`|moved-${w.player.email}|`) });
  });

  test("never served from memory to a reader who may not read it now", async () => {
    const w = await world("Refused");
    const outsider = await createCampaignFor(undefined, { name: "Reader elsewhere" });
    const outsiderCookie = await cookieFor(outsider.organiser.id);
    const { render, renders } = readerRenderer();
    const path = `/campaigns/${w.campaignId}`;
    await served(path, w.playerCookie.cookie, render);
    const forged = await encode({ token: { sub: w.player.id, sid: w.playerCookie.sid }, secret: "not this server's secret at all, 32+ chars", salt: SESSION_COOKIE, maxAge: 3600 });
    const someoneElsesSession = await encode({
      token: { sub: outsider.organiser.id, sid: w.playerCookie.sid },
      secret: process.env.AUTH_SECRET!,
      salt: SESSION_COOKIE,
      maxAge: 3600,
    });
    expect(await served(path, null, render)).toBeNull();
    expect(await served(path, `${SESSION_COOKIE}=${forged}`, render)).toBeNull();
    expect(await served(path, `${SESSION_COOKIE}=${someoneElsesSession}`, render)).toBeNull();
    expect(await served(path, outsiderCookie.cookie, render)).toBeNull();
    // Left the campaign: out at once.
    await db.membership.update({ where: { campaignId_userId: { campaignId: w.campaignId, userId: w.player.id } }, data: { leftAt: new Date() } });
    expect(await served(path, w.playerCookie.cookie, render)).toBeNull();
    // Signed out: the session row is gone, so the cookie no longer reads anything kept.
    expect(await served(path, w.organiserCookie.cookie, render)).toMatchObject({ how: "fill" });
    await endSession(w.organiserCookie.sid);
    expect(await served(path, w.organiserCookie.cookie, render)).toBeNull();
    expect(renders.map((r) => r.userId)).toEqual([w.player.id, w.organiser.id]);
  });

  test("a page whose form carries a request key goes to the request that rendered it and is never kept; until the next write, it is rendered the ordinary way", async () => {
    const w = await world("Keyed");
    const { render, renders } = readerRenderer({ withRequestKey: true });
    const path = `/campaigns/${w.campaignId}/journal`;
    const first = await served(path, w.playerCookie.cookie, render);
    expect(first!.how).toBe("fill");
    // The next request at that version is left to Next (rendered per request, with a key of its own).
    expect(await served(path, w.playerCookie.cookie, render)).toBeNull();
    expect(renders).toHaveLength(1);
    // After a write, the page is tried again, and again goes to its own request only.
    await db.team.update({ where: { id: w.teamId }, data: { name: "Keyed Renamed" } });
    const afterWrite = await served(path, w.playerCookie.cookie, render);
    expect(afterWrite!.how).toBe("fill");
    const keys = [first!, afterWrite!].map((answer) => /name="requestKey" value="([^"]+)"/.exec(answer.body)![1]);
    expect(keys[0]).not.toBe(keys[1]);
    expect(await served(path, w.playerCookie.cookie, render)).toBeNull();
    expect(renders).toHaveLength(2);
  });

  test("static pages beside the campaign's id and other campaign pages are not served from here", async () => {
    const w = await world("Static");
    const { render, renders } = readerRenderer();
    const answers = await Promise.all(
      ["/campaigns/new", "/campaigns/import", `/campaigns/${w.campaignId}/teams/new`, `/campaigns/${w.campaignId}/battles`, `/campaigns/${w.campaignId}/members`].map((path) =>
        served(path, w.organiserCookie.cookie, render),
      ),
    );
    expect(answers).toEqual([null, null, null, null, null]);
    expect(renders).toEqual([]);
  });
});

describe("the client router's requests for a campaign page's data, kept for each reader", () => {
  test("kept per reader and per router state, apart from the page's HTML; a write renders it again", async () => {
    const w = await world("Data");
    const { render, renders } = readerRenderer();
    const path = `/campaigns/${w.campaignId}/rolls?_rsc=abc12`;
    const fromDashboard = routerRequest("dashboard-tree");
    const first = await served(path, w.playerCookie.cookie, render, fromDashboard);
    const again = await served(path, w.playerCookie.cookie, render, fromDashboard);
    expect([first!.how, again!.how]).toEqual(["fill", "hit"]);
    expect(again).toMatchObject({ contentType: "text/x-component", body: first!.body });
    expect(again!.body).toContain('"Data player","PLAYER"');
    expect(again!.body).toContain("dashboard-tree");
    expect(again!.cacheControl).toContain("no-store");
    // Asked from another page (another tree): its own answer. The organiser: their own. The page's HTML: its own.
    expect((await served(path, w.playerCookie.cookie, render, routerRequest("team-tree")))!.body).toContain("team-tree");
    expect((await served(path, w.organiserCookie.cookie, render, fromDashboard))!.body).toContain('"ORGANISER"');
    expect((await served(`/campaigns/${w.campaignId}/rolls`, w.playerCookie.cookie, render))!.body).toContain("<html>");
    expect(renders).toHaveLength(4);
    await db.team.update({ where: { id: w.teamId }, data: { name: "Data Renamed" } });
    expect(await served(path, w.playerCookie.cookie, render, fromDashboard)).toMatchObject({ how: "fill" });
  });

  test("never for a reader who may not read it, nor with half of the router's markers, nor for a public page", async () => {
    const w = await world("DataRefused");
    const outsider = await createCampaignFor(undefined, { name: "Reader data elsewhere" });
    const outsiderCookie = await cookieFor(outsider.organiser.id);
    const { render, renders } = readerRenderer();
    const path = `/campaigns/${w.campaignId}`;
    const answers = await Promise.all([
      served(`${path}?_rsc=x1`, null, render, routerRequest("t")),
      served(`${path}?_rsc=x1`, outsiderCookie.cookie, render, routerRequest("t")),
      served(path, w.playerCookie.cookie, render, routerRequest("t")),
      served(`${path}?_rsc=x1`, w.playerCookie.cookie, render),
      served(`${path}?_rsc=x1`, w.playerCookie.cookie, render, { "next-router-prefetch": "1" }),
      served(`/t/some-token?_rsc=x1`, w.playerCookie.cookie, render, routerRequest("t")),
    ]);
    expect(answers).toEqual([null, null, null, null, null, null]);
    expect(renders).toEqual([]);
  });
});
