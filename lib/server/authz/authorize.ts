import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { CampaignAccess } from "@/lib/authz/campaign-access";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import { findTeamRow } from "@/lib/server/teams/team-row";
import { can, canGrantRole, canManageMember, type GameVerbs, isGenericVerb, permissionOf, type Verb } from "@/lib/authz/permissions";

// Defined below the services (the game contract hands it to the games); services import it from here.
export type { CampaignAccess } from "@/lib/authz/campaign-access";

/**
 * not-found: the campaign (or team, or member) does not exist or the user may not see it; pages
 * answer 404 and nothing reveals whether it exists. forbidden: a member whose role does not allow
 * the action (they can see the campaign, so saying so leaks nothing).
 */
export type AuthorizeFailure = { ok: false; code: "not-found" | "forbidden"; message: string };
export type AuthorizeResult<T> = ({ ok: true } & T) | AuthorizeFailure;

export const NOT_FOUND: AuthorizeFailure = { ok: false, code: "not-found", message: "That campaign does not exist, or you are not a member of it." };
export const BATTLE_NOT_FOUND: AuthorizeFailure = { ok: false, code: "not-found", message: "That battle does not exist, or you are not a member of its campaign." };
export const FORBIDDEN: AuthorizeFailure = { ok: false, code: "forbidden", message: "Your role in this campaign does not allow that." };

/**
 * How the group sees a member. Someone who gave no name is "Member" and a tag from their account id,
 * never anything from their email: the group never sees addresses (list-members.ts), and the part
 * before the @ is often a full name or a handle used elsewhere.
 */
export function displayName(user: { id: string; name: string | null }): string {
  return user.name?.trim() || `Member ${user.id.slice(-4).toUpperCase()}`;
}

/**
 * The user's membership of the campaign with the names activity lines copy, in one query by
 * Membership's unique [campaignId, userId] index: a join, where Prisma would load the user with a
 * second query.
 *
 * Cached for one server render (React's cache()): a campaign page's layout, page and metadata each
 * authorize, and share this lookup instead of repeating it. Safe because a render only reads, and
 * React keeps nothing outside a render: in a server action or a route handler every call reads the
 * database, so a change is always checked against the membership as it is now, and nothing is
 * shared between requests (or users).
 */
const findMembership = cache(async (userId: string, campaignId: string) => {
  const rows = await db.$queryRaw<Array<{ id: string; role: CampaignRole; leftAt: Date | null; name: string | null; gameSystem: string }>>`
    SELECT m."id", m."role"::text AS "role", m."leftAt", u."name", c."gameSystem"
    FROM "Membership" m
    JOIN "User" u ON u."id" = m."userId"
    JOIN "Campaign" c ON c."id" = m."campaignId"
    WHERE m."campaignId" = ${campaignId} AND m."userId" = ${userId}`;
  return rows[0] ?? null;
});

async function loadAccess(userId: string | null, campaignId: string): Promise<CampaignAccess | null> {
  if (!userId) return null;
  const membership = await findMembership(userId, campaignId);
  if (!membership || membership.leftAt) return null;
  return {
    campaignId,
    membershipId: membership.id,
    userId,
    role: membership.role,
    actorName: displayName({ id: userId, name: membership.name }),
    gameSystem: membership.gameSystem,
  };
}

/**
 * The game a check is about, handed down by the caller (a page loader, a game's action builders):
 * its id and its own verbs. Nothing here reads the registry.
 */
export interface GameOption<G extends GameVerbs> {
  game?: G;
}

/**
 * A game's verb is asked of a campaign of that game only: to another system's campaign (or team,
 * or battle) it answers as for a record that does not exist, as a game's actions do (ofGame in
 * lib/actions/safe-action.ts). A verb no one declares throws (can, UnknownVerbError).
 */
function isOtherGames(action: string, access: CampaignAccess, game: GameVerbs | undefined): boolean {
  return !isGenericVerb(action) && game !== undefined && access.gameSystem !== game.id;
}

/**
 * The one check before anything touches a campaign: loads the user's active membership once.
 * `grantsRole`: the action hands out this role (invite, role change), which the actor's rank must allow.
 * `game`: the campaign's game, for a verb of its own.
 */
export async function authorizeCampaign<G extends GameVerbs = never>(
  userId: string | null,
  campaignId: string,
  action: Verb<G>,
  { grantsRole, game }: { grantsRole?: CampaignRole } & GameOption<G> = {},
): Promise<AuthorizeResult<{ access: CampaignAccess }>> {
  permissionOf(action, game); // a verb no one declares throws (a programming error), whoever asks
  const access = await loadAccess(userId, campaignId);
  if (!access || isOtherGames(action, access, game)) return NOT_FOUND;
  if (!can(access.role, action, { game })) return FORBIDDEN;
  if (grantsRole && !canGrantRole(access.role, grantsRole)) return FORBIDDEN;
  return { ok: true, access };
}

/**
 * For team-scoped actions: the campaign comes from the stored team, never from the request, and
 * ownership is the stored ownerId (IDOR). A team the user cannot see is not-found.
 */
