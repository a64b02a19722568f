/**
 * The migration that remembers removals (issue 23, point 2) reads who was removed before it from
 * the activity feed: on a database at the migration before it, with members removed, left and
 * removed-then-back, it sets removedAt only for people whose membership ended with a removal, and
 * withdraws the live links they made (a link already withdrawn keeps its time).
 */
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { applyMigrations, createSiblingDatabase, dropSiblingDatabase, migrationsAfter, migrationsThrough } from "../harness/migrations";

const BEFORE = "20261126193000_team_state";
const MIGRATION = "20261128170000_member_removals";
const baseUrl = process.env.DATABASE_URL!;
let url: string;
let client: pg.Client;

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));

beforeAll(async () => {
  url = await createSiblingDatabase(baseUrl, "removals");
  await applyMigrations(url, migrationsThrough(BEFORE));
  client = new pg.Client({ connectionString: url });
  await client.connect();
}, 120_000);

afterAll(async () => {
  await client?.end();
  if (url) await dropSiblingDatabase(baseUrl, url);
});

test("removedAt comes from each membership's last removal; the removed people's live links are withdrawn", async () => {
  for (const id of ["olive", "rex", "lee", "bo"]) {
    await client.query(`INSERT INTO "User" ("id", "name", "email", "updatedAt") VALUES ($1, $1, $1 || '@example.test', now())`, [id]);
  }
  await client.query(`INSERT INTO "Campaign" ("id", "name", "settings", "updatedAt") VALUES ('camp', 'Old Campaign', '{}'::jsonb, now())`);
  const member = (userId: string, role: string, joinedAt: Date, leftAt: Date | null) =>
    client.query(`INSERT INTO "Membership" ("id", "campaignId", "userId", "role", "joinedAt", "leftAt") VALUES ($1, 'camp', $1, $2::"CampaignRole", $3, $4)`, [
      userId,
      role,
      joinedAt,
      leftAt,
    ]);
  await member("olive", "ORGANISER", at(1), null);
  await member("rex", "CO_ORGANISER", at(2), at(5)); // removed on day 5
  await member("lee", "PLAYER", at(2), at(6)); // left on their own
  await member("bo", "PLAYER", at(8), null); // removed on day 4, invited back on day 8
  const removal = (userId: string, createdAt: Date) =>
    client.query(
      `INSERT INTO "ActivityEvent" ("id", "campaignId", "actorId", "actorName", "kind", "summary", "payload", "createdAt")
       VALUES ($1, 'camp', 'olive', 'olive', 'MEMBER_REMOVED', 'removed', jsonb_build_object('v', 1, 'userId', $2::text, 'memberName', $2::text), $3)`,
      [`removed-${userId}`, userId, createdAt],
    );
  await removal("rex", at(5));
  await removal("bo", at(4));
  const invite = (id: string, createdById: string, revokedAt: Date | null) =>
    client.query(`INSERT INTO "Invite" ("id", "campaignId", "tokenHash", "role", "expiresAt", "revokedAt", "createdById") VALUES ($1, 'camp', $1, 'PLAYER', $2, $3, $4)`, [
      id,
      at(28),
      revokedAt,
      createdById,
    ]);
  await invite("rex-live", "rex", null);
  await invite("rex-withdrawn", "rex", at(3));
  await invite("olive-live", "olive", null);
  await invite("lee-live", "lee", null);

  expect(migrationsAfter(BEFORE)).toContain(MIGRATION);
  await applyMigrations(url, [MIGRATION]);

  const { rows: memberships } = await client.query(`SELECT "userId", "removedAt" FROM "Membership" ORDER BY "userId"`);
  expect(memberships).toEqual([
    { userId: "bo", removedAt: null },
    { userId: "lee", removedAt: null },
    { userId: "olive", removedAt: null },
    { userId: "rex", removedAt: at(5) },
  ]);
  const { rows: invites } = await client.query(`SELECT "id", "revokedAt", "inviteeId" FROM "Invite" ORDER BY "id"`);
  expect(invites).toEqual([
    { id: "lee-live", revokedAt: null, inviteeId: null },
    { id: "olive-live", revokedAt: null, inviteeId: null },
    { id: "rex-live", revokedAt: at(5), inviteeId: null },
    { id: "rex-withdrawn", revokedAt: at(3), inviteeId: null },
  ]);
});
