import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { listInvites } from "@/lib/server/invites/list-invites";
import { listMembers, listRemovedMembers } from "@/lib/server/members/list-members";

/**
 * The members page for a member who may see the members (or the 404 page): the members, and the
 * invites and the people removed for those who may invite (none read otherwise).
 */
export async function loadMembers(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "member:view");
  const canInvite = can(access.role, "invite:view");
  const [members, invites, removed] = await Promise.all([
    listMembers(access),
    canInvite ? listInvites(access) : Promise.resolve([]),
    canInvite ? listRemovedMembers(access) : Promise.resolve([]),
  ]);
  return { access, members, invites, removed, canInvite };
}