export async function authorizeTeam<G extends GameVerbs = never>(
  userId: string | null,
  teamId: string,
  action: Verb<G>,
  { game }: GameOption<G> = {},
): Promise<AuthorizeResult<{ access: CampaignAccess; team: { id: string; campaignId: string; ownerId: string | null } }>> {
  permissionOf(action, game);
  const row = await findTeamRow(teamId);
  if (!row) return NOT_FOUND;
  const team = { id: row.id, campaignId: row.campaignId, ownerId: row.ownerId };
  const access = await loadAccess(userId, team.campaignId);
  if (!access || isOtherGames(action, access, game)) return NOT_FOUND;
  if (!can(access.role, action, { isOwner: team.ownerId === userId, game })) return FORBIDDEN;
  return { ok: true, access, team };
}

export type MemberChange = { kind: "remove" } | { kind: "change-role"; role: CampaignRole };

/**
 * For changes to another member: the actor must outrank the target (organisers manage everyone)
 * and be allowed to grant the new role. Anyone may step down to a lower role themselves; removing
 * oneself is `leave`, not this. A target who is not an active member is not-found.
 */
export async function authorizeMemberChange(
  userId: string | null,
  campaignId: string,
  targetUserId: string,
  change: MemberChange,
): Promise<AuthorizeResult<{ access: CampaignAccess; target: CampaignAccess }>> {
  const action = change.kind === "remove" ? "member:remove" : "member:change-role";
  const access = await loadAccess(userId, campaignId);
  if (!access) return NOT_FOUND;
  const target = await loadAccess(targetUserId, campaignId);
  if (!target) return { ok: false, code: "not-found", message: "That person is not a member of this campaign." };

  if (target.userId === access.userId) {
    if (change.kind === "remove") return { ok: false, code: "forbidden", message: "To leave the campaign, use Leave campaign." };
    return canGrantRole(access.role, change.role) || change.role === access.role ? { ok: true, access, target } : FORBIDDEN;
  }
  if (!can(access.role, action) || !canManageMember(access.role, target.role)) return FORBIDDEN;
  if (change.kind === "change-role" && !canGrantRole(access.role, change.role)) return FORBIDDEN;
  return { ok: true, access, target };
}

/** For pages: the access, or the 404 page for anything the user may not see or do. */
export async function authorizeCampaignOrNotFound<G extends GameVerbs = never>(
  userId: string,
  campaignId: string,
  action: Verb<G>,
  options: GameOption<G> = {},
): Promise<CampaignAccess> {
  const result = await authorizeCampaign(userId, campaignId, action, options);
  if (!result.ok) notFound();
  return result.access;
}

/**
 * For team pages: the access and team, or the 404 page. The team must belong to the campaign in
 * the URL, so a team id pasted under another campaign's address is not found either.
 */
export async function authorizeTeamOrNotFound<G extends GameVerbs = never>(userId: string, campaignId: string, teamId: string, action: Verb<G>, options: GameOption<G> = {}) {
  const result = await authorizeTeam(userId, teamId, action, options);
  if (!result.ok || result.team.campaignId !== campaignId) notFound();
  return { access: result.access, team: result.team };
}

export interface BattleRef {
  id: string;
  campaignId: string;
  issue: number;
  /** Owners of the battle's teams (null for a team whose owner's account is gone). */
  ownerIds: (string | null)[];
}

/**
 * For battle actions: the campaign comes from the stored battle; "owner" means owning one of the
 * battle's teams (a battle belongs to everyone playing in it). A battle the user cannot see is not-found.
 */
export async function authorizeBattle<G extends GameVerbs = never>(
  userId: string | null,
  battleId: string,
  action: Verb<G>,
  { game }: GameOption<G> = {},
): Promise<AuthorizeResult<{ access: CampaignAccess; battle: BattleRef }>> {
  permissionOf(action, game);
  const row = await db.battle.findUnique({
    where: { id: battleId },
    select: { id: true, campaignId: true, issue: true, teams: { select: { team: { select: { ownerId: true } } } } },
  });
  if (!row) return BATTLE_NOT_FOUND;
  const access = await loadAccess(userId, row.campaignId);
  if (!access || isOtherGames(action, access, game)) return BATTLE_NOT_FOUND;
  const ownerIds = row.teams.map((t) => t.team.ownerId);
  if (!can(access.role, action, { isOwner: ownerIds.includes(access.userId), game })) return FORBIDDEN;
  return { ok: true, access, battle: { id: row.id, campaignId: row.campaignId, issue: row.issue, ownerIds } };
}

/** For battle pages: the access and battle, or the 404 page (also when the battle is another campaign's). */
export async function authorizeBattleOrNotFound<G extends GameVerbs = never>(userId: string, campaignId: string, battleId: string, action: Verb<G>, options: GameOption<G> = {}) {
  const result = await authorizeBattle(userId, battleId, action, options);
  if (!result.ok || result.battle.campaignId !== campaignId) notFound();
  return { access: result.access, battle: result.battle };
}
