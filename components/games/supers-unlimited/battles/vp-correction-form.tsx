import { randomUUID } from "node:crypto";
import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { correctSuVpAction } from "@/lib/games/supers-unlimited/actions/correct-su-vp-action";

/** The organisers' correction of a team's VP (a new ledger row with its note; nothing is edited). */
export function VpCorrectionForm({ teamId }: { teamId: string }) {
  return (
    <BattleForm action={correctSuVpAction} hidden={{ teamId, requestKey: randomUUID() }} className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <h2 className="text-xl font-bold">Correct the VP</h2>
      <TextField name="delta" label="VP to add (negative to take away)" inputMode="numeric" />
      <TextField name="note" label="Why" maxLength={200} />
      <SubmitButton pendingLabel="Saving…">Save the correction</SubmitButton>
    </BattleForm>
  );
}
