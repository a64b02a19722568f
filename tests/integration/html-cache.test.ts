import { beforeEach, describe, expect, test } from "vitest";
import { loadPublicCampaign } from "@/lib/games/smf/server/pages/load-public-campaign";
import { loadPublicTeam } from "@/lib/games/smf/server/pages/load-public-team";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { inlineScriptHashes } from "@/lib/http/page-policy";
import { revokeCampaignShare, rotateCampaignShare, shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { clearHtmlCache, HTML_CACHE_HEADER, serveCachedHtml, type HtmlRenderer } from "@/lib/server/cache/serve-cached-html";
import { revokeTeamShare, rotateTeamShare, shareTeam } from "@/lib/server/teams/team-public-link";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf";
import { teamWithSamples } from "./battles/battle-factory";
import { accessFor, addMember, createCampaignFor } from "./factories";

/*
 * Pages behind public links served as kept HTML (lib/server/cache/serve-cached-html.ts), against a
 * real Postgres: the link and its campaign's version are read on every request, so a write is
 * seen on the next request, a withdrawn link is never served from here, and one campaign's write
 * never touches another's page. The renderer stands in for Next's render: it draws the page's data
 * from the real loaders, with an inline script, as a page would.
 */

const SAMPLES = SAMPLE_CHARACTERS.slice(0, 2).map((c) => c.character.name);

async function sharedWorld(label: string) {
  const { campaign, organiser } = await createCampaignFor(undefined, { name: `Html ${label}` });
  const organiserAccess = await accessFor(organiser.id, campaign.id);
  const owner = await addMember(campaign.id, "PLAYER", `${label} owner`);
  const ownerAccess = await accessFor(owner.id, campaign.id);
  const { team } = await teamWithSamples(campaign.id, owner, `${label} Team`, SAMPLES);
  const teamShare = await shareTeam(ownerAccess, team.id);
  const campaignShare = await shareCampaign(organiserAccess);
  if (!teamShare.ok || !campaignShare.ok) throw new Error("share failed");
  return { campaignId: campaign.id, teamId: team.id, organiserAccess, ownerAccess, teamToken: teamShare.token, campaignToken: campaignShare.token };
}

/** Renders a public page from the loaders, counting renders per path. */
function pageRenderer() {
  const renders: string[] = [];
  const render: HtmlRenderer = async (pathAndQuery) => {
    renders.push(pathAndQuery);
    const [, kind, token] = pathAndQuery.split("?")[0]!.split("/");
    const data = kind === "t" ? await loadPublicTeam(token!) : await loadPublicCampaign(token!);
    if (!data) return null;
    const body = `<html><head><script>self.page=${JSON.stringify(pathAndQuery)}</script></head><body>${data.name}|${"standings" in data ? data.standings.map((s) => `${s.name}:${s.balance}`).join(",") : ""}</body></html>`;
    return { body, scriptHashes: inlineScriptHashes(body), headers: [["content-type", "text/html; charset=utf-8"]] };
  };
  return { render, renders };
}

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => new Request(`http://longbox.test${path}`, { method, headers });

async function served(path: string, render: HtmlRenderer, headers?: Record<string, string>) {
  const response = await serveCachedHtml(get(path, headers), { isDevelopment: false, render });
  return response && { how: response.headers.get(HTML_CACHE_HEADER), body: await response.text(), csp: response.headers.get("content-security-policy")! };
}

beforeEach(() => clearHtmlCache());

describe("public pages as kept HTML", () => {
  test("rendered once, then served from memory while nothing changed", async () => {
    const world = await sharedWorld("Once");
    const { render, renders } = pageRenderer();
    const first = await served(`/t/${world.teamToken}`, render);
    const second = await served(`/t/${world.teamToken}`, render);
    expect(first).toMatchObject({ how: "fill" });
    expect(second).toMatchObject({ how: "hit", body: first!.body });
    expect(first!.body).toContain("Once Team");
    expect(renders).toEqual([`/t/${world.teamToken}`]);
  });

  test("its CSP allows the page's own inline scripts by hash, and carries no nonce", async () => {
    const world = await sharedWorld("Hashes");
    const { render } = pageRenderer();
    const page = (await served(`/t/${world.teamToken}`, render))!;
    const [hash] = inlineScriptHashes(page.body);
    expect(page.csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(page.csp).not.toContain("nonce-");
    expect(page.csp).toContain("frame-ancestors 'none'");
  });

  test("a write to the campaign is on the next request, through any service", async () => {
    const world = await sharedWorld("Write");
    const { render, renders } = pageRenderer();
    const before = Number(/Write Team:(\d+)/.exec((await served(`/c/${world.campaignToken}`, render))!.body)![1]);
    const corrected = await correctStoryPoints(world.organiserAccess, world.teamId, { requestKey: `html-${world.campaignId}`, delta: 4, note: "Found in the box" });
    if (!corrected.ok) throw new Error(corrected.message);
    const after = await served(`/c/${world.campaignToken}`, render);
    expect(after).toMatchObject({ how: "fill" });
    expect(after!.body).toContain(`Write Team:${before + 4}`);
    await db.team.update({ where: { id: world.teamId }, data: { name: "Write Renamed" } });
    expect((await served(`/t/${world.teamToken}`, render))!.body).toContain("Write Renamed");
    expect((await served(`/c/${world.campaignToken}`, render))!.body).toContain(`Write Renamed:${before + 4}`);
    expect(renders).toHaveLength(4);
  });

  test("a write to one campaign never renders another's page again", async () => {
    const a = await sharedWorld("Alpha");
    const b = await sharedWorld("Beta");
    const { render, renders } = pageRenderer();
    await served(`/t/${a.teamToken}`, render);
    await served(`/t/${b.teamToken}`, render);
    await db.team.update({ where: { id: a.teamId }, data: { name: "Alpha Renamed" } });
    expect(await served(`/t/${b.teamToken}`, render)).toMatchObject({ how: "hit" });
    expect((await served(`/t/${a.teamToken}`, render))!.body).toContain("Alpha Renamed");
    expect((await served(`/t/${b.teamToken}`, render))!.body).not.toContain("Alpha");
    expect(renders).toHaveLength(3);
  });

  test("a withdrawn link is never served from memory: the request goes on to the 404 page", async () => {
    const world = await sharedWorld("Revoke");
    const { render } = pageRenderer();
    expect(await served(`/t/${world.teamToken}`, render)).toMatchObject({ how: "fill" });
    expect(await served(`/c/${world.campaignToken}`, render)).toMatchObject({ how: "fill" });
    const team = await revokeTeamShare(world.ownerAccess, world.teamId);
    const campaign = await revokeCampaignShare(world.organiserAccess);
    if (!team.ok || !campaign.ok) throw new Error("revoke failed");
    expect(await served(`/t/${world.teamToken}`, render)).toBeNull();
    expect(await served(`/c/${world.campaignToken}`, render)).toBeNull();
  });

  test("a replaced link: the old address is gone, the new one is served", async () => {
    const world = await sharedWorld("Rotate");
    const { render } = pageRenderer();
    await served(`/t/${world.teamToken}`, render);
    const rotated = await rotateTeamShare(world.ownerAccess, world.teamId);
    const rotatedCampaign = await rotateCampaignShare(world.organiserAccess);
    if (!rotated.ok || !rotatedCampaign.ok) throw new Error("rotate failed");
    expect(await served(`/t/${world.teamToken}`, render)).toBeNull();
    expect((await served(`/t/${rotated.token}`, render))!.body).toContain("Rotate Team");
    expect((await served(`/c/${rotatedCampaign.token}`, render))!.body).toContain("Html Rotate");
  });

  test("each query string is its own page", async () => {
    const world = await sharedWorld("Query");
    const { render, renders } = pageRenderer();
    const plain = await served(`/t/${world.teamToken}`, render);
    const other = await served(`/t/${world.teamToken}?hero=1`, render);
    expect(other!.body).toContain("?hero=1");
    expect(plain!.body).not.toContain("?hero=1");
    expect(renders).toHaveLength(2);
  });

  test("unknown tokens, other routes, the client router's data and other methods are not served from here", async () => {
    const world = await sharedWorld("Others");
    const { render, renders } = pageRenderer();
    const answers = await Promise.all([
      served("/t/not-a-token", render),
      served(`/t/${"x".repeat(43)}`, render),
      served(`/campaigns/${world.campaignId}`, render),
      served(`/t/${world.teamToken}`, render, { rsc: "1" }),
      served(`/t/${world.teamToken}?_rsc=abc`, render),
      serveCachedHtml(get(`/t/${world.teamToken}`, {}, "POST"), { isDevelopment: false, render }),
    ]);
    expect(answers).toEqual([null, null, null, null, null, null]);
    expect(renders).toEqual([]);
  });

  test("a render that fails or is no page leaves the request to be rendered the ordinary way", async () => {
    const world = await sharedWorld("Fails");
    expect(await served(`/t/${world.teamToken}`, () => Promise.reject(new Error("connection refused")))).toBeNull();
    expect(await served(`/t/${world.teamToken}`, async () => null)).toBeNull();
    const { render } = pageRenderer();
    expect(await served(`/t/${world.teamToken}`, render)).toMatchObject({ how: "fill" });
  });
});
