import { beforeAll, describe, expect, test } from "vitest";
import { loadCampaignFrame } from "@/app/(app)/campaigns/[campaignId]/_data/load-campaign-frame";
import { loadDashboard } from "@/app/(app)/campaigns/[campaignId]/_data/load-dashboard";
import { loadRollLog } from "@/app/(app)/campaigns/[campaignId]/rolls/_data/load-roll-log";
import { loadJournal } from "@/lib/games/smf/server/pages/load-journal";
import { loadPublicCampaign } from "@/lib/games/smf/server/pages/load-public-campaign";
import { loadPublicTeam } from "@/lib/games/smf/server/pages/load-public-team";
import { loadTeamPage } from "@/lib/games/smf/server/pages/load-team-page";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { clearReadCache, readCacheStats, readCampaignVersion } from "@/lib/server/cache/read-cache";
import { revokeCampaignShare, rotateCampaignShare, shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { archiveTeam } from "@/lib/server/teams/archive-team";
import { revokeTeamShare, rotateTeamShare, shareTeam } from "@/lib/server/teams/team-public-link";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf";
import { teamWithSamples } from "./battles/battle-factory";
import { accessFor, addMember, createCampaignFor, createUser } from "./factories";

/*
 * The read cache (lib/server/cache/read-cache.ts): campaign pages' shared data is kept between
 * requests and served only at the campaign's current cache version, which triggers raise in every
 * write's transaction. These tests hold it to its promises: a write is read back at once, one
 * campaign's write never serves another's entry, and no viewer gets what was worked out for
 * another (the viewer's part is computed per request).
 */

const SAMPLES = SAMPLE_CHARACTERS.slice(0, 3).map((c) => c.character.name);

async function campaignWorld(label: string) {
  const { campaign, organiser } = await createCampaignFor(undefined, { name: `Cache ${label}` });
  const organiserAccess = await accessFor(organiser.id, campaign.id);
  const coOrganiser = await addMember(campaign.id, "CO_ORGANISER", `${label} co-organiser`);
  const owner = await addMember(campaign.id, "PLAYER", `${label} owner`);
  const player = await addMember(campaign.id, "PLAYER", `${label} player`);
  const viewer = await addMember(campaign.id, "VIEWER", `${label} viewer`);
  const { team } = await teamWithSamples(campaign.id, owner, `${label} Team`, SAMPLES);
  await teamWithSamples(campaign.id, player, `${label} Rivals`, SAMPLES);
  // An archived team of the owner's: whether the viewer may restore it is the viewer's own.
  const leaver = await addMember(campaign.id, "PLAYER", `${label} leaver`);
  const { team: gone } = await teamWithSamples(campaign.id, leaver, `${label} Disbanded`, SAMPLES.slice(0, 1));
  const archived = await archiveTeam(organiserAccess, gone.id);
  if (!archived.ok) throw new Error(archived.message);
  const teamShare = await shareTeam(await accessFor(owner.id, campaign.id), team.id);
  if (!teamShare.ok) throw new Error("share failed");
  const campaignShare = await shareCampaign(organiserAccess);
  if (!campaignShare.ok) throw new Error("share failed");
  const outsider = await createUser({ name: `${label} outsider` });
  return {
    campaignId: campaign.id,
    teamId: team.id,
    organiserAccess,
    viewers: { organiser, coOrganiser, owner, player, viewer, leaver },
    outsider,
    teamToken: teamShare.token,
    campaignToken: campaignShare.token,
  };
}

type World = Awaited<ReturnType<typeof campaignWorld>>;

/** Every cached page as one viewer reads it, the campaign layout included, as a request makes it. */
async function readPages(world: World, userId: string) {
  const { campaignId, teamId } = world;
  const framed = async <T>(load: () => Promise<T>) => (await Promise.all([loadCampaignFrame(userId, campaignId), load()]))[1];
  const dashboard = await framed(() => loadDashboard(userId, campaignId));
  const teamPage = await framed(() => loadTeamPage(userId, campaignId, teamId));
  const rolls = await framed(() => loadRollLog(userId, campaignId));
  const journal = await framed(() => loadJournal(userId, campaignId));
  return { dashboard, teamPage, rolls, journal };
}

/** What differs by viewer on the cached pages, and the campaign-level data beside it. */
function viewOf(pages: Awaited<ReturnType<typeof readPages>>) {
  return {
    role: pages.dashboard.access.role,
    canRestore: pages.dashboard.archivedTeams.map((t) => [t.name, t.canRestore]),
    share: pages.teamPage.share,
    canShare: pages.teamPage.canShare,
    teams: pages.dashboard.teams.map((t) => [t.name, t.balance]),
    members: pages.dashboard.members.map((m) => m.name),
    roster: pages.teamPage.team.roster.map((c) => `${c.character.name}${c.isRetired ? " (retired)" : ""}`),
    rolls: pages.rolls.page.rolls.length,
    journal: pages.journal.page.entries.length,
  };
}

let a: World;
let b: World;

beforeAll(async () => {
  a = await campaignWorld("Alpha");
  b = await campaignWorld("Beta");
}, 120_000);

describe("the cache version", () => {
  test("a write to a campaign raises its version in the write's own transaction, and no other campaign's", async () => {
    const [beforeA, beforeB] = [await readCampaignVersion(a.campaignId), await readCampaignVersion(b.campaignId)];
    await db.$transaction(async (tx) => {
      await tx.team.update({ where: { id: a.teamId }, data: { name: "Alpha Team" } });
      await tx.character.updateMany({ where: { teamId: a.teamId }, data: { updatedAt: new Date() } });
      // Not yet committed: another connection still reads the old version.
      expect(await readCampaignVersion(a.campaignId)).toBe(beforeA);
    });
    const afterA = await readCampaignVersion(a.campaignId);
    // Raised once for the whole transaction, however many rows it wrote.
    expect(BigInt(afterA)).toBe(BigInt(beforeA) + 1n);
    expect(await readCampaignVersion(b.campaignId)).toBe(beforeB);
  });

  test("a rolled-back write leaves the version as it was", async () => {
    const before = await readCampaignVersion(a.campaignId);
    await expect(
      db.$transaction(async (tx) => {
        await tx.team.update({ where: { id: a.teamId }, data: { name: "Never kept" } });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await readCampaignVersion(a.campaignId)).toBe(before);
  });

  test("a member's new name raises the version of every campaign they belong to", async () => {
    const both = await createUser({ name: "Two Campaigns" });
    await db.membership.createMany({ data: [a.campaignId, b.campaignId].map((campaignId) => ({ campaignId, userId: both.id, role: "VIEWER" as const })) });
    const before = [await readCampaignVersion(a.campaignId), await readCampaignVersion(b.campaignId)];
    await db.user.update({ where: { id: both.id }, data: { name: "Renamed Twice" } });
    const after = [await readCampaignVersion(a.campaignId), await readCampaignVersion(b.campaignId)];
    expect(after.map(BigInt)).toEqual(before.map((v) => BigInt(v) + 1n));
  });
});

describe("read-your-writes", () => {
  test("a write, then a read: every cached page shows the write", async () => {
    await readPages(a, a.viewers.owner.id); // warm
    const warm = viewOf(await readPages(a, a.viewers.owner.id));
    const corrected = await correctStoryPoints(a.organiserAccess, a.teamId, { requestKey: `ryw-${a.campaignId}`, delta: 3, note: "Found in the box" });
    if (!corrected.ok) throw new Error(corrected.message);
    const after = viewOf(await readPages(a, a.viewers.owner.id));
    const balanceOf = (view: typeof warm) => view.teams.find(([name]) => name === "Alpha Team")?.[1];
    expect(balanceOf(after)).toBe((balanceOf(warm) as number) + 3);
    await db.character.updateMany({ where: { teamId: a.teamId, name: SAMPLES[0] }, data: { retiredAt: new Date() } });
    expect(viewOf(await readPages(a, a.viewers.owner.id)).roster).toContain(`${SAMPLES[0]} (retired)`);
  });

  test("a second read of an unchanged campaign comes from the cache", async () => {
    await readPages(a, a.viewers.player.id);
    const before = readCacheStats();
    await readPages(a, a.viewers.player.id);
    const after = readCacheStats();
    expect(after.misses).toBe(before.misses);
    expect(after.hits).toBeGreaterThan(before.hits);
  });
});

describe("no cached entry leaks across campaigns", () => {
  test("a write on one campaign never serves the other's entry, and each reads its own", async () => {
    clearReadCache();
    const beta = viewOf(await readPages(b, b.viewers.owner.id));
    const alpha = viewOf(await readPages(a, a.viewers.owner.id));
    expect(beta.teams.map(([name]) => name)).not.toContain("Alpha Team");
    const corrected = await correctStoryPoints(a.organiserAccess, a.teamId, { requestKey: `leak-${a.campaignId}`, delta: 1, note: "Alpha only" });
    if (!corrected.ok) throw new Error(corrected.message);
    const before = readCacheStats();
    // Beta is unchanged: served from its own entries, and the same as before.
    expect(viewOf(await readPages(b, b.viewers.owner.id))).toEqual(beta);
    const afterBeta = readCacheStats();
    expect(afterBeta.misses).toBe(before.misses);
    // Alpha reads its write.
    expect(viewOf(await readPages(a, a.viewers.owner.id)).teams).not.toEqual(alpha.teams);
  });

  test("a team pasted under another campaign's address is 404 even when both are cached", async () => {
    await readPages(a, a.viewers.organiser.id);
    await readPages(b, b.viewers.organiser.id);
    await expect(loadTeamPage(a.viewers.organiser.id, a.campaignId, b.teamId)).rejects.toThrow();
  });

  test("a public link reads its own campaign only", async () => {
    const [teamA, teamB, campaignA, campaignB] = await Promise.all([
      loadPublicTeam(a.teamToken),
      loadPublicTeam(b.teamToken),
      loadPublicCampaign(a.campaignToken),
      loadPublicCampaign(b.campaignToken),
    ]);
    expect(teamA?.name).toBe("Alpha Team");
    expect(teamB?.name).toBe("Beta Team");
    expect(campaignA?.name).toBe("Cache Alpha");
    expect(campaignB?.name).toBe("Cache Beta");
  });
});

describe("no viewer gets another viewer's part (every role × every order of warming)", () => {
  const ROLES = ["organiser", "coOrganiser", "owner", "player", "viewer"] as const;

  test.each(ROLES)("%s: what a warm cache gives equals what a cold read gives, whoever warmed it", async (role) => {
    const userId = a.viewers[role].id;
    clearReadCache();
    const cold = viewOf(await readPages(a, userId));
    for (const warmer of ROLES) {
      clearReadCache();
      await readPages(a, a.viewers[warmer].id);
      expect(viewOf(await readPages(a, userId)), `${role} after ${warmer} warmed the cache`).toEqual(cold);
    }
  });

  test("the viewer's parts really differ (so the test above would catch a leak)", async () => {
    const owner = viewOf(await readPages(a, a.viewers.owner.id));
    const viewer = viewOf(await readPages(a, a.viewers.viewer.id));
    const organiser = viewOf(await readPages(a, a.viewers.organiser.id));
    expect(owner.share.publicUrl).not.toBeNull();
    expect(viewer.share.publicUrl).toBeNull();
    expect(organiser.canRestore).toEqual([["Alpha Disbanded", true]]);
    expect(viewer.canRestore).toEqual([["Alpha Disbanded", false]]);
  });

  test("someone who is not a member gets the 404 page, cache warm or not", async () => {
    await readPages(a, a.viewers.organiser.id);
    await expect(loadDashboard(a.outsider.id, a.campaignId)).rejects.toThrow();
    await expect(loadRollLog(a.outsider.id, a.campaignId)).rejects.toThrow();
    await expect(loadTeamPage(a.outsider.id, a.campaignId, a.teamId)).rejects.toThrow();
  });

  test("a member who leaves loses the pages at once, though the campaign's entries stay warm", async () => {
    const leaving = await addMember(a.campaignId, "PLAYER", "Soon gone");
    await readPages(a, leaving.id);
    await db.membership.update({ where: { campaignId_userId: { campaignId: a.campaignId, userId: leaving.id } }, data: { leftAt: new Date() } });
    await expect(loadDashboard(leaving.id, a.campaignId)).rejects.toThrow();
  });
});

describe("public links", () => {
  test("a revoked team link is gone at once, though its page was cached", async () => {
    const world = await campaignWorld("Revoke");
    expect((await loadPublicTeam(world.teamToken))?.name).toBe("Revoke Team");
    expect((await loadPublicTeam(world.teamToken))?.name).toBe("Revoke Team");
    const revoked = await revokeTeamShare(await accessFor(world.viewers.owner.id, world.campaignId), world.teamId);
    if (!revoked.ok) throw new Error("revoke failed");
    expect(await loadPublicTeam(world.teamToken)).toBeNull();
  });

  test("a replaced link: the old one is gone at once, the new one shows the page", async () => {
    const world = await campaignWorld("Rotate");
    await loadPublicTeam(world.teamToken);
    await loadPublicCampaign(world.campaignToken);
    const rotatedTeam = await rotateTeamShare(await accessFor(world.viewers.owner.id, world.campaignId), world.teamId);
    const rotatedCampaign = await rotateCampaignShare(world.organiserAccess);
    if (!rotatedTeam.ok || !rotatedCampaign.ok) throw new Error("rotate failed");
    expect(await loadPublicTeam(world.teamToken)).toBeNull();
    expect(await loadPublicCampaign(world.campaignToken)).toBeNull();
    expect((await loadPublicTeam(rotatedTeam.token))?.name).toBe("Rotate Team");
    expect((await loadPublicCampaign(rotatedCampaign.token))?.name).toBe("Cache Rotate");
  });

  test("a revoked campaign link is gone at once", async () => {
    const world = await campaignWorld("Unshare");
    expect((await loadPublicCampaign(world.campaignToken))?.name).toBe("Cache Unshare");
    const revoked = await revokeCampaignShare(world.organiserAccess);
    if (!revoked.ok) throw new Error("revoke failed");
    expect(await loadPublicCampaign(world.campaignToken)).toBeNull();
  });

  test("a write shows on the public pages on the next read", async () => {
    const world = await campaignWorld("Public");
    const before = await loadPublicTeam(world.teamToken);
    await db.team.update({ where: { id: world.teamId }, data: { name: "Public Renamed" } });
    expect(before?.name).toBe("Public Team");
    expect((await loadPublicTeam(world.teamToken))?.name).toBe("Public Renamed");
    expect((await loadPublicCampaign(world.campaignToken))?.standings.map((row) => row.name)).toContain("Public Renamed");
  });
});

describe("every table a campaign's pages show raises its version", () => {
  test("each table with a campaign, team, battle or invite column has its cache trigger (a new table without one fails here)", async () => {
    const tables = await db.$queryRaw<Array<{ table: string }>>`
      SELECT DISTINCT c.table_name::text AS "table" FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_name IN ('campaignId', 'teamId', 'battleId', 'inviteId')
      ORDER BY 1`;
    const triggers = await db.$queryRaw<Array<{ name: string }>>`
      SELECT t.tgname::text AS "name" FROM pg_trigger t JOIN pg_class r ON r.oid = t.tgrelid JOIN pg_namespace n ON n.oid = r.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgname LIKE '%\\_cache\\_tag' ORDER BY 1`;
    const withTrigger = new Set(triggers.map((t) => t.name.replace(/_cache_tag$/, "")));
    expect(tables.length).toBeGreaterThan(8);
    expect(tables.map((t) => t.table).filter((table) => !withTrigger.has(table))).toEqual([]);
    // The campaign itself and a member's name too.
    expect(withTrigger.has("Campaign")).toBe(true);
    expect(withTrigger.has("User")).toBe(true);
  });
});
