"use client";
import { useActionState, useState } from "react";
import { initialActionState } from "@/lib/actions/action-result";
import { changeShsaSheetAction } from "@/lib/games/shsa/actions/change-shsa-sheet-action";
import { CHOSEN_REASONS } from "@/lib/rules/shsa";
import { SHEET_TARGETS } from "@/lib/games/shsa/schemas/sheet-change";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

const TARGET_LABELS: Record<string, string> = {
  "points:vp": "VP",
  "points:legendPoints": "Legend points",
  "points:buildPoints": "Build points",
  "points:resourcePoints": "Resource points",
  "points:trainingPoints": "Training points",
  "points:dp": "DP",
  "score:virtue": "Virtue",
  "score:ego": "Ego",
  "score:reputation": "Reputation",
  "die:lifestyle": "Lifestyle die (Val steps)",
  "die:resources": "Resources die (Val steps)",
};
const targetLabel = (target: string) => TARGET_LABELS[target] ?? `${target.slice("stat:".length)} die (Val steps)`;
const reasonLabel = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1).replace(/-/g, " ");

/**
 * One change to a hero's sheet, with its reason: the rules apply it (or refuse it, saying why, and
 * nothing is written). Each submission carries its own request key, so a retry is applied once.
 */
export function SheetChangeForm({ teamId }: { teamId: string }) {
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [state, formAction] = useActionState(async (previous: Awaited<ReturnType<typeof changeShsaSheetAction>>, formData: FormData) => {
    const result = await changeShsaSheetAction(previous, formData);
    // A recorded change takes its key with it: the next change is a new one, a retry of this one is not.
    if (result?.ok) setRequestKey(crypto.randomUUID());
    return result;
  }, initialActionState);
  return (
    <form action={formAction} className="flex max-w-xl flex-col gap-4" aria-labelledby="sheet-change-heading">
      <h2 id="sheet-change-heading" className="text-xl font-bold">
        Change the sheet
      </h2>
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <SelectField name="target" label="What changes" options={SHEET_TARGETS.map((target) => ({ value: target, label: targetLabel(target) }))} />
      <TextField name="delta" label="By" type="number" inputMode="numeric" required hint="Negative to spend or lower; a die moves by Val steps." />
      <SelectField name="reason" label="Why" options={CHOSEN_REASONS.map((reason) => ({ value: reason, label: reasonLabel(reason) }))} />
      <TextField name="note" label="Note (optional)" maxLength={200} />
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          The sheet is changed.
        </p>
      ) : null}
      <SubmitButton pendingLabel="Saving…">Save the change</SubmitButton>
    </form>
  );
}
