import "server-only";
import { db } from "@/lib/server/db";

/**
 * "Download my data": what Longbox holds about one person, as JSON, for that person only.
 * FORMAT (changing its shape needs a new `version`): longbox.account-data v1.
 *
 * It holds what is theirs: the account, the campaigns they belong to or belonged to, the teams they
 * lead, their security log, and every ledger line, activity line and roll they made. Other people appear only by the
 * names the group already sees; no other email address is included.
 */
export const ACCOUNT_DATA_FORMAT = "longbox.account-data";
export const ACCOUNT_DATA_VERSION = 1;

export async function exportAccountData(userId: string, exportedAt = new Date()) {
  // Each read below goes by an index on the user's id (Membership, Team, StoryPointEntry,
  // ActivityEvent by actorId); rolls have no actor index, so they are read per campaign the user is in.
  const [user, memberships, teams, entries, activity, securityEvents] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true, emailVerified: true, createdAt: true, passwordHash: true } }),
    db.membership.findMany({
      where: { userId },
      orderBy: { joinedAt: "asc" },
      select: { role: true, joinedAt: true, leftAt: true, campaign: { select: { id: true, name: true } } },
    }),
    db.team.findMany({
      where: { ownerId: userId },
      orderBy: { createdAt: "asc" },
      select: {
        name: true,
        alignment: true,
        notes: true,
        archivedAt: true,
        createdAt: true,
        campaign: { select: { name: true } },
        characters: { orderBy: { position: "asc" }, select: { name: true } },
      },
    }),
    db.storyPointEntry.findMany({
      where: { actorId: userId },
      orderBy: { createdAt: "asc" },
      select: { delta: true, reason: true, note: true, createdAt: true, team: { select: { name: true } }, campaign: { select: { name: true } } },
    }),
    db.activityEvent.findMany({
      where: { actorId: userId },
      orderBy: { createdAt: "asc" },
      select: { summary: true, createdAt: true, campaign: { select: { name: true } } },
    }),
    db.securityEvent.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { kind: true, detail: true, createdAt: true } }),
  ]);
  const campaignIds = memberships.map((m) => m.campaign.id);
  const rolls = await db.roll.findMany({
    where: { campaignId: { in: campaignIds }, actorId: userId },
    orderBy: [{ campaignId: "asc" }, { sequence: "asc" }],
    select: { sequence: true, label: true, sides: true, faces: true, source: true, createdAt: true, campaign: { select: { name: true } } },
  });

  return {
    format: ACCOUNT_DATA_FORMAT,
    version: ACCOUNT_DATA_VERSION,
    exportedAt: exportedAt.toISOString(),
    account: {
      name: user.name,
      email: user.email,
      emailVerifiedAt: user.emailVerified?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      // Whether a password is set, never the hash.
      hasPassword: user.passwordHash !== null,
    },
    memberships: memberships.map((m) => ({ campaign: m.campaign.name, role: m.role, joinedAt: m.joinedAt.toISOString(), leftAt: m.leftAt?.toISOString() ?? null })),
    teams: teams.map((t) => ({
      campaign: t.campaign.name,
      name: t.name,
      alignment: t.alignment,
      notes: t.notes,
      createdAt: t.createdAt.toISOString(),
      archivedAt: t.archivedAt?.toISOString() ?? null,
      characters: t.characters.map((c) => c.name),
    })),
    storyPointEntries: entries.map((e) => ({ campaign: e.campaign.name, team: e.team.name, delta: e.delta, reason: e.reason, note: e.note, at: e.createdAt.toISOString() })),
    activity: activity.map((a) => ({ campaign: a.campaign.name, line: a.summary, at: a.createdAt.toISOString() })),
    securityEvents: securityEvents.map((e) => ({ kind: e.kind, detail: e.detail, at: e.createdAt.toISOString() })),
    rolls: rolls.map((r) => ({ campaign: r.campaign.name, sequence: r.sequence, label: r.label, sides: r.sides, faces: r.faces, source: r.source, at: r.createdAt.toISOString() })),
  };
}

export type AccountData = Awaited<ReturnType<typeof exportAccountData>>;
