import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { listInvites } from "@/lib/server/invites/list-invites";
import { listMembers } from "@/lib/server/members/list-members";

/**
 * The members page for a member who may see the members (or the 404 page): the members, and the
 * invites for those who may see them (none read otherwise).
 */
export async function loadMembers(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "member:view");
  const canInvite = can(access.role, "invite:view");
  const [members, invites] = await Promise.all([listMembers(access), canInvite ? listInvites(access) : Promise.resolve([])]);
  return { access, members, invites, canInvite };
}
