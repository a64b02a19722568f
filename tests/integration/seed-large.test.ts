import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { PostBattleState } from "@/lib/rules/smf";
import { verifyCredentials } from "@/lib/server/auth/verify-credentials";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { getPublicTeam } from "@/lib/games/smf/server/teams/get-public-team";
import type { SeedManifest } from "@/scripts/bench/seed-manifest";
import { seededCampaignIds } from "@/scripts/bench/seed/seed-database";
import { SEED_EMAIL_DOMAIN, SEED_PASSWORD } from "@/scripts/bench/seed/seed-plan";
import { runSeed, SeedRefused } from "@/scripts/bench/seed/run-seed";
import { createUser } from "./factories";

/**
 * `npm run seed:large` in small (2 campaigns of 6 battles): every row made through the services,
 * the counts it reports are the database's, and the invariants the benchmarks rely on hold.
 * The last test empties the whole test database (--reset); files run one at a time and each
 * makes its own rows, so no other file notices.
 */
const SMALL = { campaigns: 2, battlesPerCampaign: 6, seed: 11, concurrency: 2, isReset: false };
const manifestPath = path.join(mkdtempSync(path.join(tmpdir(), "longbox-seed-")), "seed.json");
let manifest: SeedManifest;

async function campaignRows(campaignId: string) {
  const [memberships, teams, battles, rolls, invitesOpen] = await Promise.all([
    db.membership.findMany({ where: { campaignId, leftAt: null }, select: { role: true, userId: true, user: { select: { email: true } } } }),
    db.team.findMany({ where: { campaignId }, select: { id: true, ownerId: true, _count: { select: { characters: true } } } }),
    db.battle.findMany({
      where: { campaignId },
      orderBy: { issue: "asc" },
      select: { id: true, issue: true, status: true, postBattleState: true, _count: { select: { rolls: true, storyPointEntries: true, teams: true } } },
    }),
    db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: { sequence: true } }),
    db.invite.count({ where: { campaignId, revokedAt: null } }),
  ]);
  return { memberships, teams, battles, rolls, invitesOpen };
}

