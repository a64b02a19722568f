"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { reinviteMemberAction } from "@/lib/actions/reinvite-member-action";
import { ROLE_LABELS, type CampaignRoleValue } from "@/lib/schemas/campaign-role";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { EXPIRY_OPTIONS } from "./create-invite-form";
import { InviteLinkPanel } from "./invite-link-panel";

interface ReinviteMemberFormProps {
  campaignId: string;
  member: { userId: string; name: string; role: CampaignRoleValue };
  roles: readonly CampaignRoleValue[];
}

/** Invites one removed person back by name: a one-use link only their account can accept, shown once. */
export function ReinviteMemberForm({ campaignId, member, roles }: ReinviteMemberFormProps) {
  const [state, formAction] = useActionState(reinviteMemberAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const created = state?.ok ? state.data : undefined;
  const defaultRole = roles.includes(member.role) ? member.role : (roles[roles.length - 1] ?? "VIEWER");

  return (
    <div className="flex flex-col gap-3">
      <form action={formAction} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate aria-label={`Invite ${member.name} back`}>
        <input type="hidden" name="campaignId" value={campaignId} />
        <input type="hidden" name="userId" value={member.userId} />
        <SelectField
          name="role"
          idSuffix={`reinvite-${member.userId}`}
          label={`${member.name} comes back as`}
          options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          defaultValue={defaultRole}
          errors={failed?.fieldErrors?.role}
        />
        <SelectField
          name="expiresInDays"
          idSuffix={`reinvite-${member.userId}`}
          label="Expires after"
          options={EXPIRY_OPTIONS}
          defaultValue="7"
          errors={failed?.fieldErrors?.expiresInDays}
        />
        <SubmitButton pendingLabel="Creating link…">Invite {member.name} back</SubmitButton>
      </form>
      <FormMessage message={failed?.message} />
      <div aria-live="polite">
        {created ? (
          <InviteLinkPanel
            key={created.path}
            id={`reinvite-link-${member.userId}`}
            label={`Invite link for ${created.inviteeName}`}
            path={created.path}
            expiresAt={created.expiresAt}
            worksFor={`${created.inviteeName} only`}
          />
        ) : null}
      </div>
    </div>
  );
}
