"use client";
import { useActionState, useState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { createInviteAction } from "@/lib/actions/create-invite-action";
import { ROLE_LABELS, type CampaignRoleValue } from "@/lib/schemas/campaign-role";
import { INVITE_EXPIRY_DAYS, INVITE_MAX_USES } from "@/lib/schemas/invite";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { DateTime } from "@/components/ui/date-time";

const EXPIRY_OPTIONS = INVITE_EXPIRY_DAYS.map((days) => ({ value: String(days), label: days === 1 ? "1 day" : `${days} days` }));
const USES_OPTIONS = INVITE_MAX_USES.map((uses) => ({ value: String(uses), label: uses === 1 ? "1 person" : `${uses} people` }));

/** Creates an invite link and shows it once, with a copy button (only its hash is stored). */
export function CreateInviteForm({ campaignId, roles }: { campaignId: string; roles: readonly CampaignRoleValue[] }) {
  const [state, formAction] = useActionState(createInviteAction, initialActionState);
  const [copyStatus, setCopyStatus] = useState("");
  const failed = state && !state.ok ? state : undefined;
  const created = state?.ok ? state.data : undefined;
  // The state only exists after a submit, so this never runs during server rendering.
  const link = created ? new URL(created.path, window.location.origin).toString() : "";

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopyStatus("Link copied.");
    } catch {
      setCopyStatus("Copying failed: select the link and copy it yourself.");
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form action={formAction} className="flex flex-col gap-4 sm:flex-row sm:items-end" noValidate onSubmit={() => setCopyStatus("")}>
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
          <div className="flex flex-col gap-2 rounded-lg border border-sky-300 bg-sky-50 p-4">
            <label htmlFor="invite-link" className="font-semibold">
              Invite link for a {ROLE_LABELS[created.role as CampaignRoleValue].toLowerCase()}
            </label>
            <p id="invite-link-hint" className="text-sm text-stone-700">
              Copy it now: for safety Longbox cannot show it again. It works for {created.maxUses === 1 ? "1 person" : `${created.maxUses} people`} until{" "}
              <DateTime at={created.expiresAt} />.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id="invite-link"
                readOnly
                value={link}
                aria-describedby="invite-link-hint"
                className="min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 py-2 font-mono text-sm"
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" onClick={copy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                Copy link
              </button>
            </div>
            <p role="status" className="text-sm">
              {copyStatus}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