describe("npm run seed:large (small)", () => {
  beforeAll(async () => {
    manifest = await runSeed({ ...SMALL, manifestPath });
  });

  test("each campaign: an organiser, three players and a viewer; four teams of seven led by all but the viewer; six resolved battles", async () => {
    const campaignIds = await seededCampaignIds();
    expect(campaignIds).toHaveLength(2);
    for (const campaignId of campaignIds) {
      const { memberships, teams, battles, invitesOpen } = await campaignRows(campaignId);
      expect(memberships.map((m) => m.role).sort()).toEqual(["ORGANISER", "PLAYER", "PLAYER", "PLAYER", "VIEWER"]);
      expect(memberships.every((m) => m.user.email.endsWith(`@${SEED_EMAIL_DOMAIN}`))).toBe(true);
      const leaders = memberships.filter((m) => m.role !== "VIEWER").map((m) => m.userId);
      expect(teams.map((t) => t.ownerId).sort()).toEqual([...leaders].sort());
      expect(teams.map((t) => t._count.characters)).toEqual([7, 7, 7, 7]);
      expect(battles.map((b) => [b.issue, b.status])).toEqual([1, 2, 3, 4, 5, 6].map((issue) => [issue, "RESOLVED"]));
      // Members joined by invite links, which were withdrawn afterwards.
      expect(invitesOpen).toBe(0);
    }
  });

  test("every battle has two to four teams, its rolls, and ledger rows; each campaign's rolls are numbered 1, 2, 3… without a gap", async () => {
    for (const campaignId of await seededCampaignIds()) {
      const { battles, rolls } = await campaignRows(campaignId);
      for (const battle of battles) {
        expect(battle._count.teams).toBeGreaterThanOrEqual(2);
        expect(battle._count.teams).toBeLessThanOrEqual(4);
        // The pre-battle alone throws for the subplot table, a driver, a check and the special event.
        expect(battle._count.rolls).toBeGreaterThanOrEqual(4);
        // Every team that fought earns its reward.
        expect(battle._count.storyPointEntries).toBeGreaterThanOrEqual(battle._count.teams);
      }
      expect(rolls.map((r) => r.sequence)).toEqual(rolls.map((_, i) => i + 1));
    }
  });

  test("the counts reported are the database's", async () => {
    const campaignIds = await seededCampaignIds();
    const inSeed = { campaignId: { in: campaignIds } };
    expect(manifest.counts).toEqual({
      users: 10,
      campaigns: 2,
      teams: 8,
      characters: 56,
      battles: 12,
      rolls: await db.roll.count({ where: inSeed }),
      ledgerEntries: await db.storyPointEntry.count({ where: inSeed }),
    });
    expect(manifest.counts.rolls).toBeGreaterThan(12 * 8);
    expect(manifest.counts.ledgerEntries).toBeGreaterThan(8 + 12 * 2);
    expect(JSON.parse(readFileSync(manifestPath, "utf8"))).toEqual(manifest);
  });

  test("every team's balance is the sum of its ledger entries: the service's totals, a plain SQL sum and the rules' state after the last battle agree", async () => {
    for (const campaignId of await seededCampaignIds()) {
      const teams = await db.team.findMany({ where: { campaignId }, select: { id: true } });
      const sums = await db.storyPointEntry.groupBy({ by: ["teamId"], where: { campaignId }, _sum: { delta: true } });
      const totals = await storyPointTotals(teams.map((t) => t.id));
      const { battles } = await campaignRows(campaignId);
      const lastState = battles.at(-1)!.postBattleState as unknown as PostBattleState;
      for (const { id } of teams) {
        const sum = sums.find((s) => s.teamId === id)?._sum.delta ?? 0;
        expect(totals.get(id)?.balance).toBe(sum);
        expect(lastState.teams.find((t) => t.teamId === id)?.storyPoints.balance).toBe(sum);
        expect(sum).toBeGreaterThanOrEqual(0);
      }
    }
  });

  test("the manifest's bench account signs in, organises the campaign, leads the team there and shares it publicly", async () => {
    const { bench } = manifest;
    expect(bench.password).toBe(SEED_PASSWORD);
    const signedIn = await verifyCredentials(bench.email, bench.password);
    expect(signedIn).toMatchObject({ ok: true, user: { email: bench.email } });
    const userId = signedIn.ok ? signedIn.user.id : "";
    expect(await db.membership.findUnique({ where: { campaignId_userId: { campaignId: bench.campaignId, userId } }, select: { role: true } })).toEqual({ role: "ORGANISER" });
    expect(await db.team.findUnique({ where: { id: bench.teamId }, select: { campaignId: true, ownerId: true, publicToken: true } })).toEqual({
      campaignId: bench.campaignId,
      ownerId: userId,
      publicToken: bench.publicTeamToken,
    });
    expect(await getPublicTeam(bench.publicTeamToken)).toMatchObject({ name: expect.any(String) });
    expect(manifest).toMatchObject({ seed: 11, options: { campaigns: 2, battlesPerCampaign: 6, concurrency: 2 }, database: expect.stringMatching(/\/longbox_test_/) });
  });

  test("a second run without --reset is refused, and changes nothing", async () => {
    const before = { users: await db.user.count(), battles: await db.battle.count() };
    await expect(runSeed({ ...SMALL, manifestPath })).rejects.toThrow(SeedRefused);
    await expect(runSeed({ ...SMALL, manifestPath })).rejects.toThrow(/already holds a seeded dataset \(10 seeded accounts\)\. Run again with --reset/);
    expect({ users: await db.user.count(), battles: await db.battle.count() }).toEqual(before);
    expect(existsSync(manifestPath)).toBe(true);
  });

  test("--reset empties every app table, then seeds afresh", async () => {
    const other = await createUser({ name: "Not seeded" });
    const again = await runSeed({ ...SMALL, campaigns: 1, battlesPerCampaign: 1, isReset: true, manifestPath });
    expect(await db.user.findUnique({ where: { id: other.id } })).toBeNull();
    expect(await db.user.count()).toBe(5);
    expect(await db.campaign.count()).toBe(1);
    expect(again.counts).toMatchObject({ users: 5, campaigns: 1, teams: 4, characters: 28, battles: 1 });
    expect(await db.battle.count({ where: { status: "RESOLVED" } })).toBe(1);
  });
});
