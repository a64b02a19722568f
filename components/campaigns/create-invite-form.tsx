"use client";
import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { createInviteAction } from "@/lib/actions/create-invite-action";
import { ROLE_LABELS, type CampaignRoleValue } from "@/lib/schemas/campaign-role";
import { INVITE_EXPIRY_DAYS, INVITE_MAX_USES } from "@/lib/schemas/invite";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { InviteLinkPanel } from "./invite-link-panel";

export const EXPIRY_OPTIONS = INVITE_EXPIRY_DAYS.map((days) => ({ value: String(days), label: days === 1 ? "1 day" : `${days} days` }));
const USES_OPTIONS = INVITE_MAX_USES.map((uses) => ({ value: String(uses), label: uses === 1 ? "1 person" : `${uses} people` }));

/** Creates an invite link and shows it once, with a copy button (only its hash is stored). */
export function CreateInviteForm({ campaignId, roles }: { campaignId: string; roles: readonly CampaignRoleValue[] }) {
  const [state, formAction] = useActionState(createInviteAction, initialActionState);
  const failed = state && !state.ok ? state : undefined;
  const created = state?.ok ? state.data : undefined;

  return (
    <div className="flex flex-col gap-4">
      <form action={formAction} className="flex flex-col gap-4 sm:flex-row sm:items-end" noValidate>
        <input type="hidden" name="campaignId" value={campaignId} />
        <SelectField
          name="role"
          label="Joins as"
          options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          defaultValue={failed?.values?.role ?? "PLAYER"}
          errors={failed?.fieldErrors?.role}
        />
        <SelectField name="maxUses" label="Link works for" options={USES_OPTIONS} defaultValue={failed?.values?.maxUses ?? "1"} errors={failed?.fieldErrors?.maxUses} />
        <SelectField
          name="expiresInDays"
          label="Expires after"
          options={EXPIRY_OPTIONS}
          defaultValue={failed?.values?.expiresInDays ?? "7"}
          errors={failed?.fieldErrors?.expiresInDays}
        />
        <SubmitButton pendingLabel="Creating link…">Create invite link</SubmitButton>
      </form>
      <FormMessage message={failed?.message} />
      <div aria-live="polite">
        {created ? (
          <InviteLinkPanel
            key={created.path}
            id="invite-link"
            label={`Invite link for a ${ROLE_LABELS[created.role as CampaignRoleValue].toLowerCase()}`}
            path={created.path}
            expiresAt={created.expiresAt}
            worksFor={created.maxUses === 1 ? "1 person" : `${created.maxUses} people`}
          />
        ) : null}
      </div>
    </div>
  );
}
