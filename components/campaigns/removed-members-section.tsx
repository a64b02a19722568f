import { DateTime } from "@/components/ui/date-time";
import { canGrantRole, canManageMember } from "@/lib/authz/permissions";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { INVITE_ROLES, ROLE_LABELS } from "@/lib/schemas/campaign-role";
import type { RemovedMemberSummary } from "@/lib/views/removed-member";
import { ReinviteMemberForm } from "./reinvite-member-form";

/**
 * The people an organiser removed: no group link lets them back, so each may be invited back by
 * name (a link only their account can accept), by whoever could have removed them.
 */
export function RemovedMembersSection({ campaignId, actorRole, removed }: { campaignId: string; actorRole: CampaignRole; removed: RemovedMemberSummary[] }) {
  if (removed.length === 0) return null;
  const roles = INVITE_ROLES.filter((role) => canGrantRole(actorRole, role));
  return (
    <section aria-labelledby="removed-heading" className="flex flex-col gap-3">
      <h2 id="removed-heading" className="text-xl font-bold">
        Removed
      </h2>
      <p className="text-stone-700">Invite links for the group do not work for these people. To let one back in, invite them by name.</p>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Removed people">
        {removed.map((member) => (
          <li key={member.userId} className="flex flex-col gap-3 px-4 py-3">
            <p>
              <span className="font-semibold">{member.name}</span> · was {ROLE_LABELS[member.role].toLowerCase()} · removed <DateTime at={member.removedAt} style="date" />
            </p>
            {canManageMember(actorRole, member.role) && roles.length > 0 ? <ReinviteMemberForm campaignId={campaignId} member={member} roles={roles} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
