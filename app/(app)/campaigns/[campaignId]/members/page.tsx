import type { Metadata } from "next";
import { CreateInviteForm } from "@/components/campaigns/create-invite-form";
import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import { RemovedMembersSection } from "@/components/campaigns/removed-members-section";
import { SelectField } from "@/components/ui/select-field";
import { changeMemberRoleAction } from "@/lib/actions/change-member-role-action";
import { removeMemberAction } from "@/lib/actions/remove-member-action";
import { revokeInviteAction } from "@/lib/actions/revoke-invite-action";
import { CAMPAIGN_ROLES, INVITE_ROLES, ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { requireUser } from "@/lib/server/auth/current-user";
import { can, canGrantRole, canManageMember } from "@/lib/authz/permissions";
import { DateTime } from "@/components/ui/date-time";
import { formatInstant } from "@/components/ui/date-time-format";
import { loadMembers } from "./_data/load-members";

export const metadata: Metadata = { title: "Members" };

const STATUS_LABELS = { active: "Active", "used-up": "Used up", expired: "Expired", revoked: "Withdrawn" } as const;

export default async function MembersPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/members`);
  const { access, members, invites, removed, canInvite } = await loadMembers(user.id, campaignId);
  const grantable = CAMPAIGN_ROLES.filter((role) => canGrantRole(access.role, role));

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-black">Members</h1>
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="text-xl font-bold">
          Who is in the campaign
        </h2>
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {members.map((member) => {
            const isSelf = member.userId === access.userId;
            const canManage = !isSelf && can(access.role, "member:change-role") && canManageMember(access.role, member.role);
            // Anyone may step down; changing others needs rank (the same rules authorizeMemberChange applies).
            const roleOptions = isSelf ? CAMPAIGN_ROLES.filter((role) => role === access.role || canGrantRole(access.role, role)) : grantable;
            return (
              <li key={member.userId} className="flex flex-col gap-3 px-4 py-3">
                <p>
                  <span className="font-semibold">{member.name}</span>
                  {isSelf ? " (you)" : ""} · {ROLE_LABELS[member.role]} · joined <DateTime at={member.joinedAt} style="date" />
                </p>
                {(canManage || (isSelf && roleOptions.length > 1)) && (
                  <div className="flex flex-wrap gap-4">
                    <InlineActionForm
                      action={changeMemberRoleAction}
                      hidden={{ campaignId, userId: member.userId }}
                      submitLabel="Change role"
                      pendingLabel="Changing…"
                      accessibleLabel={`Change role of ${member.name}`}
                    >
                      <SelectField
                        name="role"
                        idSuffix={member.userId}
                        label={`Role of ${member.name}`}
                        options={roleOptions.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                        defaultValue={member.role}
                      />
                    </InlineActionForm>
                    {canManage && can(access.role, "member:remove") ? (
                      <InlineActionForm
                        action={removeMemberAction}
                        hidden={{ campaignId, userId: member.userId }}
                        submitLabel="Remove"
                        pendingLabel="Removing…"
                        accessibleLabel={`Remove ${member.name}`}
                        tone="danger"
                        confirmMessage={`Remove ${member.name} from the campaign? Their teams stay.`}
                      />
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      {canInvite && can(access.role, "invite:create") ? <RemovedMembersSection campaignId={campaignId} actorRole={access.role} removed={removed} /> : null}

      {canInvite ? (
        <section aria-labelledby="invites-heading" className="flex flex-col gap-4">
          <h2 id="invites-heading" className="text-xl font-bold">
            Invite links
          </h2>
          {can(access.role, "invite:create") ? <CreateInviteForm campaignId={campaignId} roles={INVITE_ROLES.filter((role) => canGrantRole(access.role, role))} /> : null}
          {invites.length === 0 ? (
            <p className="text-stone-700">No invite links yet.</p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white" aria-label="Invite links">
              {invites.map((invite) => (
                <li key={invite.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-sm">
                    <span className="font-semibold">{ROLE_LABELS[invite.role]}</span> · {STATUS_LABELS[invite.status]} · expires{" "}
                    <DateTime at={invite.expiresAt} style="date-time" /> · used {invite.useCount} of {invite.maxUses}
                    {invite.inviteeName ? ` · for ${invite.inviteeName} only` : ""}
                    {invite.createdByName ? ` · by ${invite.createdByName}` : ""}
                  </p>
                  {invite.status === "active" && can(access.role, "invite:revoke") ? (
                    <InlineActionForm
                      action={revokeInviteAction}
                      hidden={{ campaignId, inviteId: invite.id }}
                      submitLabel="Withdraw"
                      pendingLabel="Withdrawing…"
                      accessibleLabel={`Withdraw the ${ROLE_LABELS[invite.role].toLowerCase()} invite created ${formatInstant(invite.createdAt, "date")}`}
                      tone="danger"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
